type HeapSizedFlagsOptions = { heapLimitBytes: number; execArgv: string[]; nodeOptions: string | undefined };

export function isSmallHeap(heapLimitBytes: number): boolean;
export function semiSpaceFlag(options: HeapSizedFlagsOptions): string | null;
export function maglevFlag(options: HeapSizedFlagsOptions): string | null;
export function externalMemoryFlag(options: HeapSizedFlagsOptions): string | null;
export function heapSizedFlags(options: HeapSizedFlagsOptions): string[];
export function restartWithHeapSizedFlags(): void;
