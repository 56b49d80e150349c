/**
 * The live-table room says these codes through `coded`, each with the names of its parameters
 * (`never`: none; `Unfilled<…>`: a placeholder the UI fills or the text shows as written). Merged
 * into the engine's `DeclaredMessages`: a call with an undeclared code, or with other parameters,
 * does not compile. The English and its translations are in src/i18n/catalogues, held to these
 * names when they compile.
 */

/** Live messages: code → parameter names. */
export interface LiveMessages {
  'live.capAction': 'default' | 'max';
  'live.capRange': 'cap' | 'max';
  'live.continuationDiffers':
    | 'livePartitionKey'
    | 'liveRowKey'
    | 'modelPartitionKey'
    | 'modelRowKey'
    | 'request'
    | 'size';
  'live.continuationHidden': 'page';
  'live.continuationHiddenAction': 'account';
  'live.corsAction': 'origin';
  'live.corsOrNetwork': 'endpoint';
  'live.emptyPage': 'request';
  'live.httpBusyAction': never;
  'live.httpError': 'said' | 'status';
  'live.httpQueryAction': never;
  'live.jsonEmptyBody': never;
  'live.jsonInvalid': 'start';
  'live.jsonNoType': never;
  'live.jsonNoValue': 'start';
  'live.jsonNotEntity': 'item';
  'live.jsonNotJson': 'start' | 'type';
  'live.keysNotSelected': never;
  'live.modelEmptyLastPage': 'last' | 'predicted' | 'requests';
  'live.networkMidRead': 'entities' | 'request';
  'live.networkMidReadAction': never;
  'live.notTableJson': 'reason' | 'request';
  'live.notTableJsonAction': never;
  'live.orderDiffers': 'position';
  'live.permissionMismatch': 'ref' | 'said';
  'live.permissionMismatchAction': never;
  'live.refAccount': never;
  'live.refEndpointExtras': never;
  'live.refInsecure': never;
  'live.refMismatch': 'ref' | 'sas';
  'live.hostUnconfirmed': 'host';
  'live.hostUnconfirmedAction': never;
  'live.hostNotAzure': 'host';
  'live.refMismatchAction': 'endpoint' | 'table';
  'live.refNotObject': never;
  'live.refNotTexts': never;
  'live.refNotUrl': 'endpoint';
  'live.refTable': 'problem' | 'table';
  'live.refusedExpired': 'said' | 'time';
  'live.refusedExpiredAction': never;
  'live.refusedNotYetValid': 'said' | 'time';
  'live.refusedNotYetValidAction': never;
  'live.requestsDiffer': 'model' | 'requests';
  'live.sasBadExpiry': 'text';
  'live.sasBadStart': 'text';
  'live.sasBadTimeAction': never;
  'live.sasExpired': 'time';
  'live.sasExpiresSoon': 'time';
  'live.sasGrantsWrite': 'permissions';
  'live.sasNoPermissions': never;
  'live.sasNoPermissionsAction': never;
  'live.sasNoRead': 'permissions';
  'live.sasNoReadAction': never;
  'live.sasNotYetValid': 'time';
  'live.sasPermissionsAccount': 'letters' | 'permissions';
  'live.sasPermissionsAction': never;
  'live.sasPermissionsEmpty': 'permissions';
  'live.sasPermissionsTable': 'letters' | 'permissions';
  'live.sasRejected': 'said' | 'table';
  'live.sasRejectedAction': 'account' | 'table';
  'live.seedEmulatorTableSas': never;
  'live.seedEmulatorTableSasAction': never;
  'live.seedEntityFailed': 'partition' | 'row' | 'said' | 'status' | 'table';
  'live.seedFailedAction': never;
  'live.seedNoRead': 'permissions';
  'live.seedNoWrite': 'permissions';
  'live.seedNoWriteAction': never;
  'live.seedOneTable': 'count' | 'table';
  'live.seedOneTableAction': never;
  'live.seedPartitionFailed': 'partition' | 'said' | 'status' | 'table';
  'live.seedTableMismatch': 'sas' | 'table';
  'live.seedTableMismatchAction': 'table';
  'live.seedTableMissing': 'table';
  'live.seedTableMissingAction': 'table';
  'live.setDiffers': 'onlyLive' | 'onlyModel';
  'live.shortPage': 'request' | 'size' | 'top';
  'live.shortPageSplit': 'next' | 'request' | 'size' | 'top';
  'live.stoppedAtCap': 'cap' | 'entities' | 'requests';
  'live.stoppedCancelled': 'entities' | 'requests';
  'live.stoppedOnError': 'entities' | 'requests';
  'live.tableNotFound': 'endpoint' | 'said' | 'table';
  'live.tableNotFoundAction': never;
  'live.thisOrigin': never;
  'live.timeLimit': 'ms' | 'request' | 'size' | 'top';
  'live.timestamp': never;
  'live.topAction': 'max';
  'live.topRange': 'top';
  'live.urlBadTableAction': never;
  'live.urlBadTableName': 'problem' | 'table';
  'live.urlCredentials': never;
  'live.urlCredentialsAction': never;
  'live.urlEmpty': never;
  'live.urlEmptyAction': never;
  'live.urlEmptySignature': never;
  'live.urlMalformedAction': never;
  'live.urlNoAccount': never;
  'live.urlNoAccountAction': never;
  'live.urlNoSignature': never;
  'live.urlNoSignatureAction': never;
  'live.urlNoTable': never;
  'live.urlNoTableAction': never;
  'live.urlNotUrl': 'text';
  'live.urlPastTable': 'path';
  'live.urlPlainHttp': 'host';
  'live.urlScheme': 'protocol';
  'live.urlSchemeAction': never;
  'live.urlTableMismatch': 'path' | 'tn';
  'live.urlTableMismatchAction': 'path' | 'tn';
  'live.urlToken': never;
  'live.valuesDiffer': 'count';
}

declare module '../engine' {
  interface DeclaredMessages extends LiveMessages {}
}
