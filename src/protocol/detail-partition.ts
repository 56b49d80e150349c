/**
 * Which partition the key-range strip shows. Shared by the worker (which computes the strip in
 * the same request as the plan) and the UI thread (which re-asks when the focus changes), so it
 * imports types only and costs the main bundle nothing.
 */
import type { QueryAnalysis } from '../engine';

/** The focused partition, else the one the query scans most, else null. */
export function detailPartition(
  focusPartition: string | null,
  analysis: Pick<QueryAnalysis, 'stats'> | null,
): string | null {
  if (focusPartition !== null) return focusPartition;
  let best: { partitionKey: string; scanned: number } | null = null;
  for (const p of analysis?.stats.perPartition ?? []) {
    if (best === null || p.scanned > best.scanned) best = p;
  }
  return best?.partitionKey ?? null;
}
