/**
 * What a design's data-access module holds, whatever its language: the record types, a key
 * function per entity set (copies, index entities, series), an entity function per copy set,
 * writes per record type (copies as they are, a record's part of index and series entities read
 * and changed), and one read
 * function per access pattern with its queries as Keyscope runs them. typescript.ts and python.ts
 * spell this plan; neither decides what goes in.
 */
import { compileDesign, type EntitySetKind, type RecordType } from '../../design';
import type { EdmType } from '../../engine';
import {
  type AccessPattern,
  answerQueries,
  type CandidateDesign,
  type QueryPiece,
  queryPieces,
  readParameters,
} from '../../patterns';
import { type SetReading, setReadings } from './record-reading';

/** What a module is written from. */
export interface ModuleSource {
  readonly candidate: CandidateDesign;
  readonly recordTypes: readonly RecordType[];
  readonly patterns: readonly AccessPattern[];
}

/** One entity set: its templates, and the columns its entities carry. */
export interface SetPlan {
  readonly name: string;
  readonly kind: EntitySetKind;
  /** An index set's template of one record's entry in its list. */
  readonly entry?: string;
  /** An index set's list property and the separator between its entries. */
  readonly list?: { readonly property: string; readonly separator: string };
  /** A series set's template of the property name holding one record's value. */
  readonly seriesName?: string;
  /** A series set's record property whose value the series holds. */
  readonly seriesValue?: string;
  readonly typeName: string;
  readonly types: ReadonlyMap<string, EdmType>;
  /** The table's template; null for the design's one table. */
  readonly table: string | null;
  readonly partitionKey: string;
  readonly rowKey: string;
  /** Each column: a record property of its type, or a template computed from the record. */
  readonly columns: readonly {
    readonly name: string;
    readonly type: EdmType;
    readonly computed?: string;
  }[];
}

/** One read: a pattern's queries (each its filter's pieces and table template) and their merge. */
interface ReadPlan {
  readonly pattern: AccessPattern;
  readonly parameters: ReadonlyMap<string, EdmType>;
  readonly queries: readonly { readonly pieces: readonly QueryPiece[]; readonly table?: string }[];
  readonly merge: 'in-order' | 'by-row-key';
  readonly top: number | undefined;
  /** The pattern's record type, and its sets whose entities give it records (alsoReads left out). */
  readonly typeName: string;
  readonly keep: readonly string[];
}

/** A module's content, or null for a design that does not compile. */
export interface ModulePlan {
  readonly designName: string;
  /** A short, stable fingerprint of the design, so a reader can tell which version wrote the keys. */
  readonly fingerprint: string;
  readonly recordTypes: readonly RecordType[];
  readonly sets: readonly SetPlan[];
  /** Record types written, with the names of their sets in order. */
  readonly writes: readonly { readonly typeName: string; readonly sets: readonly string[] }[];
  readonly reads: readonly ReadPlan[];
  /** How each set's entities are read back to records, in the design's order. */
  readonly readings: readonly SetReading[];
  /** What the module does not write yet, each said as a phrase. */
  readonly skipped: readonly string[];
}

function fingerprint(value: unknown): string {
  const text = JSON.stringify(value);
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(16).padStart(8, '0');
}

/** The plan of `source`'s module; null when its design does not compile in Keyscope. */
export function modulePlan(source: ModuleSource): ModulePlan | null {
  const { candidate, recordTypes, patterns } = source;
  const compiled = compileDesign(candidate.design, recordTypes);
  if (!compiled.ok) return null;
  const design = compiled.design;
  const skipped: string[] = [];
  const sets: SetPlan[] = [];
  for (const s of design.sets) {
    const types = new Map(s.type.properties.map((p) => [p.name, p.type]));
    const { index, series } = s.set;
    sets.push({
      name: s.set.name,
      kind: s.set.kind,
      ...(index === undefined
        ? {}
        : { entry: index.value, list: { property: s.indexProperty, separator: s.separator } }),
      ...(series === undefined ? {} : { seriesName: series.name, seriesValue: series.value }),
      typeName: s.type.name,
      types,
      table: s.table === null ? null : s.set.table!,
      partitionKey: s.set.partitionKey,
      rowKey: s.set.rowKey,
      columns: s.columns.map((c) => {
        const computed = s.set.computed?.[c.name];
        const type = types.get(c.name) ?? 'Edm.String';
        return computed === undefined ? { name: c.name, type } : { name: c.name, type, computed };
      }),
    });
  }
  const writes = design.recordTypes.map((t) => ({
    typeName: t.name,
    sets: design.sets.filter((s) => s.type === t).map((s) => s.set.name),
  }));
  const reads: ReadPlan[] = [];
  for (const p of patterns) {
    const answer = Object.hasOwn(p.queries, candidate.id) ? p.queries[candidate.id] : undefined;
    const params = readParameters(p.parameters);
    if (answer === undefined || !params.ok) continue;
    const { filters, tables, merge } = answerQueries(answer);
    const queries = filters.map((filter, k) => {
      const read = queryPieces(filter);
      // Keyscope checked the query before a module is asked for: an open piece is never met here.
      const pieces = read.ok ? read.pieces : [];
      const table = tables[k];
      return table === undefined ? { pieces } : { pieces, table };
    });
    reads.push({
      pattern: p,
      parameters: new Map([...params.values].map(([n, v]) => [n, v.type])),
      queries,
      merge,
      top: p.top,
      typeName: p.recordType,
      keep: sets
        .filter((s) => s.typeName === p.recordType && p.alsoReads?.includes(s.name) !== true)
        .map((s) => s.name),
    });
  }
  const readings = setReadings(sets);
  for (const r of readings) {
    if (r.kind === 'index' && r.follow === undefined) {
      skipped.push(
        `following set "${r.name}"'s entries to their records: no copy set's keys are made only of what its keys and entries spell, so a read gives back only those properties`,
      );
    }
  }
  return {
    designName: candidate.design.name,
    fingerprint: fingerprint(candidate.design),
    recordTypes: design.recordTypes,
    sets,
    writes,
    reads,
    readings,
    skipped,
  };
}
