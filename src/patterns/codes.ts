/**
 * The access-patterns room says these codes through `coded`, each with the names of its parameters
 * (`never`: none; `Unfilled<…>`: a placeholder the UI fills or the text shows as written). Merged
 * into the engine's `DeclaredMessages`: a call with an undeclared code, or with other parameters,
 * does not compile. The English and its translations are in src/i18n/catalogues, held to these
 * names when they compile.
 */

/** Patterns messages: code → parameter names. */
export interface PatternsMessages {
  'patterns.arrivalByProperty': 'property';
  'patterns.arrivalUniform': never;
  'patterns.badBucket': 'seconds';
  'patterns.badLiteral': 'name' | 'why';
  'patterns.badParameterName': 'name';
  'patterns.badRate': 'rate';
  'patterns.badScale': 'records';
  'patterns.badTop': 'top';
  'patterns.classEmpty': never;
  'patterns.classMultiPartitionScan': never;
  'patterns.classPartitionScan': never;
  'patterns.classPoint': never;
  'patterns.classRange': never;
  'patterns.classTableScan': never;
  'patterns.countDuplicate': 'count';
  'patterns.countExtra': 'count';
  'patterns.countMissing': 'count';
  'patterns.countOrder': 'count';
  'patterns.countUnmapped': 'count';
  'patterns.designDoesNotFit': 'name' | 'reason';
  'patterns.designHasErrors': never;
  'patterns.duplicate': 'record';
  'patterns.duplicateParameter': 'name';
  'patterns.extraEntity': 'pk' | 'rk';
  'patterns.extraListed': 'count' | 'pk' | 'rk';
  'patterns.fail': 'parts';
  'patterns.hintQuoted': never;
  'patterns.intentError': 'message';
  'patterns.keyInIntent': 'property';
  'patterns.listEmpty': never;
  'patterns.listPair': 'first' | 'rest';
  'patterns.missing': 'record';
  'patterns.missingCount': 'count';
  'patterns.modelFixed': never;
  'patterns.modelProjection': never;
  'patterns.modelRanges': never;
  'patterns.modelRequests': never;
  'patterns.modelScans': never;
  'patterns.noArrivalProperty': 'property';
  'patterns.noParameter': 'name';
  'patterns.noParameterKnown': 'known' | 'name';
  'patterns.noQuery': never;
  'patterns.nameTheTable': 'count';
  'patterns.noSuchTable': 'name' | 'tables';
  'patterns.tableTemplate': 'message';
  'patterns.noQueryWithSuggestion': 'filter';
  'patterns.notOneLiteral': 'name';
  'patterns.order': 'after' | 'before';
  'patterns.pass': 'costClass' | 'count';
  'patterns.patternBroken': never;
  'patterns.queryError': 'message';
  'patterns.quotedKind': 'name' | 'type';
  'patterns.rateBucket': 'seconds';
  'patterns.recordName': 'index' | 'type';
  'patterns.recordNameLabel': 'index' | 'label' | 'type';
  'patterns.ruleNone': never;
  'patterns.scenarioEmployees': never;
  'patterns.scenarioEmployeesAbout': never;
  'patterns.scenarioExpenses': never;
  'patterns.scenarioExpensesAbout': never;
  'patterns.scenarioLogs': never;
  'patterns.scenarioDepartments': never;
  'patterns.scenarioDepartmentsAbout': never;
  'patterns.scenarioLogsAbout': never;
  'patterns.scenarioMessageCounts': never;
  'patterns.scenarioMessageCountsAbout': never;
  'patterns.templateFunction': 'name' | 'why';
  'patterns.unclosedPlaceholder': never;
  'patterns.unclosedQuote': never;
  'patterns.unknownProperty': 'property' | 'type';
  'patterns.unknownRecordType': 'known' | 'type';
  'patterns.unreadable': 'pk' | 'rk';
  'patterns.writeOver': 'account' | 'accountTarget' | 'partition' | 'partitionTarget';
  'patterns.writeRate': 'count' | 'rate';
  'patterns.writeTargets': never;
  'patterns.writeWithin': 'account' | 'accountTarget' | 'partition' | 'partitionTarget';
  'patterns.writesPerEntity': never;
}

declare module '../engine' {
  interface DeclaredMessages extends PatternsMessages {}
}
