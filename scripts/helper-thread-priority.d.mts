export const HELPER_THREAD_NICENESS: number;
export function lowerHelperThreadPriority(options?: { heapLimitBytes?: number; tasksDir?: string }): number;
