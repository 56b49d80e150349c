/**
 * The comparison in share links and the autosave: candidate designs and access patterns, never
 * data. The wire form is positional and short, because links should be: a design that is one of
 * the guide's presets travels as its preset id, and a pattern's queries name designs by position.
 * Reading checks every value and never throws; a bad comparison is refused as a whole with the
 * reason, since half a comparison would show a different matrix than its maker saw.
 */
import { DESIGN_PRESETS } from '../datasets';
import { type Design, designFromJSON, sameDesign } from '../design';
import type {
  AccessPattern,
  CandidateDesign,
  ComparisonSpec,
  DesignAnswer,
  ExpectedOrder,
  WriteLoadSettings,
} from '../patterns';
import { about, checkInteger, checkString, describe, isPlainObject, notUnderstood } from './checks';
import { type Note, type NoteParam, note } from './note';
import { readWorkloadFields, writeWorkloadFields } from './workload-field';

/** Most designs in a shared comparison. */
const MAX_SHARED_DESIGNS = 8;
/** Most patterns in a shared comparison. */
const MAX_SHARED_PATTERNS = 32;
/** Longest text of a pattern field (intent, query, name, parameter value). */
const MAX_TEXT = 4096;
/** Most entity-set names a pattern also reads. */
const MAX_SHARED_SETS = 16;
/** Most parameters of one pattern. */
const MAX_PARAMETERS = 16;

type Read<T> = { ok: true; value: T } | { ok: false; error: Note };

const fail = (error: Note): { ok: false; error: Note } => ({ ok: false, error });

/** `fail(notUnderstood(...))` for a value whose shape is wrong. */
const shapeless = (what: NoteParam, raw: unknown) => fail(notUnderstood(what, raw));

/** A problem inside the comparison: `comparison: order "x" is not understood`. */
const inComparison = (problem: Note) => fail(note('share.inComparison', { problem }));

/** A design's wire form: its preset id when it is that preset, else [id, design]. */
function writeDesign(c: CandidateDesign): unknown {
  const preset = DESIGN_PRESETS.find((p) => p.id === c.id);
  return preset && sameDesign(preset.design, c.design) ? c.id : [c.id, c.design];
}

function readDesign(raw: unknown): Read<CandidateDesign> {
  if (typeof raw === 'string') {
    const preset = DESIGN_PRESETS.find((p) => p.id === raw);
    return preset
      ? { ok: true, value: { id: raw, design: preset.design } }
      : fail(note('share.notPreset', { value: describe(raw) }));
  }
  if (!Array.isArray(raw) || raw.length !== 2) return shapeless(note('share.whatDesign'), raw);
  const id = checkString(raw[0], 64);
  if (!id.ok || id.value === '') return shapeless(note('share.whatDesignId'), raw[0]);
  const design = designFromJSON(raw[1]);
  return design.ok
    ? { ok: true, value: { id: id.value, design: design.design as Design } }
    : fail(note('share.badDesign', { value: describe(id.value), error: design.error }));
}

function writeOrder(order: ExpectedOrder | undefined): unknown {
  if (order === undefined) return 0;
  if (order === 'key') return 'k';
  return order.map((k) => (k.descending ? [k.property, 1] : k.property));
}

function readOrder(raw: unknown): Read<ExpectedOrder | undefined> {
  if (raw === 0) return { ok: true, value: undefined };
  if (raw === 'k') return { ok: true, value: 'key' };
  if (!Array.isArray(raw) || raw.length > 8) return shapeless(note('share.whatOrder'), raw);
  const keys: { property: string; descending?: boolean }[] = [];
  for (const k of raw) {
    if (typeof k === 'string' && k.length <= 255) keys.push({ property: k });
    else if (Array.isArray(k) && typeof k[0] === 'string' && k[1] === 1) {
      keys.push({ property: k[0], descending: true });
    } else return shapeless(note('share.whatOrderKey'), k);
  }
  return { ok: true, value: keys };
}

/** Most queries of one design's answer. */
const MAX_ANSWER_QUERIES = 64;

/**
 * An answer's wire form: the query text, or [merge ('o' in order, 'r' by RowKey), [query...]]
 * where a query is its text, or [text, table] when it names its table.
 */
function writeAnswer(answer: DesignAnswer): unknown {
  if (typeof answer === 'string') return answer;
  const queries = answer.queries.map((q) =>
    q.table === undefined ? q.filter : [q.filter, q.table],
  );
  return [answer.merge === 'by-row-key' ? 'r' : 'o', queries];
}

const wireQuery = (q: unknown): { filter: string; table?: string } | null => {
  const short = (x: unknown): x is string => typeof x === 'string' && x.length <= MAX_TEXT;
  if (short(q)) return { filter: q };
  if (Array.isArray(q) && q.length === 2 && short(q[0]) && short(q[1])) {
    return { filter: q[0], table: q[1] };
  }
  return null;
};

function readAnswer(raw: unknown): DesignAnswer | null {
  if (typeof raw === 'string') return raw.length <= MAX_TEXT ? raw : null;
  if (!Array.isArray(raw) || raw.length !== 2 || (raw[0] !== 'o' && raw[0] !== 'r')) return null;
  const list: unknown = raw[1];
  if (!Array.isArray(list) || list.length < 1 || list.length > MAX_ANSWER_QUERIES) return null;
  const queries = list.map(wireQuery);
  if (queries.some((q) => q === null)) return null;
  return {
    merge: raw[0] === 'r' ? 'by-row-key' : 'in-order',
    queries: queries as { filter: string; table?: string }[],
  };
}

/**
 * A pattern's wire form: [id, name, record type, [[param, value]...], intent, [[design, answer]...],
 * order, top, also-read set names]; top is 0 for none when the also-read names follow.
 */
function writePattern(p: AccessPattern, designIds: readonly string[]): unknown {
  const queries = designIds.flatMap((id, i) =>
    Object.hasOwn(p.queries, id) ? [[i, writeAnswer(p.queries[id]!)]] : [],
  );
  const wire: unknown[] = [
    p.id,
    p.name,
    p.recordType,
    p.parameters.map((q) => [q.name, q.value]),
    p.intent,
    queries,
    writeOrder(p.order),
  ];
  if (p.top !== undefined || p.alsoReads !== undefined) wire.push(p.top ?? 0);
  if (p.alsoReads !== undefined) wire.push(p.alsoReads);
  return wire;
}

const text = (raw: unknown, what: Note): Read<string> => {
  const s = checkString(raw, MAX_TEXT);
  return s.ok ? s : fail(about(what, s.error));
};

function readPattern(raw: unknown, designIds: readonly string[]): Read<AccessPattern> {
  if (!Array.isArray(raw) || raw.length < 7 || raw.length > 9) {
    return shapeless(note('share.whatPattern'), raw);
  }
  const [id, name, recordType, params, intent, queries, order, top, alsoReads] = raw;
  const strings = [
    text(id, note('share.whatPatternId')),
    text(name, note('share.whatPatternName')),
    text(recordType, note('share.whatRecordType')),
    text(intent, note('share.whatIntent')),
  ];
  for (const s of strings) if (!s.ok) return s;
  if (!Array.isArray(params) || params.length > MAX_PARAMETERS)
    return fail(note('share.parametersNotUnderstood'));
  const parameters: { name: string; value: string }[] = [];
  for (const q of params) {
    if (
      !Array.isArray(q) ||
      q.length !== 2 ||
      typeof q[0] !== 'string' ||
      typeof q[1] !== 'string' ||
      q[1].length > MAX_TEXT
    ) {
      return shapeless(note('share.whatParameter'), q);
    }
    parameters.push({ name: q[0], value: q[1] });
  }
  if (!Array.isArray(queries)) return fail(note('share.queriesNotUnderstood'));
  const byDesign: Record<string, DesignAnswer> = {};
  for (const q of queries) {
    const at = Array.isArray(q) ? checkInteger(q[0], 0, designIds.length - 1) : null;
    const answer = at?.ok ? readAnswer(q[1]) : null;
    if (!at?.ok || answer === null) return shapeless(note('share.whatQuery'), q);
    byDesign[designIds[at.value]!] = answer;
  }
  const also = alsoReads === undefined ? [] : alsoReads;
  if (
    !Array.isArray(also) ||
    also.length > MAX_SHARED_SETS ||
    !also.every((n) => typeof n === 'string' && n.length <= 255)
  ) {
    return shapeless(note('share.whatAlsoReads'), alsoReads);
  }
  const readO = readOrder(order);
  if (!readO.ok) return readO;
  const t = top === undefined || top === 0 ? null : checkInteger(top, 1, 1000);
  if (t !== null && !t.ok) return fail(about('$top', t.error));
  const pattern: AccessPattern = {
    id: id as string,
    name: name as string,
    recordType: recordType as string,
    parameters,
    intent: intent as string,
    queries: byDesign,
    ...(readO.value === undefined ? {} : { order: readO.value }),
    ...(t === null ? {} : { top: t.value }),
    ...(alsoReads === undefined ? {} : { alsoReads: also as string[] }),
  };
  return { ok: true, value: pattern };
}

/** The comparison's wire form. */
export function writeComparison(spec: ComparisonSpec | null): unknown {
  if (spec === null) return null;
  const ids = spec.designs.map((d) => d.id);
  const wire: Record<string, unknown> = {
    d: spec.designs.map(writeDesign),
    p: spec.patterns.map((p) => writePattern(p, ids)),
  };
  if (spec.writeLoad) {
    const a = spec.writeLoad.arrival;
    wire.w = [spec.writeLoad.recordsPerSecond, a.kind === 'uniform' ? 0 : a.property];
  }
  if (spec.scale !== undefined) wire.s = spec.scale;
  if (spec.scenario !== undefined) wire.c = spec.scenario;
  Object.assign(
    wire,
    writeWorkloadFields(
      spec,
      spec.patterns.map((p) => p.id),
    ),
  );
  return wire;
}

function readWriteLoad(raw: unknown): Read<WriteLoadSettings | undefined> {
  if (raw === undefined) return { ok: true, value: undefined };
  if (
    !Array.isArray(raw) ||
    typeof raw[0] !== 'number' ||
    !(raw[0] > 0) ||
    !Number.isFinite(raw[0])
  ) {
    return shapeless(note('share.whatWriteLoad'), raw);
  }
  const arrival =
    raw[1] === 0
      ? ({ kind: 'uniform' } as const)
      : typeof raw[1] === 'string'
        ? ({ kind: 'by-property', property: raw[1] } as const)
        : null;
  if (arrival === null) return shapeless(note('share.whatArrival'), raw[1]);
  return { ok: true, value: { recordsPerSecond: raw[0], arrival } };
}

/** Reads a comparison's wire form; null is "no comparison". */
export function readComparison(raw: unknown): Read<ComparisonSpec | null> {
  if (raw === null) return { ok: true, value: null };
  if (!isPlainObject(raw) || !Array.isArray(raw.d) || !Array.isArray(raw.p)) {
    return shapeless(note('share.whatComparison'), raw);
  }
  if (raw.d.length > MAX_SHARED_DESIGNS || raw.p.length > MAX_SHARED_PATTERNS) {
    return fail(
      note('share.comparisonTooBig', {
        designs: String(raw.d.length),
        patterns: String(raw.p.length),
        maxDesigns: String(MAX_SHARED_DESIGNS),
        maxPatterns: String(MAX_SHARED_PATTERNS),
      }),
    );
  }
  const designs: CandidateDesign[] = [];
  for (const d of raw.d) {
    const r = readDesign(d);
    if (!r.ok) return inComparison(r.error);
    if (designs.some((x) => x.id === r.value.id))
      return fail(note('share.designTwice', { value: describe(r.value.id) }));
    designs.push(r.value);
  }
  const ids = designs.map((d) => d.id);
  const patterns: AccessPattern[] = [];
  for (const p of raw.p) {
    const r = readPattern(p, ids);
    if (!r.ok) return inComparison(r.error);
    patterns.push(r.value);
  }
  const w = readWriteLoad(raw.w);
  if (!w.ok) return inComparison(w.error);
  const s = raw.s === undefined ? null : checkInteger(raw.s, 1, 1e12);
  if (s !== null && !s.ok) return fail(about(note('share.whatScale'), s.error));
  const c = raw.c === undefined ? null : checkString(raw.c, 64);
  if (c !== null && !c.ok) return shapeless(note('share.whatScenario'), raw.c);
  const more = readWorkloadFields(
    raw,
    patterns.map((p) => p.id),
  );
  if (!more.ok) return inComparison(more.error);
  return {
    ok: true,
    value: {
      ...(c === null ? {} : { scenario: c.value }),
      designs,
      patterns,
      ...(w.value === undefined ? {} : { writeLoad: w.value }),
      ...(s === null ? {} : { scale: s.value }),
      ...more.value,
    },
  };
}
