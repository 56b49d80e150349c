/**
 * The comparison's unit, where app-engine.ts (the worker contract's, not this feature's file)
 * imports it from; the comparison itself lives in src/state/comparison/.
 */
export { type ComparisonView, createComparisonView } from './comparison/view';
