export const HELPER_THREAD_NICE_STEPS: number;
export function lowerHelperThreadPriority(options?: { heapLimitBytes?: number; tasksDir?: string }): number;
