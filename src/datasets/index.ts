/**
 * The datasets room's one entry: the sample datasets (deterministic recipes of records and the
 * preset design each is known by), the guide's other designs, and the samples' tables. The
 * engine knows nothing of samples; the worker generates them and loads the result.
 */
export {
  loadSample,
  type RoutedTables,
  runSample,
  sampleEntities,
} from './generate';
export { DEFAULT_SEED, findDataset, SAMPLE_DATASETS } from './samples';
export { DESIGN_PRESETS, type DesignPreset, presetNameKey } from './samples/presets';
export type * from './samples/types';
