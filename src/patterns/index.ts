/**
 * The access-patterns room's public API: patterns, the correctness and cost check of every
 * pattern against candidate designs, write load, projection at scale and the bundled scenarios.
 * Pure (no DOM); it reads the engine through src/engine/index.ts. This module only re-exports.
 */

export { adviseDesigns, appraiseDesign, type SearchControl } from './advisor/search';
export type * from './advisor/types';
export { answerQueries } from './answer';
export {
  checkMatrix,
  checkRow,
  holdRecords,
  type LoadedComparison,
  loadComparison,
  tableSizes,
} from './comparison';
export { footerOf } from './footers';
export { compileIntent } from './intent';
export { literalOf, readParameters } from './parameters';
export type { RecordArrays } from './prepare';
export { projectMatrix } from './projection';
export { scannedProperties } from './scanned';
export { findScenario, SCENARIOS } from './scenarios';
export { type QueryPiece, queryPieces, substitute } from './substitute';
export { comparisonTableName } from './table-name';
export type * from './types';
export { PROJECTION_SCALES } from './types';
export { arrivalsCount, withArrivals } from './workload/arrivals';
export { cosmosEstimate } from './workload/cosmos';
export { workloadCost } from './workload/cost';
export { workloadHeat } from './workload/heat';
export { boundOf, hasModelFacts, loadOf, targetRecords } from './workload/model';
export {
  ASSUMPTION_KEYS,
  DEFAULT_ASSUMPTIONS,
  EXAMPLE_PRICES,
  REDUNDANCIES,
} from './workload/rules';
export type * from './workload/types';
export { writeCost } from './workload/writes';
export { writeLoad } from './write-load';
