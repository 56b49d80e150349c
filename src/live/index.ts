/** Reading a live table through a SAS URL, and comparing it with the model: the public names. */
export { compareRuns, type LiveComparison, type ModelRun } from './compare';
export { decodeContinuationToken, type LiveContinuation } from './continuation';
export { corsCommand } from './cors';
export type { EntityDiff, EntityRef, ValueDifference } from './entity-diff';
export type { Explanation, ExplanationCode } from './explain';
export { displayHost, type HostKind, hostKind } from './host-kind';
export {
  DEFAULT_CAP,
  type LivePage,
  type LiveProgress,
  type LiveResult,
  type LiveRunOptions,
  type LiveStop,
  MAX_CAP,
  MAX_PAGE_SIZE,
  readLiveTable,
  runLiveQuery,
} from './live-query';
export type { PageRow } from './page-rows';
export type { LiveProblem, LiveProblemCode, LiveWarning, LiveWhere } from './problem';
export { REDACTED, redact } from './redact';
export { type FetchLike, type LiveQuery, X_MS_VERSION } from './request';
export { isBareToken, parseSasForRef, type SasForRefOptions, sameTable } from './sas-for-ref';
export type { SasGrant } from './sas-grant';
export {
  type LiveConnection,
  type ParsedSasUrl,
  type ParseSasOptions,
  parseSasUrl,
  sasUrlToKeep,
} from './sas-url';
export { redactSecret, SasSecret } from './secret';
export { selectWithKeys } from './select-keys';
export { tableNameCoded } from './table-name';
export { checkTableRef, describeRef, isLoopbackHost, type LiveTableRef } from './table-ref';
