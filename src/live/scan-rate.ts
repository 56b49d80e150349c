/**
 * A scan rate measured on the live service, for the workload model's assumption of how many
 * entities a partition server reads a second (docs/access-patterns.md): the entities the model
 * says the run scanned, over the time the service took to answer those requests. The service
 * reports neither its scanned count nor its server time, so the figure leans on the model's count
 * (checked by the comparison's verdict) and on request times that include the round trip: a
 * lower bound on the server's rate, worth having only over a scan of some size.
 */
import type { PageRow } from './page-rows';

/** Scanned entities below which a run says too little about a scan rate. */
const ENOUGH = 1000;

/** A measured scan rate: entities a second, from `scanned` entities over `ms` of requests. */
export interface ScanRate {
  readonly rate: number;
  readonly scanned: number;
  readonly ms: number;
}

/** The scan rate a run's pages show, or null when they scanned too little to say. */
export function measuredScanRate(rows: readonly PageRow[]): ScanRate | null {
  let scanned = 0;
  let ms = 0;
  for (const row of rows) {
    if (row.model === null || row.live === null) continue;
    scanned += row.model.scanned;
    ms += row.live.elapsedMs;
  }
  if (scanned < ENOUGH || !(ms > 0)) return null;
  return { rate: (scanned / ms) * 1000, scanned, ms };
}
