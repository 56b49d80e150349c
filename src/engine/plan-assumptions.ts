/**
 * The [MODEL] rules (semantics.md, docs/semantics-notes.md) a plan or a query's figures can
 * depend on, worded for the app's "model assumption" notes. A plan lists the ones its result
 * depends on, so the UI never shows a modelling choice as fact.
 */

/** Every request returns one page and is one billable transaction. */
export const ASSUME_REQUEST_PER_PAGE =
  'Model assumption: each page of results is one request and one billable transaction.';

/** A top-level `or` forces a table scan. */
export const ASSUME_TOP_LEVEL_OR =
  'Model assumption: an `or` at the top level makes the service scan the whole table; the docs advise separate queries instead.';

/** Bounds on PartitionKey without `eq` scan the partitions in that range. */
export const ASSUME_MULTI_PARTITION =
  'Model assumption: PartitionKey bounds without `eq` scan every partition in the range (a multi-partition scan); RowKey bounds narrow a scan only inside one partition fixed by `PartitionKey eq`.';

/** Keys compare by UTF-16 code unit. */
export const ASSUME_ORDINAL_KEYS =
  'Model assumption: key bounds compare ordinally, by UTF-16 code unit, case-sensitive.';

/** Contradictory key constraints scan nothing. */
export const ASSUME_EMPTY =
  'Model assumption: when the key constraints contradict each other the service reads no entity (one request, empty page).';

/** One server range partition: no boundary continuations. */
export const ASSUME_SINGLE_RANGE =
  'Model assumption: the table is one server range partition, so pages end only at 1000 entities (or $top).';

/** A split into server range partitions: pages also end at boundaries. */
export const ASSUME_SPLIT_RANGES =
  'Model assumption: the server splits the table into range partitions at the chosen PartitionKeys; a page also ends where the scan crosses one, with a continuation.';

/** Throughput figures use the documented per-partition target, counting scanned entities. */
export const ASSUME_THROUGHPUT =
  'Model assumption: the busiest partition serves 2,000 scanned entities per second (the documented target), and nothing else loads it.';

/** `$top` sizes each page; the query still follows every continuation. */
export const ASSUME_TOP_PAGES =
  'Model assumption: $top caps each page; like the SDKs, the query follows every continuation to the end, so $top changes the number of requests, not the results.';
