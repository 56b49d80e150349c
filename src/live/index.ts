/** Reading a live table through a SAS URL, and comparing it with the model: the public names. */
export { compareRuns, type LiveComparison } from './compare';
export type { LiveContinuation } from './continuation';
export { corsCommand } from './cors';
export type { EntityRef } from './entity-diff';

export { displayHost, type HostKind, hostKind } from './host-kind';
// What the seed room (src/seed) writes and reads with: the service's errors, the problems
// they become, and the signature kept out of every message.
export { httpProblem, noAnswerProblem, type ProblemContext } from './http-problem';
export {
  DEFAULT_CAP,
  type LiveResult,
  type LiveRunOptions,
  MAX_CAP,
  readLiveTable,
  runLiveQuery,
} from './live-query';
export type { PageRow } from './page-rows';
export type { LiveProblem, LiveWarning } from './problem';
export { redactCoded } from './redact';
export type { FetchLike, LiveQuery } from './request';
export { isBareToken, parseSasForRef, sameTable } from './sas-for-ref';
export {
  type LiveConnection,
  type ParsedSasUrl,
  parseSasUrl,
  sasUrlToKeep,
} from './sas-url';
export { measuredScanRate } from './scan-rate';
export { sasQueryOf, signatureOf } from './secret';
export { selectWithKeys } from './select-keys';
export { readServiceError, type ServiceError } from './service-error';

export { checkTableRef, describeRef, type LiveTableRef } from './table-ref';
