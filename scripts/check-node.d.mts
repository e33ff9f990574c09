export declare const MINIMUM_NODE: [number, number];
export declare function nodeVersionProblem(version: string): string | null;
export declare function isProgram(moduleUrl: string): boolean;
