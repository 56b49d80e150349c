/**
 * Every part of the catalogue. A room's messages are one part (one file, all languages side by
 * side); adding a part is one line here. Parts must not share a key (a test checks).
 */
import { ADVISOR } from './advisor';
import { COMPARE } from './compare';
import { COMPARE_ANSWERS } from './compare-answers';
import { COST } from './cost';
import { DATASETS } from './datasets';
import { DESIGN } from './design';
import { DESIGN_JSON } from './design-json';
import { ENGINE_ERRORS } from './engine-errors';
import { ENGINE_PLAN } from './engine-plan';
import { ENGINE_VALIDATION } from './engine-validation';
import { IO } from './io';
import { LESSONS_PART } from './lessons';
import { LIVE } from './live';
import { LIVE_PROBLEMS } from './live-problems';
import { LIVE_REF } from './live-ref';
import { LIVE_SEED } from './live-seed';
import { PATTERNS } from './patterns';
import { PATTERNS_RULES } from './patterns-rules';
import { SHARE } from './share';
import { SHARE_FILE } from './share-file';
import { SHARE_WORKLOAD } from './share-workload';
import { STATE } from './state';
import { UI_APP } from './ui-app';
import { UI_CODE } from './ui-code';
import { UI_DATASET } from './ui-dataset';
import { UI_DESIGN } from './ui-design';
import { UI_FILTER } from './ui-filter';
import { UI_IMPORT } from './ui-import';
import { UI_LIVE } from './ui-live';
import { UI_LOADING } from './ui-loading';
import { UI_NAMES } from './ui-names';
import { UI_PICTURES } from './ui-pictures';
import { UI_PLAN } from './ui-plan';
import { UI_RESULTS } from './ui-results';
import { UI_SHARE } from './ui-share';
import { UI_WORKLOAD } from './ui-workload';
import { VIZ } from './viz';
import { WORKER } from './worker';
import { WORKLOAD } from './workload';
import { WORKSHOP } from './workshop';

/** The parts, in no particular order. */
export const PARTS = [
  ADVISOR,
  COMPARE,
  COMPARE_ANSWERS,
  COST,
  DATASETS,
  DESIGN_JSON,
  DESIGN,
  ENGINE_ERRORS,
  ENGINE_PLAN,
  ENGINE_VALIDATION,
  IO,
  LESSONS_PART,
  LIVE_PROBLEMS,
  LIVE_REF,
  LIVE_SEED,
  LIVE,
  PATTERNS_RULES,
  PATTERNS,
  SHARE,
  SHARE_FILE,
  SHARE_WORKLOAD,
  STATE,
  UI_APP,
  UI_CODE,
  UI_DATASET,
  UI_DESIGN,
  UI_FILTER,
  UI_IMPORT,
  UI_LIVE,
  UI_LOADING,
  UI_NAMES,
  UI_PICTURES,
  UI_PLAN,
  UI_RESULTS,
  UI_SHARE,
  UI_WORKLOAD,
  VIZ,
  WORKER,
  WORKLOAD,
  WORKSHOP,
] as const;
