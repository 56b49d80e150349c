/**
 * The [MODEL] rules (semantics.md, docs/semantics-notes.md) a plan or a query's figures can
 * depend on, as coded "model assumption" notes. A plan lists the ones its result depends on, so
 * the UI never shows a modelling choice as fact. Each is one shared value, so a plan can list
 * each once however many of its parts depend on it.
 */
import { coded } from './coded';
import { MAX_PAGE_SIZE } from './paging';
import { PARTITION_SCAN_TARGET } from './stats';

/** Every request returns one page and is one billable transaction. */
export const ASSUME_REQUEST_PER_PAGE = coded('engine.assumeRequestPerPage');

/** A top-level `or` forces a table scan. */
export const ASSUME_TOP_LEVEL_OR = coded('engine.assumeTopLevelOr');

/** Bounds on PartitionKey without `eq` scan the partitions in that range. */
export const ASSUME_MULTI_PARTITION = coded('engine.assumeMultiPartition');

/** Keys compare by UTF-16 code unit. */
export const ASSUME_ORDINAL_KEYS = coded('engine.assumeOrdinalKeys');

/** Contradictory key constraints scan nothing. */
export const ASSUME_EMPTY = coded('engine.assumeEmpty');

/** One server range partition: no boundary continuations. */
export const ASSUME_SINGLE_RANGE = coded('engine.assumeSingleRange', { max: MAX_PAGE_SIZE });

/** A split into server range partitions: pages also end at boundaries. */
export const ASSUME_SPLIT_RANGES = coded('engine.assumeSplitRanges');

/** Throughput figures use the documented per-partition target, counting scanned entities. */
export const ASSUME_THROUGHPUT = coded('engine.assumeThroughput', {
  rate: PARTITION_SCAN_TARGET,
});

/** `$top` sizes each page; the query still follows every continuation. */
export const ASSUME_TOP_PAGES = coded('engine.assumeTopPages');
