/** Names of the worker's tables, shared by the worker and the main thread. */

/** The table the explorer shows; other names hold designs being compared side by side. */
export const MAIN_TABLE = 'main';
