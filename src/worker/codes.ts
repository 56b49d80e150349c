/**
 * The worker says these codes through `coded`, each with the names of its parameters (`never`:
 * none; `Unfilled<…>`: a placeholder the UI fills or the text shows as written). Merged into the
 * engine's `DeclaredMessages`: a call with an undeclared code, or with other parameters, does not
 * compile. The English and its translations are in src/i18n/catalogues, held to these names when
 * they compile.
 */

/** Worker messages: code → parameter names. */
export interface WorkerMessages {
  'worker.badSize': 'size';
  'worker.designDoesNotFit': 'dataset' | 'name' | 'reason';
  'worker.designIds': never;
  'worker.importGone': never;
  'worker.importedRecordsGone': never;
  'worker.lessonTooLarge': 'limit';
  'worker.lessonNoAdvisor': 'scenario';
  'worker.noComparison': 'id';
  'worker.noComparisonTable': 'name';
  'worker.noDataset': 'id';
  'worker.noDesign': 'id';
  'worker.noEntityImported': 'name';
  'worker.noRecordImported': 'name';
  'worker.noTable': 'name';
  'worker.rejectedEntity': 'code' | 'index' | 'message';
}

declare module '../engine' {
  interface DeclaredMessages extends WorkerMessages {}
}
