/**
 * The engine's public API: the only module the worker imports. It only re-exports names.
 */
export type * from './ast';
export {
  base64FromBytes,
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
  type Unfilled,
} from './coded';
export { ENGINE_CODES } from './codes';
export { scannedColumns } from './column-scan';
export { builtColumns, columnWarmer } from './column-warm';
export { compileFilter, type EntityPredicate } from './compile';
export { isoFromTicks, MAX_DATETIME_TICKS, MIN_DATETIME_TICKS, ticksFromIso } from './datetime';
export type * from './edm';
export { EDM_TYPES } from './edm';
export { equalValues } from './edm-compare';
export { formatLiteral, formatString } from './edm-literal';
export type * from './entity';
export type { EntityError, EntityErrorCode } from './errors';
export { parseGuid } from './guid';
export { type HighlightToken, highlightFilter } from './highlight';
export { type KeyShape, keyFromShape } from './key-shape';
export { tokenize } from './lexer';
export { MAX_PAGE_SIZE } from './paging';
export {
  parseFilter,
  prefixUpperBound,
} from './parser';
export { type Partition, rowKeyLowerBound } from './partition-index';
export { type PlanContext, planFilter } from './planner';
export { PRECEDENCE } from './printer';
export {
  analyzeQuery,
  partitionDetail,
  planContextOf,
  runQuery,
  runQueryPage,
  runQueryStored,
} from './query';
export type * from './query-types';
export type { Result } from './result';
export { withPartitionKey, withRowKeyRange } from './rewrite';
export { entitySize, propertySize } from './size';
export {
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
export { type KnownProperties, TableBuilder } from './table-builder';
export { tableNameCoded } from './table-name';
export {
  isForbiddenKeyCodeUnit,
  keyError,
  MAX_CUSTOM_PROPERTIES,
  MAX_STRING_LENGTH,
  propertyNameError,
  SYSTEM_PROPERTIES,
} from './validate';
export { toWireEntity } from './wire';
export {
  createWireReader,
  fromWireEntity,
  type WireReader,
} from './wire-reader';
export { COMPARE_OPERATORS, LOGICAL_KEYWORDS } from './words';
