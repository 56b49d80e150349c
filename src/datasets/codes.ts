/**
 * The sample datasets (their names, descriptions and example queries, as bundled keys) says these
 * codes through `coded`, each with the names of its parameters (`never`: none; `Unfilled<…>`: a
 * placeholder the UI fills or the text shows as written). Merged into the engine's
 * `DeclaredMessages`: a call with an undeclared code, or with other parameters, does not compile.
 * The English and its translations are in src/i18n/catalogues, held to these names when they
 * compile.
 */

/** Datasets messages: code → parameter names. */
export interface DatasetsMessages {
  'cost.multiPartitionScan': never;
  'cost.partitionScan': never;
  'cost.point': never;
  'cost.range': never;
  'cost.tableScan': never;
  'datasets.appLog.description': never;
  'datasets.appLog.errorsFourHours': never;
  'datasets.appLog.errorsFourHoursNote': never;
  'datasets.appLog.errorsInHour': never;
  'datasets.appLog.errorsInHourNote': never;
  'datasets.appLog.name': never;
  'datasets.appLog.oneHour': never;
  'datasets.appLog.oneHourNote': never;
  'datasets.appLog.paymentErrors': never;
  'datasets.appLog.paymentErrorsNote': never;
  'datasets.appLog.quarterHour': never;
  'datasets.appLog.quarterHourNote': never;
  'datasets.dailyCounts.description': never;
  'datasets.dailyCounts.employeeBusyMornings': never;
  'datasets.dailyCounts.employeeBusyMorningsNote': never;
  'datasets.dailyCounts.employeeDayNote': never;
  'datasets.dailyCounts.employeeThreeDays': never;
  'datasets.dailyCounts.employeeThreeDaysNote': never;
  'datasets.dailyCounts.everyoneBusyMornings': never;
  'datasets.dailyCounts.everyoneBusyMorningsNote': never;
  'datasets.dailyCounts.name': never;
  'datasets.employees.description': never;
  'datasets.employees.multiPartitionScanNote': never;
  'datasets.employees.name': never;
  'datasets.employees.partitionScanNote': never;
  'datasets.employees.pointNote': never;
  'datasets.employees.rangeNote': never;
  'datasets.employees.tableScanNote': never;
  'datasets.expenses.allSinceOctober': never;
  'datasets.expenses.allSinceOctoberNote': never;
  'datasets.expenses.description': never;
  'datasets.expenses.largeSales': never;
  'datasets.expenses.largeSalesNote': never;
  'datasets.expenses.latestSales': never;
  'datasets.expenses.latestSalesNote': never;
  'datasets.expenses.name': never;
  'datasets.expenses.salesSinceOctober': never;
  'datasets.expenses.salesSinceOctoberNote': never;
  'datasets.hourlyCounts.description': never;
  'datasets.hourlyCounts.employeeBusyHours': never;
  'datasets.hourlyCounts.employeeBusyHoursNote': never;
  'datasets.hourlyCounts.employeeDay': never;
  'datasets.hourlyCounts.employeeDayNote': never;
  'datasets.hourlyCounts.everyoneBusyHours': never;
  'datasets.hourlyCounts.everyoneBusyHoursNote': never;
  'datasets.hourlyCounts.name': never;
  'datasets.hourlyCounts.oneHourNote': never;
  'datasets.interIndex.description': never;
  'datasets.interIndex.multiPartitionScanNote': never;
  'datasets.interIndex.name': never;
  'datasets.interIndex.partitionScanNote': never;
  'datasets.interIndex.pointByIdNote': never;
  'datasets.interIndex.rangeByEmailNote': never;
  'datasets.interIndex.tableScanNote': never;
  'datasets.intraIndex.description': never;
  'datasets.intraIndex.everySalesOnce': never;
  'datasets.intraIndex.everySalesOnceNote': never;
  'datasets.intraIndex.name': never;
  'datasets.intraIndex.pointById': never;
  'datasets.intraIndex.pointByIdNote': never;
  'datasets.intraIndex.rangeByEmail': never;
  'datasets.intraIndex.rangeByEmailNote': never;
  'datasets.intraIndex.tableScanNote': never;
  'datasets.preset.byDepartment': never;
  'datasets.preset.byLastName': never;
  'datasets.preset.compoundKey': never;
  'datasets.preset.heterogeneous': never;
  'datasets.preset.indexEntities': never;
  'datasets.preset.interIndex': never;
  'datasets.preset.intraIndex': never;
  'datasets.preset.logByHour': never;
  'datasets.preset.logHashBucketed': never;
  'datasets.preset.logTail': never;
  'datasets.preset.messagesHourly': never;
  'datasets.preset.messagesSeries': never;
  'datasets.preset.oldestFirst': never;
  'datasets.preset.tablePerMonth': never;
}

declare module '../engine' {
  interface DeclaredMessages extends DatasetsMessages {}
}
