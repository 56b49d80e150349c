/**
 * The engine's public API: the only module the worker imports. It only re-exports names.
 */
export type * from './ast';
export type * from './edm';
export { EDM_TYPES } from './edm';
export type * from './entity';
export type * from './query-types';
export type * from './samples/types';
