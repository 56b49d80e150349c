/** The worker's name for one design's table in a comparison: the explorer calls take it. */
export function comparisonTableName(comparisonId: string, designId: string): string {
  return `compare:${comparisonId}:${designId}`;
}
