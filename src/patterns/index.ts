/**
 * The access-patterns room's public API: patterns, the correctness and cost check of every
 * pattern against candidate designs, write load, projection at scale and the bundled scenarios.
 * Pure (no DOM); it reads the engine through src/engine/index.ts. This module only re-exports.
 */
export type * from './types';
export { PROJECTION_SCALES } from './types';
export { comparisonTableName } from './table-name';
