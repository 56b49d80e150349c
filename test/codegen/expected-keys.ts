/**
 * The table of expected keys every language's key functions are held to (TypeScript, Python and
 * C#: module-keys*.test.ts): for every bundled scenario design, every entity set (copies, index
 * entities, series) and a sample of records, the table, PartitionKey and RowKey Keyscope's design
 * room makes, and an index set's list entry or a series set's property name. It is made here from
 * the design room at each run, never written down, so it cannot drift from Keyscope; and
 * `designEntityKeys` gives the keys of the entities the design room actually builds from the same
 * records, which the table must cover exactly (keys-table.test.ts).
 */
import { findDataset } from '../../src/datasets';
import { compileDesign, type DataRecord, type RecordType } from '../../src/design';
import { type CandidateDesign, holdRecords, loadComparison, SCENARIOS } from '../../src/patterns';

/** Records per record type in the sample: every partition shape of the bundled data, quick to run. */
const SAMPLE = 120;

/** One record's keys in one entity set, as Keyscope makes them (null: the record has no key). */
export interface ExpectedKey {
  readonly set: string;
  readonly kind: 'copy' | 'index' | 'series';
  readonly typeName: string;
  /** The record's position in its type's sample. */
  readonly record: number;
  readonly table: string | null;
  readonly partitionKey: string | null;
  readonly rowKey: string | null;
  /** Index sets: the record's entry in its entity's list. */
  readonly entry?: string | null;
  /** Series sets: the property holding the record's value. */
  readonly propertyName?: string | null;
}

/** One bundled scenario design, its record sample and its expected keys. */
export interface KeyCase {
  /** `scenario / design`, for a test's title. */
  readonly title: string;
  readonly scenario: (typeof SCENARIOS)[number];
  readonly candidate: CandidateDesign;
  readonly types: readonly RecordType[];
  readonly records: Readonly<Record<string, readonly DataRecord[]>>;
  readonly keys: readonly ExpectedKey[];
}

/** The sample of the scenario's records a design reads. */
function sampleFor(scenario: (typeof SCENARIOS)[number], candidate: CandidateDesign) {
  const dataset = findDataset(scenario.dataset)!;
  const used = new Set(candidate.design.entitySets.map((s) => s.recordType));
  const types = dataset.recordTypes.filter((t) => used.has(t.name));
  return { types, records: holdRecords(types, dataset.records(SAMPLE, 1)) };
}

/** Every bundled scenario design with its sample and Keyscope's keys for it. */
export function keyCases(): KeyCase[] {
  return SCENARIOS.flatMap((scenario) =>
    scenario.designs.map((candidate) => {
      const { types, records } = sampleFor(scenario, candidate);
      const compiled = compileDesign(candidate.design, types);
      if (!compiled.ok) throw new Error(`${candidate.id} does not compile`);
      const keys: ExpectedKey[] = [];
      for (const s of compiled.design.sets) {
        (records[s.type.name] ?? []).forEach((r, record) => {
          const index = s.indexValue === null ? {} : { entry: s.indexValue.evaluate(r) };
          const series = s.seriesName === null ? {} : { propertyName: s.seriesName.evaluate(r) };
          keys.push({
            set: s.set.name,
            kind: s.set.kind,
            typeName: s.type.name,
            record,
            table: s.table === null ? '' : s.table.evaluate(r),
            partitionKey: s.partitionKey.evaluate(r),
            rowKey: s.rowKey.evaluate(r),
            ...index,
            ...series,
          });
        });
      }
      return {
        title: `${scenario.id} / ${candidate.id}`,
        scenario,
        candidate,
        types,
        records,
        keys,
      };
    }),
  );
}

/** `table|PartitionKey|RowKey` of every entity the design room builds from a case's sample. */
export function designEntityKeys(c: KeyCase): string[] {
  const loaded = loadComparison(c.types, c.records, [c.candidate]);
  if (!loaded.ok) throw new Error(`${c.title} does not load`);
  const out: string[] = [];
  for (const part of loaded.designs[0]!.parts)
    for (const p of part.table.partitions)
      for (const e of p.entities) out.push(`${part.name}|${e.PartitionKey}|${e.RowKey}`);
  return out.sort();
}

/** What a language's key functions give for one expected key, in the same shape. */
export type GotKey = Omit<ExpectedKey, 'set' | 'kind' | 'typeName' | 'record'>;

/**
 * The expected key without its coordinates, as a module gives it: a key function throws for a
 * record lacking a property its table or keys are made from, so all three are null then.
 */
export function keyValues(k: ExpectedKey): GotKey {
  const { set: _s, kind: _k, typeName: _t, record: _r, ...values } = k;
  const keyless = k.table === null || k.partitionKey === null || k.rowKey === null;
  return keyless ? { ...values, table: null, partitionKey: null, rowKey: null } : values;
}
