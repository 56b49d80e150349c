/**
 * The check of one pattern against one design: run the design's query on the design's table,
 * map every returned entity back to records (a copy by its origin, which the table keeps; index
 * and series entities, and tables without origins, by their keys: entity-map.ts), and compare with what the pattern
 * expects: none missing, none extra, none twice, in the expected order. Index entities deliver
 * the records they list; a client then reads each of them with a point query, so each listed
 * record adds one request and one scanned entity (and the primary entity's average size in bytes)
 * to the cost.
 */
import {
  type CompiledDesign,
  type CompiledSet,
  type DesignMetrics,
  type EntityOrigins,
  originRecord,
  originSet,
} from '../design';
import {
  type Coded,
  formatLiteral,
  type QueryOptions,
  type StoredEntity,
  type Table,
} from '../engine';
import { answerQueries, isBlankAnswer } from './answer';
import { EntityMap, type KeyTarget } from './entity-map';
import { recordOrder } from './expectation';
import { MESSAGES } from './messages';
import type { PreparedPattern } from './prepare';
import { type FilledQuery, runAnswer } from './run-answer';
import { fillTemplate, substitute } from './substitute';
import type {
  CellCost,
  CellResult,
  Mismatch,
  MismatchKind,
  PatternError,
  PatternField,
} from './types';

/** One table of a design as the check reads it. */
export interface TablePart {
  /** The table's name: '' for a design's one table. */
  readonly name: string;
  /** The design's sets that store entities in this table, compiled. */
  readonly compiled: CompiledDesign;
  readonly table: Table;
  readonly metrics: DesignMetrics;
  /** Where each of the table's entities came from, when kept (the entity map is the fallback). */
  readonly origins: EntityOrigins | null;
  /** Whether its scans build the columns they read (the default) or read entities (run-answer.ts). */
  readonly columns?: QueryOptions['columns'];
}

/**
 * A design loaded for checking: its compiled form, its tables (one, unless its sets route
 * entities to tables of their own) and its metrics over all of them.
 */
export interface CheckTarget {
  readonly id: string;
  readonly compiled: CompiledDesign;
  readonly metrics: DesignMetrics;
  /** The design's tables in name order; one, named '', for a design without table templates. */
  readonly parts: readonly TablePart[];
}

/** How many mismatches of each kind a cell lists in full. */
const LISTED_PER_KIND = 3;

/** Collects mismatches, listing the first few of each kind and counting all. */
class Mismatches {
  readonly list: Mismatch[] = [];
  readonly counts: Record<MismatchKind, number> = {
    missing: 0,
    extra: 0,
    duplicate: 0,
    order: 0,
    unmapped: 0,
  };
  add(kind: MismatchKind, message: () => Coded, count = 1): void {
    if (this.counts[kind] < LISTED_PER_KIND) this.list.push({ kind, message: message() });
    this.counts[kind] += count;
  }
  get total(): number {
    return Object.values(this.counts).reduce((a, b) => a + b, 0);
  }
}

/** A record's name in messages: its type, position and first property. */
function recordName(p: PreparedPattern, i: number): Coded {
  const first = p.type.properties[0];
  const v = first === undefined ? undefined : p.records[i]?.[first.name];
  const label =
    first === undefined || v === undefined
      ? ''
      : `${first.name} ${formatLiteral({ type: first.type, value: v } as Parameters<typeof formatLiteral>[0])}`;
  return MESSAGES.recordName(p.type.name, i, label);
}

/** The average stored size of a record type's primary entity, for index point reads. */
function primaryBytes(target: CheckTarget, recordType: string): number {
  const type = target.metrics.recordTypes.find((t) => t.recordType === recordType);
  const primary = type?.sets.find((s) => s.role === 'primary');
  return primary && primary.entities > 0 ? primary.bytes / primary.entities : 0;
}

/** A cell that could not run: no query, or an error in the pattern's text for this design. */
function blank(
  p: PreparedPattern,
  designId: string,
  verdict: 'no-query' | 'error',
  summary: Coded,
  errors: CellResult['errors'],
  suggestion: string | null,
): CellResult {
  return {
    patternId: p.pattern.id,
    designId,
    verdict,
    summary,
    filter: null,
    cost: null,
    intended: p.expectation.count,
    delivered: 0,
    mismatches: [],
    counts: { missing: 0, extra: 0, duplicate: 0, order: 0, unmapped: 0 },
    suggestion,
    errors,
  };
}

/**
 * Checks a prepared pattern against one design; `suggestion` is passed through to the cell (the
 * comparison offers one only after checking it too). `sequenceOut`, when given, receives the
 * records the design's answer delivers (indices into the pattern's records), in the order the
 * check read them, each once: what a data-access module's read must return (src/codegen/module).
 */
export function checkCell(
  p: PreparedPattern,
  target: CheckTarget,
  suggestion: string | null,
  sequenceOut?: number[],
): CellResult {
  const answer = Object.hasOwn(p.pattern.queries, target.id)
    ? p.pattern.queries[target.id]!
    : undefined;
  if (isBlankAnswer(answer)) {
    const summary =
      suggestion === null ? MESSAGES.noQuery : MESSAGES.noQueryWithSuggestion(suggestion);
    return blank(p, target.id, 'no-query', summary, [], suggestion);
  }
  const { filters: templates, tables, merge, several } = answerQueries(answer!);
  const queries: FilledQuery[] = [];
  for (const [k, template] of templates.entries()) {
    const field = queryField(target.id, several, k);
    const filled = substitute(template, p.values, field);
    if (!filled.ok) {
      return blank(p, target.id, 'error', filled.error.message, [filled.error], suggestion);
    }
    const table = tableOf(target, tables[k], p, field);
    if (!table.ok)
      return blank(p, target.id, 'error', table.error.message, [table.error], suggestion);
    queries.push({ filter: filled.text, table: table.part });
  }
  const filters = queries.map((q) => q.filter);
  const top = p.pattern.top;
  const ran = runAnswer(target.parts, queries, merge, top);
  if (!ran.ok) {
    const e = ran.error.error;
    const error = {
      field: queryField(target.id, several, ran.error.query),
      message: MESSAGES.queryError(e.message),
      ...(e.hint ? { hint: e.hint } : {}),
    };
    return blank(p, target.id, 'error', error.message, [error], suggestion);
  }
  const { expectation } = p;
  const readers = target.parts.map((part) => new PartReader(part, p, target.compiled));
  const found = new Mismatches();
  // One flag per record: a re-check delivers thousands, and a Set of them costs more.
  const seen = new Uint8Array(p.records.length);
  const sequence: number[] = sequenceOut ?? [];
  let indexReads = 0;
  const deliver = (i: number) => {
    if (seen[i] === 1) {
      found.add('duplicate', () => MESSAGES.duplicate(recordName(p, i)));
      return;
    }
    seen[i] = 1;
    sequence.push(i);
  };
  const { run } = ran;
  const { entities, origins } = run;
  let alsoRead = 0;
  const returnedBySet = target.compiled.sets.map(() => 0);
  for (let k = 0; k < entities.length; k++) {
    const e = entities[k]!;
    const pk = e.PartitionKey;
    const rk = e.RowKey;
    const reader = readers[run.tables[k]!]!;
    // A copy's origin is its record: no keys to make. Index and series entities stand for
    // several records, which the entity map reads from their lists and names.
    const origin = origins === null ? -1 : origins[k]!;
    const s = origin < 0 ? undefined : reader.sets[originSet(origin)];
    if (s !== undefined) returnedBySet[reader.designIndex[s.index]!]!++;
    // Known by origin: a comparison's tables keep every entity's (runAsClient finds a page's).
    if (s !== undefined && reader.alsoSets.has(s.index)) {
      alsoRead++;
      continue;
    }
    if (s !== undefined && s.set.kind === 'copy') {
      const i = originRecord(origin);
      if (s.type.name === p.type.name && p.keyTexts.isExpected(i)) deliver(i);
      else found.add('extra', () => MESSAGES.extraEntity(pk, rk));
      continue;
    }
    const t = s === undefined ? reader.map.get(pk, rk) : reader.map.getIn(s.index, pk, rk);
    if (t === undefined) {
      found.add('extra', () => MESSAGES.extraEntity(pk, rk));
      continue;
    }
    if (typeof t === 'number') deliver(t);
    else {
      const list = listed(t, e);
      if (list === null) {
        found.add('unmapped', () => MESSAGES.unreadable(pk, rk));
        continue;
      }
      const { records, others } = list;
      if (t.kind === 'index') indexReads += records.length + others;
      for (const i of records) deliver(i);
      if (others > 0) found.add('extra', () => MESSAGES.extraListed(others, pk, rk), others);
    }
  }
  let missing = 0;
  for (const i of expectation.required) {
    if (seen[i] !== 1) {
      missing++;
      found.add('missing', () => MESSAGES.missing(recordName(p, i)));
    }
  }
  // Ties at the $top cut: fewer delivered than asked is missing records too.
  const short = expectation.count - sequence.length - missing;
  if (short > 0) found.add('missing', () => MESSAGES.missingCount(short), short);
  const compare = recordOrder(p.pattern.order);
  if (compare !== null) {
    for (let k = 1; k < sequence.length; k++) {
      const a = sequence[k - 1]!;
      const b = sequence[k]!;
      if (compare(p.records[a]!, p.records[b]!) > 0) {
        found.add('order', () => MESSAGES.order(recordName(p, a), recordName(p, b)));
      }
    }
  }
  const delivered = sequence.length;
  const scanned = run.scanned + indexReads;
  const cost: CellCost = {
    costClass: run.costClass,
    requests: run.requests + indexReads,
    scanned,
    returned: run.entities.length,
    scannedPerResult: delivered === 0 ? null : scanned / delivered,
    bytes: Math.round(run.bytes + indexReads * primaryBytes(target, p.type.name)),
    partitionsTouched: run.partitionsTouched,
    indexReads,
    ...(origins === null ? {} : { returnedBySet }),
  };
  const pass = found.total === 0;
  const parts = (Object.entries(found.counts) as [MismatchKind, number][]).filter(([, n]) => n > 0);
  return {
    patternId: p.pattern.id,
    designId: target.id,
    verdict: pass ? 'pass' : 'fail',
    summary: pass ? MESSAGES.pass(delivered, run.costClass) : MESSAGES.fail(parts),
    filter: filters[0]!,
    ...(several ? { filters, merge } : {}),
    // One query names its table too: a seed's run on the live tables reads it from the cell.
    ...(tables.some((t) => t !== undefined)
      ? { tables: queries.map((q) => target.parts[q.table]!.name) }
      : {}),
    ...(alsoRead > 0 ? { alsoRead } : {}),
    cost,
    intended: expectation.count,
    delivered,
    mismatches: found.list,
    counts: found.counts,
    suggestion,
    errors: [],
  };
}

/** One table's sets, the sets a pattern also reads there, and its entity map (made once asked). */
class PartReader {
  readonly sets: (CompiledSet | undefined)[] = [];
  /** Each of this table's sets' position in the whole design (a table holds some of its sets). */
  readonly designIndex: number[] = [];
  readonly alsoSets: Set<number>;
  private made: EntityMap | null = null;
  constructor(
    private readonly part: TablePart,
    private readonly p: PreparedPattern,
    design: CompiledDesign,
  ) {
    for (const x of part.compiled.sets) {
      this.sets[x.index] = x;
      this.designIndex[x.index] = design.sets.findIndex((d) => d.set.name === x.set.name);
    }
    this.alsoSets = new Set(
      part.compiled.sets
        .filter((x) => p.pattern.alsoReads?.includes(x.set.name) === true)
        .map((x) => x.index),
    );
  }
  get map(): EntityMap {
    this.made ??= new EntityMap(this.part.compiled, this.p.type.name, this.p.keyTexts);
    return this.made;
  }
}

/**
 * Which of the design's tables a query reads: the one its table template names, or the design's
 * one table when it names none; a design of several tables needs the name.
 */
function tableOf(
  target: CheckTarget,
  template: string | undefined,
  p: PreparedPattern,
  field: PatternField,
): { ok: true; part: number } | { ok: false; error: PatternError } {
  const { parts } = target;
  if (template === undefined) {
    if (parts.length === 1) return { ok: true, part: 0 };
    return { ok: false, error: { field, message: MESSAGES.nameTheTable(parts.length) } };
  }
  const tableField = { ...field, table: true } as PatternField;
  const name = fillTemplate(template, p.values, tableField);
  if (!name.ok) return name;
  const part = parts.findIndex((x) => x.name === name.text);
  if (part >= 0) return { ok: true, part };
  // The service answers a query of a table that does not exist with 404 TableNotFound.
  const names = parts.map((x) => x.name).filter((x) => x !== '');
  return {
    ok: false,
    error: { field: tableField, message: MESSAGES.noSuchTable(name.text, names.join(', ')) },
  };
}

/** Where a query's error lies: the design's query, or one of its several. */
function queryField(designId: string, several: boolean, query: number): PatternField {
  return several ? { kind: 'query', designId, query } : { kind: 'query', designId };
}

/** The expected records an index or series entity stands for, and how many others it carries. */
function listed(
  t: Exclude<KeyTarget, number>,
  e: StoredEntity,
): { records: number[]; others: number } | null {
  const records: number[] = [];
  let others = 0;
  if (t.kind === 'index') {
    const list = e.properties[t.set.indexProperty];
    if (list?.type !== 'Edm.String') return null;
    const text = list.value;
    const entries = text === '' ? [] : text.split(t.set.separator);
    for (const entry of entries) {
      const i = t.entries.get(entry);
      if (i === undefined) others++;
      else records.push(i);
    }
    return { records, others };
  }
  const columns = new Set(t.set.columns.map((c) => c.name));
  // Stored properties hold no system properties or annotations: only columns and series values.
  for (const name of Object.keys(e.properties)) {
    if (columns.has(name)) continue;
    const i = t.names.get(name);
    if (i === undefined) others++;
    else records.push(i);
  }
  return { records, others };
}
