/** Names of the worker's tables, shared by the worker and the main thread. */

/** The table the explorer shows; other names hold designs being compared side by side. */
export const MAIN_TABLE = 'main';

/**
 * The dataset id of the records of the file imported last as records: the worker holds them,
 * and loads and previews name them by this id as they name a sample.
 */
export const IMPORTED_RECORDS = 'imported-records';
