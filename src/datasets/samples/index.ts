/**
 * The sample datasets the app offers, in picker order, and lookup by id.
 */
import { APP_LOG_HOT } from './app-log';
import { EMPLOYEES_INTER_INDEX, EMPLOYEES_INTRA_INDEX } from './employee-indexes';
import { EMPLOYEES } from './employees';
import { EXPENSES_LOG_TAIL } from './expenses';
import { MESSAGE_COUNTS_HOURLY, MESSAGE_COUNTS_SERIES } from './message-counts';
import type { SampleDataset } from './types';

/** The seed the app uses unless a recipe says otherwise. */
export const DEFAULT_SEED = 1;

/** Every sample dataset, in the order the dataset picker lists them. */
export const SAMPLE_DATASETS: readonly SampleDataset[] = [
  EMPLOYEES,
  EMPLOYEES_INTRA_INDEX,
  EMPLOYEES_INTER_INDEX,
  EXPENSES_LOG_TAIL,
  APP_LOG_HOT,
  MESSAGE_COUNTS_HOURLY,
  MESSAGE_COUNTS_SERIES,
];

/** The dataset with this id, or undefined when there is none (ids come from URLs: untrusted). */
export function findDataset(id: string): SampleDataset | undefined {
  return SAMPLE_DATASETS.find((d) => d.id === id);
}
