/**
 * The executor's inner loop: reads one response page of a scan, entity by entity, from a
 * cursor, and says where the next page starts. Everything the service counts (scanned,
 * returned, per partition) is counted here, on the same loop that finds the matches.
 */
import type { PartitionFinder } from './column-scan';
import type { StoredEntity } from './entity';
import type { BoundaryTest } from './paging';
import type { Partition } from './partition-index';
import type { PartitionStats } from './query-types';
import { nextCursor, type ScanCursor, type ScanWindow } from './scan-windows';

/** What one page read: counters, per-partition counters in key order, and where to go on. */
export interface PageScan {
  readonly scanned: number;
  readonly returned: number;
  readonly partitions: readonly PartitionStats[];
  /** Where the next page starts; null when the scan is done. */
  readonly next: ScanCursor | null;
  readonly endedBy: 'page-size' | 'boundary' | 'end';
}

const EMPTY_PAGE: PageScan = {
  scanned: 0,
  returned: 0,
  partitions: [],
  next: null,
  endedBy: 'end',
};

/**
 * Scans one page from `start`: calls `onMatch` for each entity the filter finds (with its
 * partition and index there), in key order, and stops after `pageSize` matches, where the scan would cross a range-partition
 * boundary, or at the end of the windows. A page may scan entities and return none.
 */
export function scanPage(
  windows: readonly ScanWindow[],
  start: ScanCursor | null,
  find: PartitionFinder,
  pageSize: number,
  crosses: BoundaryTest,
  onMatch: (entity: StoredEntity, partition: Partition, index: number) => void,
): PageScan {
  if (start === null) return EMPTY_PAGE;
  const partitions: PartitionStats[] = [];
  let scanned = 0;
  let returned = 0;
  let w = start.window;
  let i = start.index;
  for (;;) {
    const window = windows[w]!;
    const partition = window.partition;
    const entities = partition.entities;
    const partitionKey = partition.partitionKey;
    const to = window.to;
    const first = i;
    const room = pageSize - returned;
    let matched = 0;
    while (i < to) {
      i = find(partition, i, to);
      if (i >= to) break;
      onMatch(entities[i]!, partition, i);
      i++;
      if (++matched === room) break;
    }
    scanned += i - first;
    returned += matched;
    partitions.push({ partitionKey, scanned: i - first, returned: matched });
    if (matched === room) {
      const next = nextCursor(windows, w, i);
      return { scanned, returned, partitions, next, endedBy: next ? 'page-size' : 'end' };
    }
    const following = windows[w + 1];
    if (following === undefined) {
      return { scanned, returned, partitions, next: null, endedBy: 'end' };
    }
    if (crosses(partitionKey, following.partition.partitionKey)) {
      const next = { window: w + 1, index: following.from };
      return { scanned, returned, partitions, next, endedBy: 'boundary' };
    }
    w++;
    i = following.from;
  }
}
