/**
 * The design room's public API: records, key templates, designs and what they cost. Pure (no DOM),
 * it reads the engine only through src/engine/index.ts. This module only re-exports names.
 */
export type { DesignRun } from './design-apply';
export { applyDesign } from './design-apply';
export type { CompiledDesign, CompiledSet } from './design-compile';
export { compileDesign } from './design-compile';
export { sameDesign } from './design-equal';

export { designFromJSON } from './design-json';
export type { DesignMetrics } from './design-metrics';
export { designMetrics } from './design-metrics';
export type { PreviewRow } from './design-preview';
export { previewDesign } from './design-preview';
export { type ApplyToTableOptions, applyDesignToTable, type DesignTable } from './design-table';
export { EntityOrigins, originRecord, originSet } from './entity-origins';
export type * from './errors';

export { keyShapesOf } from './key-shapes';
export { sumMetrics } from './metrics-sum';
export type { RecordRun, RunSource } from './record-runs';
export { SharedProperties } from './stored-writer';
export { routeByTable, routesTables, type TableRoute } from './table-routes';
export type { CompiledTemplate } from './template-compile';
export { compileTemplate } from './template-compile';

export type * from './types';
export { recordsOf } from './types';
