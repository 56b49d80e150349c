/**
 * The design room's public API: records, key templates, designs and what they cost. Pure (no DOM),
 * it reads the engine only through src/engine/index.ts. This module only re-exports names.
 */
export type { DesignRun, RunStats, SetStats } from './design-apply';
export { applyDesign } from './design-apply';
export type { CompiledDesign, CompiledSet, DesignCompile } from './design-compile';
export { compileDesign, MAX_ENTITY_SETS } from './design-compile';
export { sameDesign } from './design-equal';
export type { DesignFromJSON } from './design-json';
export { designFromJSON } from './design-json';
export type { DesignMetrics, RecordTypeMetrics, SetMetrics, SetRole } from './design-metrics';
export { designMetrics } from './design-metrics';
export type { PreviewRow } from './design-preview';
export { previewDesign } from './design-preview';
export { type ApplyToTableOptions, applyDesignToTable, type DesignTable } from './design-table';
export { EntityOrigins, originRecord, originSet } from './entity-origins';
export type * from './errors';
export { textHash } from './hash';
export { keyShapesOf } from './key-shapes';
export { MAX_PROBLEMS, type ProblemLog } from './problems';
export type { RecordRun, RunSource } from './record-runs';
export { SharedProperties } from './stored-writer';
export type { CompiledTemplate, TemplateCompile, TemplateMiss } from './template-compile';
export { compileTemplate } from './template-compile';
export { FUNCTION_NAMES } from './template-functions';
export type {
  FieldPart,
  FunctionCall,
  LiteralPart,
  TemplateParse,
  TemplatePart,
} from './template-parse';
export { MAX_TEMPLATE_LENGTH, parseTemplate, TYPE_PLACEHOLDER } from './template-parse';
export type * from './types';
