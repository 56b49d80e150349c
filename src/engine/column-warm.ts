/**
 * Building, ahead of need, the columns a filter's scans read (columns.ts), one partition at a
 * time. A keystroke's query reads columns only where they are built and scans the entities
 * themselves elsewhere (`columns: 'when-built'`); the host builds the rest between requests, so
 * the next keystroke on the same property reads a column, and no single step runs long.
 */
import { scannedColumns } from './column-scan';
import { hasColumn, partitionColumn } from './columns';
import { parseFilter } from './parser';
import { planFromKeys, planKeys } from './planner';
import { planContextOf } from './query';
import { scanWindows } from './scan-windows';
import type { Table } from './table';

/**
 * A step that builds the missing columns of the next partition the filter scans widely enough to
 * build them (an eighth of it or more, as a scan would), returning whether any partition is
 * left; null when the filter builds none (no custom property tested, or it does not parse).
 */
export function columnWarmer(table: Table, filter: string): (() => boolean) | null {
  const parsed = parseFilter(filter);
  if (!parsed.ok) return null;
  const keyPlan = planKeys(parsed.ast);
  const names = scannedColumns(keyPlan.residual);
  if (names.length === 0) return null;
  const plan = planFromKeys(parsed.ast, keyPlan, planContextOf(table));
  const partitions = scanWindows(table, plan.ranges)
    .filter((w) => (w.to - w.from) * 8 >= w.partition.entities.length)
    .map((w) => w.partition);
  let next = 0;
  return () => {
    const partition = partitions[next++];
    if (partition !== undefined) for (const name of names) partitionColumn(partition, name);
    return next < partitions.length;
  };
}

/** How many of the table's partitions have the column of `name` built: what warming has done. */
export function builtColumns(table: Table, name: string): number {
  return table.partitions.filter((p) => hasColumn(p, name)).length;
}
