export const HELPER_THREAD_NICENESS: number;
export function lowerHelperThreadPriority(tasksDir?: string): number;
