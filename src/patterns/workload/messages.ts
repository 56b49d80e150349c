/**
 * The workload model's sentences as coded messages: why a bound, which rule made each projected
 * figure and which limit an index entity passes. The English is in
 * src/i18n/catalogues/workload.ts.
 */
import { type Coded, coded } from '../../engine';

/** A share as "one in N" (a whole number reads the same in every language). */
const oneIn = (share: number): number => (share > 0 ? Math.max(1, Math.round(1 / share)) : 0);

/** The workload model's messages. */
export const WORKLOAD_MESSAGES = {
  boundOne: (property: string): Coded => coded('workload.boundOne', { property }),
  boundAtMost: (n: number): Coded => coded('workload.boundAtMost', { count: n }),
  boundRange: (property: string, n: number): Coded =>
    coded('workload.boundRange', { property, count: n }),
  boundShare: (share: number): Coded => coded('workload.boundShare', { ratio: oneIn(share) }),
  returnedOne: coded('workload.returnedOne'),
  returnedAtMost: (n: number): Coded => coded('workload.returnedAtMost', { count: n }),
  returnedShare: (count: number, share: number): Coded =>
    coded('workload.returnedShare', { count, ratio: oneIn(share) }),
  scanPoint: coded('workload.scanPoint'),
  scanEmpty: coded('workload.scanEmpty'),
  scanTop: (count: number): Coded => coded('workload.scanTop', { count }),
  scanRange: (count: number): Coded => coded('workload.scanRange', { count }),
  scanPartition: (
    fixed: boolean,
    count: number,
    set: string,
    partitions: { readonly full: number; readonly half: number },
  ): Coded =>
    coded(fixed ? 'workload.scanFixedPartitions' : 'workload.scanGrowingPartitions', {
      count,
      set,
      full: partitions.full,
      half: partitions.half,
    }),
  scanTable: (count: number): Coded => coded('workload.scanTable', { count }),
  requestsPages: (count: number): Coded => coded('workload.requestsPages', { count }),
  requestsTimeLimit: (count: number, rate: number): Coded =>
    coded('workload.requestsTimeLimit', { count, rate }),
  requestsPartitions: (count: number): Coded => coded('workload.requestsPartitions', { count }),
  requestsQueries: (count: number): Coded => coded('workload.requestsQueries', { count }),
  requestsIndexReads: (count: number): Coded => coded('workload.requestsIndexReads', { count }),
  flagEntitySize: (set: string, bytes: number, records: number): Coded =>
    coded('workload.flagEntitySize', { set, bytes, records }),
  flagProperties: (set: string, count: number, records: number): Coded =>
    coded('workload.flagProperties', { set, count, records }),
  flagStringLength: (set: string, count: number, records: number): Coded =>
    coded('workload.flagStringLength', { set, count, records }),
  writeOtherPartitions: (sets: string): Coded => coded('workload.writeOtherPartitions', { sets }),
  writeTooManyOperations: (count: number): Coded =>
    coded('workload.writeTooManyOperations', { count }),
  writeTooManyBytes: (bytes: number): Coded => coded('workload.writeTooManyBytes', { bytes }),
  badNumber: (field: string, value: unknown): Coded =>
    coded('workload.badNumber', { field, value: String(value) }),
};
