/**
 * The engine's public API: the only module the worker imports. It only re-exports names.
 */
export type * from './ast';
export {
  base64FromBytes,
  bytesFromBase64,
  bytesFromHex,
  compareBytes,
  hexFromBytes,
} from './binary';
export {
  type BareCode,
  type Coded,
  type CodedParam,
  type CodedParams,
  coded,
  type DeclaredMessages,
  type MessageCode,
  type ParamsOf,
  type Unfilled,
} from './coded';
export { ENGINE_CODES, type EngineCode, type EngineMessages } from './codes';
export { compileFilter, type EntityPredicate } from './compile';
export { isoFromTicks, MAX_DATETIME_TICKS, MIN_DATETIME_TICKS, ticksFromIso } from './datetime';
export type * from './edm';
export { EDM_TYPES } from './edm';
export { compareValues, equalValues } from './edm-compare';
export { formatDouble, formatLiteral, formatString } from './edm-literal';
export type * from './entity';
export type { EntityError, EntityErrorCode, FilterErrorCode } from './errors';
export { parseGuid } from './guid';
export { type HighlightKind, type HighlightToken, highlightFilter } from './highlight';
export { type KeyShape, keyFromShape } from './key-shape';
export { type Token, tokenize } from './lexer';
export { MAX_PAGE_SIZE } from './paging';
export {
  FLIPPED,
  MAX_COMPARISONS,
  parseFilter,
  prefixRangeFilter,
  prefixUpperBound,
} from './parser';
export type { Partition } from './partition-index';
export { type PlanContext, planFilter } from './planner';
export { PRECEDENCE, printFilter } from './printer';
export {
  analyzeQuery,
  partitionDetail,
  planContextOf,
  projectedSize,
  runQuery,
  runQueryPage,
  runQueryStored,
  type StoredMatch,
} from './query';
export type * from './query-types';
export type { Result } from './result';
export { withPartitionKey, withRowKeyRange } from './rewrite';
export { entitySize, MAX_ENTITY_SIZE, propertySize, valueSize } from './size';
export {
  type CreateTableOptions,
  createTable,
  createTableFromStored,
  DEFAULT_NOW,
  describeProperties,
  listPartitions,
  type RejectedEntity,
  type Table,
  tableFrom,
  tableSize,
} from './table';
export { TableBuilder } from './table-builder';
export {
  isForbiddenKeyCodeUnit,
  keyError,
  MAX_CUSTOM_PROPERTIES,
  MAX_KEY_LENGTH,
  MAX_PROPERTY_NAME_LENGTH,
  MAX_STRING_LENGTH,
  propertyNameError,
  SYSTEM_PROPERTIES,
} from './validate';
export { toWireEntity } from './wire';
export {
  createWireReader,
  type FromWireOptions,
  type FromWireResult,
  fromWireEntity,
  type WireReader,
} from './wire-reader';
export { BOOLEAN_LITERALS, COMPARE_OPERATORS, LOGICAL_KEYWORDS } from './words';
