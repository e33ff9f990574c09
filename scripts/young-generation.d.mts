export declare const LARGE_HEAP_LIMIT_MB: number;
export declare const SMALL_SEMI_SPACE_MB: number;
export declare const LARGE_SEMI_SPACE_MB: number;
export declare function semiSpaceFlag(input: {
  heapLimitBytes: number;
  execArgv: string[];
  nodeOptions: string | undefined;
}): string | null;
export declare function restartWithSizedYoungGeneration(): void;
