import { describe, expect, it } from 'vitest';
import { findDataset, loadSample } from '../datasets';
import { designMetrics } from '../design';
import { builtColumns } from '../engine';
import { QueryShelf } from './queries';
import { TableShelf } from './tables';

/** A shelf over 2,000 employees whose deferred steps wait in a queue the test runs. */
function shelf() {
  const employees = findDataset('employees')!;
  const loaded = loadSample(employees, 2000, 1);
  if (!loaded.ok) throw new Error('the sample does not load');
  const tables = new TableShelf();
  const recipe = { dataset: 'employees', size: 2000, seed: 1 };
  tables.add('t', loaded.table, recipe, [], designMetrics(loaded.run), employees.design);
  const queue: (() => void)[] = [];
  const queries = new QueryShelf(
    () => 0,
    tables,
    (step) => queue.push(step),
  );
  const drain = () => {
    while (queue.length > 0) queue.shift()!();
  };
  return { table: loaded.table, queries, queue, drain };
}

describe("the explorer's queries and the column cache", () => {
  it('answers a keystroke without building a column, then builds them one partition per task', () => {
    const { table, queries, queue, drain } = shelf();
    const answer = queries.plan('t', { filter: 'Age gt 60' });
    expect(answer.ok && answer.stats.returned).toBeGreaterThan(0);
    expect(builtColumns(table, 'Age')).toBe(0);
    // One task a partition: a request that arrives meanwhile waits for one build at most.
    expect(queue).toHaveLength(1);
    queue.shift()!();
    expect(builtColumns(table, 'Age')).toBe(1);
    drain();
    expect(builtColumns(table, 'Age')).toBe(table.partitions.length);
    const again = queries.plan('t', { filter: 'Age gt 60' });
    expect(again.ok && answer.ok && again.stats).toEqual(answer.ok && answer.stats);
  });

  it('stops warming a filter once a newer keystroke asks for another', () => {
    const { table, queries, queue, drain } = shelf();
    queries.plan('t', { filter: "LastName eq 'Smith'" });
    queue.shift()!();
    queries.plan('t', { filter: 'Age gt 60' });
    drain();
    expect(builtColumns(table, 'LastName')).toBe(1);
    expect(builtColumns(table, 'Age')).toBe(table.partitions.length);
  });
});
