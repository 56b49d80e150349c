/**
 * The workload, the model's assumptions and the price sheet in share links and the autosave
 * (the comparison's fields `k`, `a` and `$`). Positional and short, like the rest of the
 * comparison: a read rate names its pattern by position. Reading checks every value (a number
 * is finite and in range, a bound one of its kinds, a write's kind one of three) and never
 * throws; a bad field is refused with a reason naming it.
 */
import {
  type Assumptions,
  EXAMPLE_PRICES,
  type PatternLoad,
  type PriceSheet,
  REDUNDANCIES,
  type Redundancy,
  type ResultBound,
  type Workload,
  type WriteKind,
  type WritePattern,
} from '../patterns';
import {
  about,
  type Checked,
  checkInteger,
  checkString,
  describe,
  isPlainObject,
  notUnderstood,
} from './checks';
import { type Note, note } from './note';

type Read<T> = Checked<T>;

const fail = (error: Note): { ok: false; error: Note } => ({ ok: false, error });

/** Most write patterns and record types a link carries. */
const MAX_WRITES = 16;
const MAX_TYPES = 16;
/** The largest rate (a second), record count and price a link may carry. */
const MAX_RATE = 1e9;
const MAX_RECORDS = 1e15;
const MAX_PRICE = 1e6;

/** A finite number in [min, max]. */
function checkNumber(raw: unknown, min: number, max: number): Read<number> {
  if (typeof raw !== 'number' || !Number.isFinite(raw)) {
    return fail(note('share.notANumber', { value: describe(raw) }));
  }
  if (raw < min || raw > max)
    return fail(note('share.notBetween', { value: String(raw), min, max }));
  return { ok: true, value: raw };
}

const KINDS: Readonly<Record<string, WriteKind>> = { i: 'insert', u: 'update', d: 'delete' };

function writeBound(b: ResultBound): unknown {
  if (b.kind === 'one') return 'o';
  return b.kind === 'at-most' ? ['m', b.n] : ['s', b.share];
}

function readBound(raw: unknown): Read<ResultBound> {
  if (raw === 'o') return { ok: true, value: { kind: 'one' } };
  if (Array.isArray(raw) && raw.length === 2 && raw[0] === 'm') {
    const n = checkInteger(raw[1], 1, 1e12);
    return n.ok
      ? { ok: true, value: { kind: 'at-most', n: n.value } }
      : fail(about(note('share.whatBound'), n.error));
  }
  if (Array.isArray(raw) && raw.length === 2 && raw[0] === 's') {
    const s = checkNumber(raw[1], 0, 1);
    return s.ok
      ? { ok: true, value: { kind: 'share', share: s.value } }
      : fail(about(note('share.whatBound'), s.error));
  }
  return fail(notUnderstood(note('share.whatBound'), raw));
}

/** The three fields' wire forms (absent when unset), reads keyed by pattern position. */
export function writeWorkloadFields(
  spec: {
    readonly workload?: Workload;
    readonly assumptions?: Assumptions;
    readonly prices?: PriceSheet;
  },
  patternIds: readonly string[],
): Record<string, unknown> {
  const wire: Record<string, unknown> = {};
  const w = spec.workload;
  if (w) {
    const reads = w.reads.flatMap((r) => {
      const at = patternIds.indexOf(r.patternId);
      if (at < 0) return [];
      const row: unknown[] = [at, r.perSecond, r.peakPerSecond];
      if (r.bound) row.push(writeBound(r.bound));
      return [row];
    });
    const writes = w.writes.map((x) => {
      const row: unknown[] = [x.id, x.name, x.recordType, x.kind[0], x.perSecond];
      if (x.kind === 'update' && x.changes && x.changes.length > 0) row.push(x.changes);
      return row;
    });
    wire.k = [reads, w.records && Object.keys(w.records).length > 0 ? w.records : 0, writes];
    if (w.skew) (wire.k as unknown[]).push(w.skew);
  }
  const a = spec.assumptions;
  if (a) {
    wire.a = [a.scanRate, a.roundTripMs, a.parallelReads];
    // A measured scan rate keeps what it rests on (pages, entities, time), so a reader of the
    // link sees it labelled as the measurement it is; an edited rate is no measurement.
    const m = a.scanRateMeasured;
    if (m && m.rate === a.scanRate) (wire.a as unknown[]).push([m.pages, m.scanned, m.ms]);
  }
  const p = spec.prices;
  if (p) {
    wire.$ = [
      p.currency,
      p.redundancy,
      REDUNDANCIES.map((r) => p.perTenThousand[r]),
      REDUNDANCIES.map((r) => p.perGbMonth[r]),
      p.asOf,
      p.batchBilling === 'operation' ? 'o' : 'r',
      ...(p.cosmosPer100RuMonth === undefined
        ? []
        : [p.cosmosPer100RuMonth, p.cosmosPerGbMonth ?? 0]),
    ];
  }
  return wire;
}

function readRead(raw: unknown, patternIds: readonly string[]): Read<PatternLoad> {
  if (!Array.isArray(raw) || raw.length < 3 || raw.length > 4) {
    return fail(notUnderstood(note('share.whatReadRate'), raw));
  }
  const at = checkInteger(raw[0], 0, patternIds.length - 1);
  if (!at.ok) return fail(about(note('share.whatReadRate'), at.error));
  const avg = checkNumber(raw[1], 0, MAX_RATE);
  if (!avg.ok) return fail(about(note('share.whatReadRate'), avg.error));
  const peak = checkNumber(raw[2], 0, MAX_RATE);
  if (!peak.ok) return fail(about(note('share.whatReadRate'), peak.error));
  const load: PatternLoad = {
    patternId: patternIds[at.value]!,
    perSecond: avg.value,
    peakPerSecond: peak.value,
  };
  if (raw.length === 3) return { ok: true, value: load };
  const bound = readBound(raw[3]);
  return bound.ok ? { ok: true, value: { ...load, bound: bound.value } } : bound;
}

function readWrite(raw: unknown): Read<WritePattern> {
  if (!Array.isArray(raw) || raw.length < 5 || raw.length > 6) {
    return fail(notUnderstood(note('share.whatWritePattern'), raw));
  }
  const [id, name, type, kind, rate, changes] = raw;
  for (const [s, max] of [
    [id, 64],
    [name, 256],
    [type, 255],
  ] as const) {
    const checked = checkString(s, max);
    if (!checked.ok) return fail(about(note('share.whatWritePattern'), checked.error));
  }
  const k = typeof kind === 'string' && Object.hasOwn(KINDS, kind) ? KINDS[kind]! : null;
  if (k === null) return fail(notUnderstood(note('share.whatWritePattern'), kind));
  const r = checkNumber(rate, 0, MAX_RATE);
  if (!r.ok) return fail(about(note('share.whatWritePattern'), r.error));
  if (
    changes !== undefined &&
    !(
      Array.isArray(changes) &&
      changes.length <= 252 &&
      changes.every((c) => typeof c === 'string' && c.length <= 255)
    )
  ) {
    return fail(notUnderstood(note('share.whatWritePattern'), changes));
  }
  return {
    ok: true,
    value: {
      id: id as string,
      name: name as string,
      recordType: type as string,
      kind: k,
      perSecond: r.value,
      ...(changes === undefined ? {} : { changes: changes as string[] }),
    },
  };
}

function readWorkload(raw: unknown, patternIds: readonly string[]): Read<Workload> {
  if (
    !Array.isArray(raw) ||
    raw.length < 3 ||
    raw.length > 4 ||
    !Array.isArray(raw[0]) ||
    !Array.isArray(raw[2])
  ) {
    return fail(notUnderstood(note('share.whatWorkload'), raw));
  }
  if (raw[0].length > patternIds.length || raw[2].length > MAX_WRITES) {
    return fail(notUnderstood(note('share.whatWorkload'), raw));
  }
  const reads: PatternLoad[] = [];
  for (const r of raw[0]) {
    const read = readRead(r, patternIds);
    if (!read.ok) return read;
    reads.push(read.value);
  }
  let records: Record<string, number> | undefined;
  if (raw[1] !== 0) {
    if (!isPlainObject(raw[1]) || Object.keys(raw[1]).length > MAX_TYPES) {
      return fail(notUnderstood(note('share.whatRecords'), raw[1]));
    }
    records = {};
    for (const [type, n] of Object.entries(raw[1])) {
      const count = checkInteger(n, 0, MAX_RECORDS);
      if (!count.ok || type.length > 255)
        return fail(
          about(
            note('share.whatRecords'),
            count.ok ? note('share.tooLong', { count: type.length, max: 255 }) : count.error,
          ),
        );
      records[type] = count.value;
    }
  }
  const writes: WritePattern[] = [];
  for (const w of raw[2]) {
    const write = readWrite(w);
    if (!write.ok) return write;
    if (writes.some((x) => x.id === write.value.id))
      return fail(notUnderstood(note('share.whatWritePattern'), write.value.id));
    writes.push(write.value);
  }
  let skew: number | undefined;
  if (raw.length === 4) {
    const s = checkNumber(raw[3], 0, 10);
    if (!s.ok) return fail(about(note('share.whatWorkload'), s.error));
    skew = s.value;
  }
  return {
    ok: true,
    value: { reads, ...(records ? { records } : {}), writes, ...(skew ? { skew } : {}) },
  };
}

function readAssumptions(raw: unknown): Read<Assumptions> {
  if (!Array.isArray(raw) || (raw.length !== 3 && raw.length !== 4))
    return fail(notUnderstood(note('share.whatAssumptions'), raw));
  const values: number[] = [];
  for (const v of raw.slice(0, 3)) {
    const n = checkNumber(v, 0, 1e12);
    if (!n.ok) return fail(about(note('share.whatAssumptions'), n.error));
    if (n.value === 0) {
      return fail(about(note('share.whatAssumptions'), note('share.notAboveZero', { value: 0 })));
    }
    values.push(n.value);
  }
  const value = { scanRate: values[0]!, roundTripMs: values[1]!, parallelReads: values[2]! };
  if (raw.length === 3) return { ok: true, value };
  const measured = raw[3];
  if (!Array.isArray(measured) || measured.length !== 3)
    return fail(notUnderstood(note('share.whatAssumptions'), measured));
  const counts: number[] = [];
  for (const v of measured) {
    const n = checkNumber(v, 0, 1e15);
    if (!n.ok) return fail(about(note('share.whatAssumptions'), n.error));
    counts.push(n.value);
  }
  const [pages, scanned, ms] = counts as [number, number, number];
  return {
    ok: true,
    value: { ...value, scanRateMeasured: { rate: value.scanRate, pages, scanned, ms } },
  };
}

function readPrices(raw: unknown): Read<PriceSheet> {
  const bad = () => fail(notUnderstood(note('share.whatPrices'), raw));
  if (!Array.isArray(raw) || (raw.length !== 6 && raw.length !== 8)) return bad();
  const [currency, redundancy, tx, gb, asOf, batch, ru, cosmosGb] = raw;
  if (typeof currency !== 'string' || !/^[A-Z]{3}$/.test(currency))
    return fail(notUnderstood(note('share.whatPrices'), currency));
  if (!REDUNDANCIES.includes(redundancy as Redundancy))
    return fail(notUnderstood(note('share.whatPrices'), redundancy));
  const table = (list: unknown): Read<Record<Redundancy, number>> => {
    if (!Array.isArray(list) || list.length !== REDUNDANCIES.length) return bad();
    const out = { ...EXAMPLE_PRICES.perTenThousand };
    for (const [i, r] of REDUNDANCIES.entries()) {
      const n = checkNumber(list[i], 0, MAX_PRICE);
      if (!n.ok) return fail(about(note('share.whatPrices'), n.error));
      out[r] = n.value;
    }
    return { ok: true, value: out };
  };
  const perTenThousand = table(tx);
  if (!perTenThousand.ok) return perTenThousand;
  const perGbMonth = table(gb);
  if (!perGbMonth.ok) return perGbMonth;
  const date = checkString(asOf, 32);
  if (!date.ok) return fail(about(note('share.whatPrices'), date.error));
  if (batch !== 'r' && batch !== 'o') return fail(notUnderstood(note('share.whatPrices'), batch));
  const cosmos: { cosmosPer100RuMonth?: number; cosmosPerGbMonth?: number } = {};
  if (raw.length === 8) {
    const perRu = checkNumber(ru, 0, MAX_PRICE);
    if (!perRu.ok) return fail(about(note('share.whatPrices'), perRu.error));
    const perGb = checkNumber(cosmosGb, 0, MAX_PRICE);
    if (!perGb.ok) return fail(about(note('share.whatPrices'), perGb.error));
    cosmos.cosmosPer100RuMonth = perRu.value;
    cosmos.cosmosPerGbMonth = perGb.value;
  }
  return {
    ok: true,
    value: {
      currency,
      redundancy: redundancy as Redundancy,
      perTenThousand: perTenThousand.value,
      perGbMonth: perGbMonth.value,
      asOf: date.value,
      batchBilling: batch === 'o' ? 'operation' : 'request',
      ...cosmos,
    },
  };
}

/** Reads the three fields of a comparison's wire form (each absent when unset). */
export function readWorkloadFields(
  raw: Readonly<Record<string, unknown>>,
  patternIds: readonly string[],
): Read<{ workload?: Workload; assumptions?: Assumptions; prices?: PriceSheet }> {
  const out: { workload?: Workload; assumptions?: Assumptions; prices?: PriceSheet } = {};
  if (raw.k !== undefined) {
    const w = readWorkload(raw.k, patternIds);
    if (!w.ok) return w;
    out.workload = w.value;
  }
  if (raw.a !== undefined) {
    const a = readAssumptions(raw.a);
    if (!a.ok) return a;
    out.assumptions = a.value;
  }
  if (raw.$ !== undefined) {
    const p = readPrices(raw.$);
    if (!p.ok) return p;
    out.prices = p.value;
  }
  return { ok: true, value: out };
}
