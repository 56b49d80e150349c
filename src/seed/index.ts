/**
 * Seeding a table: a design's entities written into a real table or the emulator through a SAS
 * that grants add and update (entity group transactions, one partition each), and every access
 * pattern then run on it as a client would, answer by answer beside the model's. A room of its
 * own, used by the comparison only, so none of it is part of the page's first visit.
 */
export {
  type AnswerAgreement,
  type AnswerKey,
  type AnswerMerge,
  compareAnswers,
  mergeAnswer,
  type QueryResult,
} from './answer-merge';
export { planSeed, type SeedPlan } from './batch-plan';
export { type LiveAnswerQuery, runLiveAnswer } from './live-answer';
export { runSeed } from './seed';
export { type ParsedSeedTarget, parseSeedTarget, type SeedTarget } from './seed-target';
