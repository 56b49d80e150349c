/**
 * From returned entities back to records. For the records a pattern may deliver, every entity
 * set of their type says which (PartitionKey, RowKey) stands for them: a copy entity stands for
 * its one record; an index entity for each record whose entry its list holds; a series entity for
 * each record whose property it carries. Only the expected records are mapped (a few, or a
 * partition's worth), so no map of the whole table is kept; an entity outside the map is not an
 * expected record. Designs whose keys collide are flagged in the footer (their run logs it).
 *
 * A re-check after an edit maps thousands of expected records in every design, so the work is
 * cut twice without changing an answer: a set's keys are made only when a returned entity is
 * not found among the sets before it (a query usually reads one set), and a template's texts are
 * made once per row, shared by every design that has the same template (KeyTexts).
 */
import type { CompiledDesign, CompiledSet, CompiledTemplate, DataRecord } from '../design';

/**
 * What one (PartitionKey, RowKey) stands for among the expected records: a copy's record (its
 * index: no object per record, thousands are made per re-check), or an index or series entity's.
 */
export type KeyTarget =
  | number
  | {
      readonly kind: 'index';
      readonly set: CompiledSet;
      /** List entry text -> record, for this entity's expected records. */
      readonly entries: Map<string, number>;
    }
  | {
      readonly kind: 'series';
      readonly set: CompiledSet;
      /** Series property name -> record, for this entity's expected records. */
      readonly names: Map<string, number>;
    };

/**
 * The texts of templates over one row's expected records, each template made once: designs
 * compiled against the same record type with the same template text give the same text.
 */
export class KeyTexts {
  private readonly texts = new Map<string, readonly (string | null)[]>();
  private readonly distinct = new Map<string, ReadonlySet<string>>();
  private flags: Uint8Array | null = null;

  constructor(
    readonly records: readonly DataRecord[],
    /** The expected records' indices, in the order the map claims keys. */
    readonly expected: readonly number[],
  ) {}

  /** Whether record `i` is one of the expected records. */
  isExpected(i: number): boolean {
    let flags = this.flags;
    if (flags === null) {
      // One byte per record, made once per row for every design: a Set of thousands costs more.
      flags = new Uint8Array(this.records.length);
      for (const e of this.expected) flags[e] = 1;
      this.flags = flags;
    }
    return flags[i] === 1;
  }

  /** The template's text for each expected record (null where a value is missing). */
  of(template: CompiledTemplate): readonly (string | null)[] {
    let texts = this.texts.get(template.source);
    if (texts === undefined) {
      const { records } = this;
      texts = this.expected.map((i) => template.evaluate(records[i]!));
      this.texts.set(template.source, texts);
    }
    return texts;
  }

  /** The template's distinct texts over the expected records. */
  distinctOf(template: CompiledTemplate): ReadonlySet<string> {
    let set = this.distinct.get(template.source);
    if (set === undefined) {
      const made = new Set<string>();
      for (const text of this.of(template)) if (text !== null) made.add(text);
      set = made;
      this.distinct.set(template.source, set);
    }
    return set;
  }
}

/** One set's keys: PartitionKey -> RowKey -> target. */
type SetKeys = Map<string, Map<string, KeyTarget>>;

/**
 * The keys that stand for the expected records, made set by set as lookups need them: a set's
 * PartitionKeys first (a handful of distinct texts), and its whole map only when an entity's
 * PartitionKey is among them.
 */
export class EntityMap {
  private readonly sets: readonly CompiledSet[];
  private readonly made: SetKeys[] = [];

  constructor(
    design: CompiledDesign,
    recordType: string,
    private readonly texts: KeyTexts,
  ) {
    this.sets = design.sets.filter((s) => s.type.name === recordType);
  }

  /** What the entity with these keys stands for, or undefined when no expected record. */
  get(pk: string, rk: string): KeyTarget | undefined {
    // Consecutive entities mostly share a partition: its rows are looked up straight away.
    if (pk === this.lastPk) return this.lastRows?.get(rk) ?? this.slow(pk, rk);
    return this.slow(pk, rk);
  }

  /**
   * What the entity with these keys, known to be of the design's set `index`, stands for: only
   * that set's keys are made (a returned entity's origin names its set).
   */
  getIn(index: number, pk: string, rk: string): KeyTarget | undefined {
    const s = this.sets.findIndex((x) => x.index === index);
    return s < 0 ? undefined : this.keysOf(s).get(pk)?.get(rk);
  }

  private lastPk: string | null = null;
  private lastRows: Map<string, KeyTarget> | undefined = undefined;

  private slow(pk: string, rk: string): KeyTarget | undefined {
    for (let s = 0; s < this.sets.length; s++) {
      if (!this.texts.distinctOf(this.sets[s]!.partitionKey).has(pk)) continue;
      const rows = this.keysOf(s).get(pk);
      const found = rows?.get(rk);
      if (found !== undefined) {
        // Only the first set holding this partition may answer from the fast path.
        if (this.firstSetOf(pk) === s) {
          this.lastPk = pk;
          this.lastRows = rows;
        }
        return found;
      }
    }
    return undefined;
  }

  private firstSetOf(pk: string): number {
    for (let s = 0; s < this.sets.length; s++) {
      if (this.texts.distinctOf(this.sets[s]!.partitionKey).has(pk)) return s;
    }
    return -1;
  }

  private keysOf(s: number): SetKeys {
    let keys = this.made[s];
    if (keys === undefined) {
      keys = setKeys(this.sets[s]!, this.texts);
      this.made[s] = keys;
    }
    return keys;
  }
}

/** One set's keys for the expected records: the first record claims a copy's keys. */
function setKeys(s: CompiledSet, texts: KeyTexts): SetKeys {
  const keys: SetKeys = new Map();
  const pks = texts.of(s.partitionKey);
  const rks = texts.of(s.rowKey);
  const kind = s.set.kind;
  const { expected, records } = texts;
  for (let k = 0; k < expected.length; k++) {
    const pk = pks[k];
    const rk = rks[k];
    if (pk == null || rk == null) continue;
    let rows = keys.get(pk);
    if (rows === undefined) {
      rows = new Map();
      keys.set(pk, rows);
    }
    const i = expected[k]!;
    if (kind === 'copy') {
      if (!rows.has(rk)) rows.set(rk, i);
      continue;
    }
    let target = rows.get(rk);
    if (typeof target === 'number') continue;
    if (target === undefined) {
      target =
        kind === 'index'
          ? { kind, set: s, entries: new Map() }
          : { kind, set: s, names: new Map() };
      rows.set(rk, target);
    }
    const r = records[i]!;
    if (target.kind === 'index') {
      const entry = s.indexValue?.evaluate(r);
      if (entry != null) target.entries.set(entry, i);
    } else {
      const name = s.seriesName?.evaluate(r);
      if (name != null) target.names.set(name, i);
    }
  }
  return keys;
}
