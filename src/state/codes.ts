/**
 * Application state (the live table’s build and the engine’s lifecycle among them) says these codes
 * through `coded`, each with the names of its parameters (`never`: none; `Unfilled<…>`: a
 * placeholder the UI fills or the text shows as written). Merged into the engine's
 * `DeclaredMessages`: a call with an undeclared code, or with other parameters, does not compile.
 * The English and its translations are in src/i18n/catalogues, held to these names when they
 * compile.
 */

/** State messages: code → parameter names. */
export interface StateMessages {
  'live.buildFailed': 'reason' | 'table';
  'live.buildFailedAction': never;
  'live.modelFailed': 'reason';
  'live.modelFailedAction': never;
  'live.notLoaded': never;
  'live.tableEmpty': 'table';
  'live.tableEmptyAction': never;
  'state.comparisonEngineGone': never;
  'state.comparisonEngineStopped': 'reason';
  'state.comparisonFull': 'count';
  'state.comparisonTooFew': 'count';
  'state.designNameTaken': 'name';
  'state.designNameless': never;
  'state.detail': 'detail';
  'state.engineCrashed': never;
  'state.engineForbidden': 'detail';
  'state.engineKeepsFailing': 'reason';
  'state.engineLate': 'call' | 'seconds';
  'state.engineNotRunning': never;
  'state.engineNotStarted': 'detail';
  'state.engineRestarted': 'reason';
  'state.engineRestarting': never;
  'state.engineStopped': never;
  'state.engineUnreadable': never;
  'state.engineWorkerFailed': 'detail';
  'state.engineWorkerFailedBare': never;
  'state.importedEntitiesMismatch':
    | 'count'
    | 'expected'
    | 'expectedFingerprint'
    | 'fingerprint'
    | 'got'
    | 'name';
  'state.importedEntitiesMissing': 'count' | 'name';
  'state.importedRecordsMismatch':
    | 'count'
    | 'expected'
    | 'expectedFingerprint'
    | 'fingerprint'
    | 'got'
    | 'name';
  'state.importedRecordsMissing': 'count' | 'name';
  'state.keptWorkspace': never;
  'state.noSuchDesign': 'id';
  'state.storageRefused': 'reason';
  'state.importNotKept': 'name';
  'state.tryAgain': never;
  'state.comparisonEngineKeepsFailing': 'reason';
}

declare module '../engine' {
  interface DeclaredMessages extends StateMessages {}
}
