/** One keystroke's analysis as it crosses to the UI thread. */
import type { Outcome, PartitionDetail, QueryAnalysis } from '../engine';
import type { PackedPages } from './packed-pages';
import type { PackedPartitionStats } from './packed-stats';

/** An analysis with the strip's detail, as it crosses to the UI thread. */
export interface AnalysisAnswer {
  readonly analysis: Outcome<QueryAnalysis>;
  readonly detail: Outcome<PartitionDetail> | null;
  /** Milliseconds the engine spent, so the UI can tell engine time from its own. */
  readonly ms: number;
  /** When set, `analysis.stats.perPartition` is empty and its counters are packed here. */
  readonly packed: PackedPartitionStats | null;
  /** When set, `analysis.pages` is empty and the page summaries are packed here. */
  readonly packedPages?: PackedPages;
}
