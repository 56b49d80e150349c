import { describe, expect, it } from 'vitest';
import { findDataset } from '../../datasets';
import type { Design } from '../../design';
import { type CheckTarget, checkCell } from '../check';
import { checkRow, holdRecords, type LoadedComparison, loadComparison } from '../comparison';
import { preparePattern } from '../prepare';
import { CLASS_RANK } from '../run-answer';
import { findScenario, SCENARIOS } from '../scenarios';
import type { AccessPattern, CandidateDesign, QuerySet, Scenario } from '../types';
import { proposeAnswer } from './propose';

type Loaded = Extract<LoadedComparison, { ok: true }>;
const cache = new Map<string, Loaded>();

/** A scenario's records loaded with its designs and any more. */
function load(s: Scenario, more: readonly CandidateDesign[] = []): Loaded {
  const key = `${s.id}|${more.map((d) => d.id).join(',')}`;
  const known = cache.get(key);
  if (known) return known;
  const dataset = findDataset(s.dataset)!;
  const designs = [...s.designs, ...more];
  const used = new Set(designs.flatMap((d) => d.design.entitySets.map((e) => e.recordType)));
  const types = dataset.recordTypes.filter((t) => used.has(t.name));
  const loaded = loadComparison(types, holdRecords(types, dataset.records(s.size, 1)), designs);
  if (!loaded.ok) throw new Error(JSON.stringify(loaded.error.message));
  cache.set(key, loaded);
  return loaded;
}

/** The proposal for one pattern on one design of a loaded scenario, and the hand-written cell. */
function propose(
  scenario: string,
  patternId: string,
  designId: string,
  more: CandidateDesign[] = [],
) {
  const s = findScenario(scenario)!;
  const loaded = load(s, more);
  const pattern = s.patterns.find((p) => p.id === patternId)!;
  const prepared = preparePattern(pattern, loaded.types, loaded.records);
  if (!prepared.ok) throw new Error('does not prepare');
  const target = loaded.designs.find((d) => d.id === designId) as CheckTarget;
  return {
    proposal: proposeAnswer(prepared.prepared, target, loaded.types),
    hand: checkCell(prepared.prepared, target, null),
  };
}

const expenseCopy = (name: string, partitionKey: string, rowKey: string) =>
  ({
    name,
    recordType: 'Expense',
    kind: 'copy',
    partitionKey,
    rowKey,
    properties: ['EmployeeId', 'Category', 'Amount', 'SubmittedOn'],
  }) as const;

describe('the proposed query', () => {
  it('passes over candidates no cheaper than an answer already passing without changing what is proposed', () => {
    const s = findScenario('employees')!;
    const loaded = load(s);
    const pattern = s.patterns.find((p) => p.id === 'whole-department')!;
    const prepared = preparePattern(pattern, loaded.types, loaded.records);
    if (!prepared.ok) throw new Error('does not prepare');
    const target = loaded.designs.find((d) => d.id === 'intra-partition-index') as CheckTarget;
    const own = checkCell(prepared.prepared, target, null);
    expect(own.verdict).toBe('pass');
    // Alone, the empid_ range passes and the email_ range (the same count, another order) is
    // counted and passed over: the proposal is the range the hand-written answer reads.
    const alone = proposeAnswer(prepared.prepared, target, loaded.types)!;
    expect(alone.answer).toBe(
      "PartitionKey eq '{dept}' and RowKey ge 'empid_' and RowKey lt 'empid`'",
    );
    expect(alone.cell.cost).toEqual(own.cost);
    // Beside the passing hand-written answer, nothing is cheaper: nothing is proposed.
    expect(proposeAnswer(prepared.prepared, target, loaded.types, own)).toBeNull();
  });

  it('rebuilds an equality the keys are made of through the same template (prefix, padding)', () => {
    const { proposal } = propose('employees', 'by-email', 'inter-partition-index');
    expect(proposal?.answer).toBe("PartitionKey eq 'email_{dept}' and RowKey eq '{email}'");
    expect(proposal?.cell.cost?.costClass).toBe('point');
    const byId = propose('employees', 'by-id', 'intra-partition-index').proposal;
    expect(byId?.answer).toBe("PartitionKey eq '{dept}' and RowKey eq 'empid_{id|pad:6}'");
  });

  it("turns a RowKey prefix into a range up to the prefix's successor", () => {
    const { proposal } = propose('employees', 'whole-department', 'intra-partition-index');
    expect(proposal?.answer).toBe(
      "PartitionKey eq '{dept}' and RowKey ge 'empid_' and RowKey lt 'empid`'",
    );
    expect(proposal?.cell.verdict).toBe('pass');
  });

  it('turns a range of the property into a key range, reversed through inverted ticks', () => {
    const up = propose('employees', 'id-range', 'by-department').proposal;
    expect(up?.answer).toBe(
      "PartitionKey eq '{dept}' and RowKey ge '{from|pad:6}' and RowKey lt '{to|pad:6}'",
    );
    const down = propose('expenses', 'date-range', 'log-tail').proposal;
    expect(down?.answer).toBe(
      "PartitionKey eq '{dept}' and RowKey gt '{to|ticks|invert|pad:19}' and RowKey le '{from|ticks|invert|pad:19}'",
    );
    expect(down?.cell.cost?.costClass).toBe('range');
  });

  it('filters what the keys do not hold on the property as the entity stores it', () => {
    // The log tail stores EmployeeId as padded text (a computed property).
    const { proposal } = propose('expenses', 'newest-of-employee', 'log-tail');
    expect(proposal?.answer).toBe("PartitionKey eq '{dept}' and EmployeeId eq '{employee|pad:6}'");
  });

  it('picks the set whose RowKey sorts as the order and $top ask', () => {
    const both: CandidateDesign = {
      id: 'both-orders',
      design: {
        name: 'Both orders',
        entitySets: [
          {
            ...expenseCopy('oldest', 'old_{Department}', '{SubmittedOn|ticks|pad:19}'),
            computed: { EmployeeId: '{EmployeeId|pad:6}' },
          },
          {
            ...expenseCopy('newest', 'new_{Department}', '{SubmittedOn|ticks|invert|pad:19}'),
            computed: { EmployeeId: '{EmployeeId|pad:6}' },
          },
        ],
      } satisfies Design,
    };
    const { proposal } = propose('expenses', 'newest-of-employee', 'both-orders', [both]);
    expect(proposal?.answer).toBe(
      "PartitionKey eq 'new_{dept}' and EmployeeId eq '{employee|pad:6}'",
    );
    expect(proposal?.cell.verdict).toBe('pass');
  });

  it('reads an index entity set where the main keys cannot serve', () => {
    const { proposal, hand } = propose('employees', 'by-last-name', 'index-entities');
    expect(proposal?.answer).toBe("PartitionKey eq 'lastname_{name}'");
    expect(proposal?.cell.cost?.indexReads).toBe(hand.cost?.indexReads);
  });

  it('reads a copy set where the main keys cannot serve', () => {
    const withCopy: CandidateDesign = {
      id: 'with-email-copy',
      design: {
        name: 'By department, with an e-mail copy',
        entitySets: [
          {
            name: 'primary',
            recordType: 'Employee',
            kind: 'copy',
            partitionKey: '{Department}',
            rowKey: '{EmployeeId|pad:6}',
            properties: 'all',
          },
          {
            name: 'by e-mail',
            recordType: 'Employee',
            kind: 'copy',
            partitionKey: 'email_{EmailAddress|lower}',
            rowKey: '{Department}',
            properties: 'all',
          },
        ],
      },
    };
    const { proposal } = propose('employees', 'by-email', 'with-email-copy', [withCopy]);
    // The lower-cased key does not tell cases apart: the property filter stays beside it.
    expect(proposal?.answer).toBe(
      "PartitionKey eq 'email_{email|lower}' and RowKey eq '{dept}' and EmailAddress eq {email}",
    );
    expect(proposal?.cell.cost?.costClass).toBe('point');
  });

  it('reads every hash bucket with one query each, merged by RowKey for the order', () => {
    const { proposal, hand } = propose('logs', 'one-hour', 'log-hash-bucketed');
    const set = proposal?.answer as QuerySet;
    expect(set.queries).toHaveLength(10);
    expect(set.merge).toBe('by-row-key');
    expect(set.queries[3]?.filter.startsWith("PartitionKey eq '03_{from|format:yyyyMMddHH}'")).toBe(
      true,
    );
    expect(proposal?.cell.cost?.requests).toBe(hand.cost?.requests);
  });

  it('reads the tables the parameters cannot name one after another, newest first', () => {
    const { proposal } = propose('expenses', 'newest-of-employee', 'table-per-month');
    const set = proposal?.answer as QuerySet;
    expect(set.queries[0]?.table).toBe('Expenses202412');
    expect(set.queries.at(-1)?.table).toBe('Expenses202401');
    expect(proposal?.cell.verdict).toBe('pass');
  });

  it('proposes nothing when no answer passes (one hour of a daily series returns whole days)', () => {
    expect(
      propose('message-counts', 'hour-across-everyone', 'messages-series').proposal,
    ).toBeNull();
  });

  it('on every bundled pattern and design, passes and costs no more than the hand-written query', () => {
    for (const s of SCENARIOS) {
      for (const pattern of s.patterns) {
        for (const d of s.designs) {
          const { proposal, hand } = propose(s.id, pattern.id, d.id);
          if (hand.verdict !== 'pass') continue;
          const where = `${s.id} ${pattern.id} ${d.id}`;
          expect(proposal?.cell.verdict, where).toBe('pass');
          expect(proposal!.cell.cost!.requests, where).toBeLessThanOrEqual(hand.cost!.requests);
          expect(proposal!.cell.cost!.scanned, where).toBeLessThanOrEqual(hand.cost!.scanned);
          const { costClass } = proposal!.cell.cost!;
          expect(CLASS_RANK[costClass], where).toBeLessThanOrEqual(
            CLASS_RANK[hand.cost!.costClass],
          );
        }
      }
    }
  });
});

describe('a cell with a proposal', () => {
  const s = findScenario('employees')!;
  const byEmail = s.patterns.find((p) => p.id === 'by-email')!;

  it('offers the proposal where the design has no query, checked', () => {
    const { 'inter-partition-index': _, ...rest } = byEmail.queries;
    const row = checkRow({ ...byEmail, queries: rest }, load(s));
    const cell = row.find((c) => c.designId === 'inter-partition-index')!;
    expect(cell.verdict).toBe('no-query');
    expect(cell.proposal?.answer).toBe("PartitionKey eq 'email_{dept}' and RowKey eq '{email}'");
    expect(cell.proposal?.cost.requests).toBe(1);
  });

  it('offers it beside a dearer hand-written query, and not beside one as cheap', () => {
    const dear: AccessPattern = {
      ...byEmail,
      queries: {
        ...byEmail.queries,
        'inter-partition-index': "RowKey eq '{email}'",
      },
    };
    const row = checkRow(dear, load(s));
    const cell = row.find((c) => c.designId === 'inter-partition-index')!;
    expect(cell.verdict).toBe('pass');
    expect(cell.cost!.scanned).toBeGreaterThan(1);
    expect(cell.proposal?.cost).toMatchObject({ requests: 1, scanned: 1, costClass: 'point' });
    expect(row.find((c) => c.designId === 'intra-partition-index')?.proposal).toBeUndefined();
  });
});
