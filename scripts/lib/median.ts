/**
 * The median of `numbers`, as one of them: the lower of the two middle ones when their count is
 * even, so that a median run can be found among the runs; 0 for none.
 */
export function medianOf(numbers: number[]): number {
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted[Math.floor((sorted.length - 1) / 2)] ?? 0;
}
