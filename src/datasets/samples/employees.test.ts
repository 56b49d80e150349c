/**
 * The employees datasets: the department layout the benchmarks rely on, the names the guide's
 * examples look for, the cost classes of those examples, and the two index-copy variants.
 */
import { describe, expect, it } from 'vitest';
import { createTable, runQuery } from '../../engine';
import { sampleEntities } from '../generate';
import { EMPLOYEES_INTER_INDEX, EMPLOYEES_INTRA_INDEX } from './employee-indexes';
import { departmentCount, EMPLOYEES, employeeIdKey } from './employees';

const NOW = 638_396_640_000_000_000n;

/** Entities per PartitionKey, counted as they stream by (nothing kept). */
function partitionSizes(entities: Iterable<Record<string, unknown>>): Map<string, number> {
  const sizes = new Map<string, number>();
  for (const e of entities) {
    const pk = e.PartitionKey as string;
    sizes.set(pk, (sizes.get(pk) ?? 0) + 1);
  }
  return sizes;
}

describe('employees', () => {
  it('has exactly 100 departments of 10,000 at 1,000,000 entities', () => {
    const sizes = partitionSizes(sampleEntities(EMPLOYEES, 1_000_000, 1));
    expect(sizes.size).toBe(100);
    expect(new Set(sizes.values())).toEqual(new Set([10_000]));
    expect(sizes.has('Sales')).toBe(true);
  });

  it('grows departments as max(4, min(100, ceil(size / 10,000)))', () => {
    expect([50, 40_000, 40_001, 100_000, 999_999, 5_000_000].map(departmentCount)).toEqual([
      4, 4, 5, 10, 100, 100,
    ]);
    expect([...partitionSizes(sampleEntities(EMPLOYEES, 200, 1)).keys()]).toEqual([
      'Sales',
      'Marketing',
      'HR',
      'IT',
    ]);
  });

  it('has a few Joneses and some Smiths in Sales at every offered size up to 100,000', () => {
    for (const size of EMPLOYEES.sizes.filter((s) => s <= 100_000)) {
      let jones = 0;
      let salesSmiths = 0;
      for (const e of sampleEntities(EMPLOYEES, size, 5)) {
        if (e.LastName === 'Jones') jones++;
        if (e.LastName === 'Smith' && e.PartitionKey === 'Sales') salesSmiths++;
      }
      expect(jones, `size ${size}`).toBeGreaterThanOrEqual(3);
      expect(jones, `size ${size}`).toBeLessThanOrEqual(Math.max(5, size * 0.005));
      expect(salesSmiths, `size ${size}`).toBeGreaterThan(0);
    }
  });

  it('writes ids as six-digit RowKeys and Age as an Int32', () => {
    const [first, second] = sampleEntities(EMPLOYEES, 2, 1);
    expect(first?.RowKey).toBe('000000');
    expect(second?.RowKey).toBe('000001');
    expect(employeeIdKey(999_999)).toBe('999999');
    expect(Number.isInteger(first?.Age)).toBe(true);
    expect(Object.keys(first ?? {})).toEqual([
      'PartitionKey',
      'RowKey',
      'FirstName',
      'LastName',
      'Age',
      'EmailAddress',
    ]);
  });

  it("gives the guide's example queries the cost class their labels name", () => {
    const { table } = createTable(sampleEntities(EMPLOYEES, EMPLOYEES.defaultSize, 1), {
      now: NOW,
    });
    const classes = EMPLOYEES.exampleQueries.map((q) => {
      const r = runQuery(table, { filter: q.filter });
      return r.ok ? r.plan.costClass : r.error.code;
    });
    expect(classes).toEqual([
      'point',
      'range',
      'partition-scan',
      'table-scan',
      'multi-partition-scan',
    ]);
  });
});

describe.each([
  ['intra-partition', EMPLOYEES_INTRA_INDEX],
  ['inter-partition', EMPLOYEES_INTER_INDEX],
] as const)('employees with %s index copies', (_, dataset) => {
  it('stores each employee of the plain dataset twice, by id and by e-mail', () => {
    const plain = [...sampleEntities(EMPLOYEES, 500, 9)];
    const copies = [...sampleEntities(dataset, 1_000, 9)];
    expect(copies).toHaveLength(1_000);
    plain.forEach((e, i) => {
      const byId = copies[2 * i]!;
      const byEmail = copies[2 * i + 1]!;
      for (const copy of [byId, byEmail]) {
        expect(copy.EmployeeId).toBe(e.RowKey);
        expect(copy.EmailAddress).toBe(e.EmailAddress);
        expect(copy.LastName).toBe(e.LastName);
        expect(copy.Age).toBe(e.Age);
      }
      if (dataset === EMPLOYEES_INTRA_INDEX) {
        expect([byId.PartitionKey, byId.RowKey]).toEqual([e.PartitionKey, `empid_${e.RowKey}`]);
        expect([byEmail.PartitionKey, byEmail.RowKey]).toEqual([
          e.PartitionKey,
          `email_${e.EmailAddress}`,
        ]);
      } else {
        expect([byId.PartitionKey, byId.RowKey]).toEqual([`empid_${e.PartitionKey}`, e.RowKey]);
        expect([byEmail.PartitionKey, byEmail.RowKey]).toEqual([
          `email_${e.PartitionKey}`,
          e.EmailAddress,
        ]);
      }
    });
  });

  it('finds a Jones in Sales by e-mail prefix with a range query', () => {
    const { table } = createTable(sampleEntities(dataset, dataset.defaultSize, 1), { now: NOW });
    const q = dataset.exampleQueries.find((x) => x.labelKey === 'datasets.intraIndex.rangeByEmail');
    const r = runQuery(table, { filter: q?.filter ?? '' });
    if (!r.ok) expect.fail(r.error.code);
    expect(r.plan.costClass).toBe('range');
    expect(r.entities.length).toBeGreaterThan(0);
    expect(r.entities.every((e) => e.LastName === 'Jones')).toBe(true);
  });
});
