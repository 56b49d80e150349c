/**
 * The model's pages beside the live service's, request by request, for a side-by-side table:
 * each row has what the model predicted and what the service did at that request.
 */
import type { Continuation, PageSummary } from '../engine';
import type { LiveContinuation } from './continuation';
import type { LivePage } from './live-query';

/** One request, as the model predicts it and as the service answered it (null: no such request). */
export interface PageRow {
  readonly index: number;
  readonly model: {
    readonly size: number;
    /** Entities the model's page scanned (the service does not say how many it did). */
    readonly scanned: number;
    readonly continuation: Continuation | null;
    readonly endedBy: PageSummary['endedBy'];
  } | null;
  readonly live: {
    readonly size: number;
    readonly continuation: LiveContinuation | null;
    readonly elapsedMs: number;
  } | null;
  /**
   * Whether the page ends the same way on both sides: same size, and either both last pages or
   * both continuing at the same keys (tokens we cannot decode are taken as agreeing).
   */
  readonly agrees: boolean;
}

function sameContinuation(model: Continuation | null, live: LiveContinuation | null): boolean {
  if (model === null || live === null) return model === live;
  const pk = live.nextPartitionKey === null || live.nextPartitionKey === model.nextPartitionKey;
  const rk = live.nextRowKey === null || live.nextRowKey === model.nextRowKey;
  return pk && rk;
}

/** Pairs the model's pages with the live pages by request number. */
export function pageRows(model: readonly PageSummary[], live: readonly LivePage[]): PageRow[] {
  const rows: PageRow[] = [];
  for (let index = 0; index < Math.max(model.length, live.length); index++) {
    const m = model[index];
    const l = live[index];
    rows.push({
      index,
      model: m
        ? { size: m.returned, scanned: m.scanned, continuation: m.continuation, endedBy: m.endedBy }
        : null,
      live: l ? { size: l.size, continuation: l.continuation, elapsedMs: l.elapsedMs } : null,
      agrees:
        m !== undefined &&
        l !== undefined &&
        m.returned === l.size &&
        sameContinuation(m.continuation, l.continuation),
    });
  }
  return rows;
}
