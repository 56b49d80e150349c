/**
 * The datasets room's one entry: the sample datasets (deterministic recipes), found by id. The
 * engine knows nothing of samples; the worker generates them and loads the result.
 */
export { DEFAULT_SEED, findDataset, SAMPLE_DATASETS } from './samples';
export type * from './samples/types';
