import { describe, expect, it } from 'vitest';
import { columnWarmer } from './column-warm';
import { hasColumn } from './columns';
import { runQuery } from './query';
import { createTable } from './table';

/** Three partitions of 50 people; ages repeat, so the Age column is a dictionary. */
const { table } = createTable(
  Array.from({ length: 150 }, (_, i) => ({
    PartitionKey: ['A', 'B', 'C'][Math.floor(i / 50)]!,
    RowKey: String(i).padStart(3, '0'),
    Age: 20 + (i % 30),
    Name: `n${i}`,
  })),
);

const keys = (filter: string, columns?: 'build' | 'when-built') => {
  const r = runQuery(table, { filter, ...(columns ? { columns } : {}) });
  if (!r.ok) throw new Error(r.error.code);
  return { keys: r.entities.map((e) => e.RowKey), scanned: r.stats.scanned };
};

describe('columns built ahead of need', () => {
  it("a scan 'when-built' reads the entities without building a column, and finds the same", () => {
    const direct = keys('Age eq 33', 'when-built');
    for (const p of table.partitions) expect(hasColumn(p, 'Age')).toBe(false);
    const built = keys('Age eq 33');
    for (const p of table.partitions) expect(hasColumn(p, 'Age')).toBe(true);
    expect(direct).toEqual(built);
    expect(direct.keys).toHaveLength(5);
  });

  it('a warmer builds one partition a step, only the partitions the filter scans, then stops', () => {
    const step = columnWarmer(table, "PartitionKey ge 'B' and Name eq 'n77'");
    expect(step).not.toBeNull();
    expect(step!()).toBe(true);
    expect(table.partitions.map((p) => hasColumn(p, 'Name'))).toEqual([false, true, false]);
    expect(step!()).toBe(false);
    expect(table.partitions.map((p) => hasColumn(p, 'Name'))).toEqual([false, true, true]);
    // A scan now reads the built columns and finds what the entities hold.
    expect(keys("PartitionKey ge 'B' and Name eq 'n77'", 'when-built').keys).toEqual(['077']);
  });

  it('has nothing to build for a filter on keys only, or one that does not parse', () => {
    expect(columnWarmer(table, "PartitionKey eq 'A'")).toBeNull();
    expect(columnWarmer(table, 'Age eq')).toBeNull();
  });
});
