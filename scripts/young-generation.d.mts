export declare function semiSpaceFlag(input: {
  heapLimitBytes: number;
  execArgv: string[];
  nodeOptions: string | undefined;
}): string | null;
export declare function restartWithSizedYoungGeneration(): void;
