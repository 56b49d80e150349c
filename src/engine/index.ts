/**
 * The engine's public API: the only module the worker imports. It only re-exports names.
 */
export type * from './ast';
export type * from './edm';
export { EDM_TYPES } from './edm';
export type * from './entity';
export type * from './query-types';
export { DEFAULT_SEED, findDataset, SAMPLE_DATASETS } from './samples';
export type * from './samples/types';
