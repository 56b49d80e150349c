/** Reading a live table through a SAS URL, and comparing it with the model: the public names. */
export { compareRuns, type LiveComparison } from './compare';
export type { LiveContinuation } from './continuation';
export { corsCommand } from './cors';
export type { EntityRef } from './entity-diff';

export { displayHost, hostKind } from './host-kind';
export {
  DEFAULT_CAP,
  type LiveResult,
  MAX_CAP,
  readLiveTable,
  runLiveQuery,
} from './live-query';
export type { PageRow } from './page-rows';
export type { LiveProblem } from './problem';
export type { FetchLike, LiveQuery } from './request';
export { isBareToken, parseSasForRef, sameTable } from './sas-for-ref';
export {
  type LiveConnection,
  type ParsedSasUrl,
  parseSasUrl,
  sasUrlToKeep,
} from './sas-url';
export { measuredScanRate } from './scan-rate';

export { selectWithKeys } from './select-keys';

export { checkTableRef, describeRef, type LiveTableRef } from './table-ref';
