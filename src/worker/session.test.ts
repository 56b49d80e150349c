import { describe, expect, it } from 'vitest';
import { DESIGN_PRESETS } from '../datasets';
import { sayEnglish } from '../i18n/english';
import { MAIN_TABLE } from '../protocol/tables';
import { EngineSession } from './session';

const M = MAIN_TABLE;

const clock = () => 0;

/** The bundled what-if design keyed by last name, through the datasets room's entry. */
const BY_LAST_NAME = DESIGN_PRESETS.find((p) => p.id === 'by-last-name')!.design;

describe('EngineSession', () => {
  it('reports an unknown dataset or a bad size as a value, not a throw', () => {
    const session = new EngineSession(clock);
    expect(session.loads.load(M, { dataset: 'nope', size: 10, seed: 1 }, null)).toMatchObject({
      ok: false,
    });
    expect(session.loads.load(M, { dataset: 'employees', size: 0, seed: 1 }, null)).toMatchObject({
      ok: false,
    });
    expect(session.tables.recipeOf(M)).toBeNull();
  });

  it('loads a recipe with progress and summarizes it without sending entities', () => {
    const session = new EngineSession(clock);
    const ticks: number[] = [];
    const loaded = session.loads.load(
      M,
      { dataset: 'employees', size: 200, seed: 1 },
      null,
      (done) => ticks.push(done),
    );
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.error.message));
    expect(loaded.count).toBe(200);
    expect(ticks[ticks.length - 1]).toBe(200);
    expect(loaded.partitions.reduce((n, p) => n + p.count, 0)).toBe(200);
    expect(loaded.properties.find((p) => p.name === 'Age')?.types).toEqual(['Edm.Int32']);
    expect(loaded).not.toHaveProperty('entities');
  });

  it('follows the continuations page by page to the same rows the analysis counts', () => {
    const session = new EngineSession(clock);
    session.loads.load(M, { dataset: 'employees', size: 1000, seed: 1 }, null);
    const options = {
      filter: 'Age ge 30',
      rangePartitioning: { kind: 'every-partition' as const },
    };
    const { analysis } = session.queries.analyze(M, options, null, 100);
    if (!analysis.ok) throw new Error(sayEnglish(analysis.error.message));
    let continuation = null;
    let returned = 0;
    for (const summary of analysis.pages) {
      const page = session.queries.page(M, options, continuation);
      if (!page.ok) throw new Error(sayEnglish(page.error.message));
      expect(page.page.entities).toHaveLength(summary.returned);
      expect(page.page.continuation).toEqual(summary.continuation);
      returned += page.page.entities.length;
      continuation = page.page.continuation;
    }
    expect(returned).toBe(analysis.stats.returned);
    expect(analysis.pages.length).toBeGreaterThan(1);
  });

  it('answers the strip for the busiest partition in the same call as the plan', () => {
    const session = new EngineSession(clock);
    session.loads.load(M, { dataset: 'employees', size: 200, seed: 1 }, null);
    const { analysis, detail } = session.queries.analyze(
      M,
      { filter: "PartitionKey eq 'IT'" },
      null,
      50,
    );
    expect(analysis.ok).toBe(true);
    expect(detail?.ok && detail.partitionKey).toBe('IT');
    const focused = session.queries.analyze(M, { filter: "PartitionKey eq 'IT'" }, 'HR', 50);
    expect(focused.detail?.ok && focused.detail.partitionKey).toBe('HR');
  });
});

describe('EngineSession with designs', () => {
  const recipe = { dataset: 'employees', size: 200, seed: 1 };

  it('applies a design to the same records: keyed by last name, Jones is one partition', () => {
    const session = new EngineSession(clock);
    const loaded = session.loads.load(M, recipe, BY_LAST_NAME);
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.error.message));
    expect(loaded.preset).toBe(false);
    expect(loaded.count).toBe(200);
    expect(loaded.metrics.entitiesPerRecord).toBe(1);
    const byPartition = session.queries.plan(M, { filter: "PartitionKey eq 'Jones'" });
    const byProperty = session.queries.plan(M, { filter: "LastName eq 'Jones'" });
    if (!byPartition.ok || !byProperty.ok) throw new Error('analysis failed');
    expect(byPartition.plan.costClass).toBe('partition-scan');
    // Keyed by last name, the entities no longer carry LastName as a property.
    expect(byProperty.stats.returned).toBe(0);
    const preset = new EngineSession(clock);
    preset.loads.load(M, recipe, null);
    const jones = preset.queries.plan(M, { filter: "LastName eq 'Jones'" });
    if (!jones.ok) throw new Error('analysis failed');
    expect(byPartition.stats.returned).toBe(jones.stats.returned);
    expect(jones.stats.returned).toBeGreaterThan(0);
  });

  it('a design that does not fit the records fails as a value and keeps the last good table', () => {
    const session = new EngineSession(clock);
    session.loads.load(M, recipe, null);
    const bad = {
      ...BY_LAST_NAME,
      entitySets: [{ ...BY_LAST_NAME.entitySets[0]!, partitionKey: '{Surname}' }],
    };
    const outcome = session.loads.load(M, recipe, bad);
    expect(outcome.ok).toBe(false);
    if (outcome.ok) return;
    expect(outcome.error.designErrors?.[0]).toMatchObject({ field: 'partitionKey', set: 0 });
    const still = session.queries.plan(M, { filter: "PartitionKey eq 'Sales'" });
    expect(still.ok && still.stats.returned).toBe(50);
  });

  it('previews the first records under a design being edited, or its errors with spans', () => {
    const session = new EngineSession(clock);
    const preview = session.catalogue.preview(recipe, BY_LAST_NAME, 3);
    expect(preview.ok && preview.rows.map((r) => r.rowKey)).toEqual(['000000', '000001', '000002']);
    const broken = session.catalogue.preview(
      recipe,
      {
        ...BY_LAST_NAME,
        entitySets: [{ ...BY_LAST_NAME.entitySets[0]!, rowKey: 'x{EmployeeId|pad:}' }],
      },
      3,
    );
    expect(broken.ok).toBe(false);
    if (!broken.ok) expect(broken.error.errors[0]?.field).toBe('rowKey');
  });

  it('holds tables by name: loading one leaves another as it was', () => {
    const session = new EngineSession(clock);
    session.loads.load('a', recipe, null);
    session.loads.load('b', recipe, BY_LAST_NAME);
    const a = session.queries.plan('a', { filter: "PartitionKey eq 'Sales'" });
    const b = session.queries.plan('b', { filter: "PartitionKey eq 'Sales'" });
    expect(a.ok && a.stats.returned).toBe(50);
    expect(b.ok && b.stats.returned).toBe(0);
    expect(() => session.queries.plan('c', { filter: '' })).toThrow(
      expect.objectContaining({ name: 'KeyscopeCodedError' }),
    );
  });
});

describe('plan notes that read the key design', () => {
  const recipe = { dataset: 'employees', size: 200, seed: 1 };

  it('keyed on LastName, LastName eq is a table scan with a rewrite to PartitionKey eq', () => {
    const session = new EngineSession(clock);
    const byDepartment = session.catalogue.list()[0]!.design;
    const first = byDepartment.entitySets[0]!;
    session.loads.load(MAIN_TABLE, recipe, {
      ...byDepartment,
      entitySets: [{ ...first, partitionKey: '{LastName}' }],
    });
    const scan = session.queries.plan(MAIN_TABLE, { filter: "LastName eq 'Jones'" });
    if (!scan.ok) throw new Error(sayEnglish(scan.error.message));
    expect(scan.plan.costClass).toBe('table-scan');
    const note = scan.plan.warnings.find((n) => n.code === 'design-key');
    expect(note && sayEnglish(note.message)).toMatch(
      /keys on LastName: PartitionKey is \{LastName\}/,
    );
    expect(note?.suggestion?.filter).toBe("PartitionKey eq 'Jones'");
    const rewritten = session.queries.plan(MAIN_TABLE, { filter: note!.suggestion!.filter });
    if (!rewritten.ok) throw new Error(sayEnglish(rewritten.error.message));
    expect(rewritten.plan.costClass).toBe('partition-scan');
    expect(rewritten.stats.returned).toBe(scan.stats.returned);
    expect(rewritten.stats.returned).toBeGreaterThan(0);
  });

  it('within a partition, an id comparison becomes the padded RowKey: a point query', () => {
    const session = new EngineSession(clock);
    session.loads.load(MAIN_TABLE, recipe, null);
    const scan = session.queries.plan(MAIN_TABLE, {
      filter: "PartitionKey eq 'Sales' and EmployeeId eq 100",
    });
    if (!scan.ok) throw new Error(sayEnglish(scan.error.message));
    // The by-department entities carry no EmployeeId property, so the rewrite finds what the
    // comparison on the property never could: the id lives in the RowKey.
    const note = scan.plan.warnings.find((n) => n.code === 'design-key');
    expect(note?.suggestion?.filter).toBe("PartitionKey eq 'Sales' and RowKey eq '000100'");
  });

  it('a case-folded key keeps the comparison beside it: JONES and Jones share a key', () => {
    const session = new EngineSession(clock);
    const byDepartment = session.catalogue.list()[0]!.design;
    const first = byDepartment.entitySets[0]!;
    session.loads.load(MAIN_TABLE, recipe, {
      ...byDepartment,
      entitySets: [{ ...first, partitionKey: '{LastName|lower}' }],
    });
    const scan = session.queries.plan(MAIN_TABLE, { filter: "LastName eq 'Jones'" });
    if (!scan.ok) throw new Error(sayEnglish(scan.error.message));
    const note = scan.plan.warnings.find((n) => n.code === 'design-key');
    expect(note?.suggestion?.filter).toBe("PartitionKey eq 'jones' and LastName eq 'Jones'");
  });

  it('says nothing when the design gives no key for the property', () => {
    const session = new EngineSession(clock);
    session.loads.load(MAIN_TABLE, recipe, null);
    const scan = session.queries.plan(MAIN_TABLE, { filter: 'Age gt 40' });
    expect(scan.ok && scan.plan.warnings.filter((n) => n.code === 'design-key')).toEqual([]);
  });
});
