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
export { compileFilter, type EntityPredicate } from './compile';
export { isoFromTicks, MAX_DATETIME_TICKS, MIN_DATETIME_TICKS, ticksFromIso } from './datetime';
export type * from './edm';
export { EDM_TYPES } from './edm';
export { compareValues, equalValues } from './edm-compare';
export { formatDouble, formatLiteral, formatString } from './edm-literal';
export type * from './entity';
export type { EntityError, EntityErrorCode, FilterErrorCode } from './errors';
export { parseGuid } from './guid';
export {
  FLIPPED,
  MAX_COMPARISONS,
  parseFilter,
  prefixRangeFilter,
  prefixUpperBound,
} from './parser';
export { printFilter } from './printer';
export type * from './query-types';
export { DEFAULT_SEED, findDataset, SAMPLE_DATASETS } from './samples';
export type * from './samples/types';
export { entitySize, MAX_ENTITY_SIZE, propertySize, valueSize } from './size';
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
export { type FromWireOptions, type FromWireResult, fromWireEntity, toWireEntity } from './wire';
