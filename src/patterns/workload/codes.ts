/**
 * The workload model's codes (src/patterns/workload), each with the names of its parameters,
 * merged into the engine's `DeclaredMessages` like the room's own codes.ts. The English and its
 * translations are in src/i18n/catalogues/workload.ts.
 */

/** Workload messages: code → parameter names. */
export interface WorkloadMessages {
  'workload.boundOne': 'property';
  'workload.boundAtMost': 'count';
  'workload.boundRange': 'count' | 'property';
  'workload.boundShare': 'ratio';
  'workload.returnedOne': never;
  'workload.returnedAtMost': 'count';
  'workload.returnedShare': 'count' | 'ratio';
  'workload.scanPoint': never;
  'workload.scanEmpty': never;
  'workload.scanTop': 'count';
  'workload.scanRange': 'count';
  'workload.scanFixedPartitions': 'count' | 'full' | 'half' | 'set';
  'workload.scanGrowingPartitions': 'count' | 'full' | 'half' | 'set';
  'workload.scanTable': 'count';
  'workload.requestsPages': 'count';
  'workload.requestsTimeLimit': 'count' | 'rate';
  'workload.requestsPartitions': 'count';
  'workload.requestsQueries': 'count';
  'workload.requestsIndexReads': 'count';
  'workload.flagEntitySize': 'bytes' | 'records' | 'set';
  'workload.flagProperties': 'count' | 'records' | 'set';
  'workload.flagStringLength': 'count' | 'records' | 'set';
  'workload.badNumber': 'field' | 'value';
  'workload.writeOtherPartitions': 'sets';
  'workload.writeTooManyOperations': 'count';
  'workload.writeTooManyBytes': 'bytes';
  'workload.cosmosLongRowKey': 'sets';
  'workload.cosmosUnordered': never;
}

declare module '../../engine' {
  interface DeclaredMessages extends WorkloadMessages {}
}
