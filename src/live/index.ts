/** Reading a live table through a SAS URL, and comparing it with the model: the public names. */
export {
  type AnswerAgreement,
  type AnswerKey,
  type AnswerMerge,
  compareAnswers,
  mergeAnswer,
  type QueryResult,
} from './answer-merge';
export { planSeed, type SeedPlan } from './batch-plan';
export { compareRuns, type LiveComparison } from './compare';
export type { LiveContinuation } from './continuation';
export { corsCommand } from './cors';
export type { EntityRef } from './entity-diff';

export { displayHost, type HostKind, hostKind } from './host-kind';
export { type LiveAnswerQuery, runLiveAnswer } from './live-answer';
export {
  DEFAULT_CAP,
  type LiveResult,
  MAX_CAP,
  readLiveTable,
  runLiveQuery,
} from './live-query';
export type { PageRow } from './page-rows';
export type { LiveProblem, LiveWarning } from './problem';
export type { FetchLike, LiveQuery } from './request';
export { isBareToken, parseSasForRef, sameTable } from './sas-for-ref';
export {
  type LiveConnection,
  type ParsedSasUrl,
  parseSasUrl,
  sasUrlToKeep,
} from './sas-url';
export { measuredScanRate } from './scan-rate';
export { runSeed } from './seed';
export { type ParsedSeedTarget, parseSeedTarget, type SeedTarget } from './seed-target';

export { selectWithKeys } from './select-keys';

export { checkTableRef, describeRef, type LiveTableRef } from './table-ref';
