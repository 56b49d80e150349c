/**
 * The queries the live suite runs on both the model and Azurite over `liveDataset`: key
 * seeks and scans, every Edm type the dataset stores, a property some entities lack, logic, and
 * `$top` / `$select` variants. All are well typed, where the conformance suite found Azurite
 * agreeing with the service (docs/conformance.md), so any difference is a finding.
 */
import type { LiveQuery } from '../../src/live';

/** Query cases; a case names the guid it looks up in the dataset with `{guid}`. */
export const LIVE_QUERIES: readonly LiveQuery[] = [
  {},
  { filter: "PartitionKey eq 'dept-03'" },
  { filter: "PartitionKey eq 'dept-03' and RowKey ge 'r01000' and RowKey lt 'r02000'" },
  { filter: "PartitionKey eq 'dept-07' and RowKey eq 'r00107'" },
  { filter: "PartitionKey ge 'dept-02' and PartitionKey lt 'dept-05'" },
  { filter: "RowKey lt 'r00100'" },
  { filter: 'Age gt 60' },
  { filter: 'Age ge 30 and Age le 35' },
  { filter: "Name eq 'Jones'" },
  { filter: "Name ge 'M' and Name lt 'N'" },
  { filter: 'Score gt 50.5' },
  { filter: 'Score le 10.0' },
  { filter: 'Big gt 5000000000000000L' },
  { filter: 'Big lt 0L' },
  { filter: 'Active eq true' },
  { filter: 'Active eq false and Age lt 25' },
  { filter: "Joined gt datetime'2022-06-01T00:00:00Z'" },
  { filter: "Joined lt datetime'2021-01-01T00:00:00Z' and Active eq true" },
  { filter: 'Id eq {guid}' },
  { filter: "Tag eq 'gold'" },
  { filter: 'not (Age lt 65)' },
  { filter: "PartitionKey eq 'dept-07' or Age eq 44" },
  { filter: "PartitionKey eq 'dept-01' and Name eq 'Smith'" },
  { filter: '(Age lt 20 or Age gt 68) and Score gt 25.0' },
  { filter: "Name eq 'Nobody'" },
  { filter: 'Age gt 60', top: 7 },
  { filter: "RowKey lt 'r00100'", top: 10 },
  { filter: "PartitionKey ge 'dept-02' and PartitionKey lt 'dept-05'", top: 250 },
  { filter: "PartitionKey eq 'dept-03'", select: ['Name', 'Age'] },
  { filter: "Tag eq 'silver'", top: 100, select: ['Tag', 'Score'] },
];
