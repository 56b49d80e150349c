/**
 * Every part of the catalogue. A room's messages are one part (one file, all languages side by
 * side); adding a part is one line here. Parts must not share a key (a test checks).
 */
import { COST } from './cost';
import { DATASETS } from './datasets';
import { ENGINE_ERRORS } from './engine-errors';
import { ENGINE_PLAN } from './engine-plan';
import { ENGINE_VALIDATION } from './engine-validation';
import { LESSONS_PART } from './lessons';
import { SHARE } from './share';
import { STATE } from './state';
import { VIZ } from './viz';
import { WORKER } from './worker';

/** The parts, in no particular order. */
export const PARTS = [
  COST,
  DATASETS,
  ENGINE_ERRORS,
  ENGINE_PLAN,
  ENGINE_VALIDATION,
  LESSONS_PART,
  SHARE,
  STATE,
  VIZ,
  WORKER,
] as const;
