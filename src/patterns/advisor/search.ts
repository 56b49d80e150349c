/**
 * The design search (docs/access-patterns.md, "Proposed designs"): a deterministic enumeration
 * of candidate designs along the guide's moves (moves.ts), each built over the records and
 * checked against every pattern with the advisor's own proposed queries (propose.ts, the same
 * check as any answer); only designs where every pattern passes, and the write load asked
 * holds, are ranked, by the workload's cost a month (workload/cost.ts), then writes per new
 * record, then storage. Three rounds: the keys alone; each base with a copy, an intra-partition
 * copy or index entities for every pattern it serves badly; and a hash-bucket spread of any
 * design whose writes run hot. Pure: the worker runs it over the comparison's records.
 */
import type { DataRecord, Design, EntitySet, RecordType } from '../../design';
import { type Coded, type CostClass, coded } from '../../engine';
import { checkMatrix, type LoadedComparison, loadComparison } from '../comparison';
import { type PreparedPattern, preparePattern, type RecordArrays } from '../prepare';
import type { AccessPattern, CandidateDesign, CellResult, DesignAnswer } from '../types';
import { workloadCost } from '../workload/cost';
import { workloadHeat } from '../workload/heat';
import type { Workload } from '../workload/types';
import { writeLoad } from '../write-load';
import {
  BUCKETS,
  bucketed,
  copySet,
  exactField,
  factsOf,
  indexSet,
  needsOf,
  type PatternNeeds,
  partitionKeys,
  propertiesIn,
  rowKeysFor,
  seriesSet,
  type TypeFacts,
  tagOf,
  uniqueRowKey,
} from './moves';
import { proposeAnswer } from './propose';
import type { Advice, AdviceSettings, AdvisorMove, ProposedDesign } from './types';

/** How many bases (those serving the most patterns well) the second round adds sets to. */
const AUGMENTED_BASES = 8;

/** A candidate as the search builds it: its sets and the moves that made it. */
interface Candidate {
  readonly sets: readonly EntitySet[];
  readonly moves: readonly AdvisorMove[];
}

/** A candidate built and checked. */
interface Checked {
  readonly candidate: Candidate;
  readonly design: Design;
  /** Per pattern (in order), the proposed answer's cell, or null when none passes. */
  readonly cells: readonly (CellResult | null)[];
  /** Per pattern, the proposed answer itself. */
  readonly answers: readonly (DesignAnswer | null)[];
  readonly loaded: Extract<LoadedComparison, { ok: true }> | null;
  readonly writeLoadHolds: boolean | null;
}

/** A pattern is served badly when it reads the whole table, many partitions, or ten times what it returns. */
function servedBadly(cell: CellResult | null): boolean {
  if (cell === null || cell.cost === null) return true;
  const c = cell.cost.costClass;
  if (c === 'table-scan' || c === 'multi-partition-scan') return true;
  return (cell.cost.scannedPerResult ?? 0) > 10;
}

/** A design's name: its sets' keys, in no language (it is the user's once added). */
function nameOf(sets: readonly EntitySet[]): string {
  return sets
    .map((s) => `${s.kind === 'copy' ? '' : `${s.kind} `}${s.partitionKey} / ${s.rowKey}`)
    .join(' + ');
}

const setKey = (s: EntitySet) => `${s.kind}|${s.recordType}|${s.partitionKey}|${s.rowKey}`;

/** The search's state: what it has built, and the inputs every candidate reads. */
class Search {
  readonly checked: Checked[] = [];
  private readonly seen = new Set<string>();
  readonly prepared: (PreparedPattern | null)[];
  readonly patternsOf = new Map<string, PatternNeeds[]>();
  readonly facts = new Map<string, TypeFacts>();

  constructor(
    readonly types: readonly RecordType[],
    readonly records: RecordArrays,
    readonly patterns: readonly AccessPattern[],
    readonly settings: AdviceSettings,
    readonly limit: number,
  ) {
    this.prepared = patterns.map((p) => {
      const r = preparePattern(p, types, records);
      return r.ok ? r.prepared : null;
    });
    for (const p of patterns) {
      const n = needsOf(p);
      const type = types.find((t) => t.name === p.recordType);
      if (n === null || type === undefined) continue;
      if (!this.facts.has(type.name))
        this.facts.set(type.name, factsOf(type, records[type.name] ?? []));
      this.patternsOf.set(type.name, [...(this.patternsOf.get(type.name) ?? []), n]);
    }
  }

  get full(): boolean {
    return this.checked.length >= this.limit;
  }

  /** Builds and checks a candidate once (the same sets are one candidate). */
  check(candidate: Candidate): Checked | null {
    const key = candidate.sets.map(setKey).sort().join('\n');
    if (this.seen.has(key) || this.full) return null;
    this.seen.add(key);
    const design: Design = { name: nameOf(candidate.sets), entitySets: candidate.sets };
    const loaded = loadComparison(this.types, this.records, [{ id: 'candidate', design }]);
    const target = loaded.ok ? loaded.designs[0]! : null;
    // A design whose keys collide (two records, one key) loses records: no candidate.
    if (target === null || target.metrics.problems > 0) {
      const none = this.patterns.map(() => null);
      const out = {
        candidate,
        design,
        cells: none,
        answers: none,
        loaded: null,
        writeLoadHolds: null,
      };
      this.checked.push(out);
      return out;
    }
    const found = this.prepared.map((p) =>
      p === null ? null : proposeAnswer(p, target, this.types),
    );
    const cells = found.map((f) => f?.cell ?? null);
    const answers = found.map((f) => f?.answer ?? null);
    const asked = this.settings.writeLoad;
    let writeLoadHolds: boolean | null = null;
    if (asked !== undefined && loaded.ok) {
      const w = writeLoad(loaded, asked);
      writeLoadHolds = w.ok ? (w.load.designs[0]?.passes ?? false) : false;
    }
    const out = {
      candidate,
      design,
      cells,
      answers,
      loaded: loaded.ok ? loaded : null,
      writeLoadHolds,
    };
    this.checked.push(out);
    return out;
  }
}

/** The first round: each record type's keys from its patterns' equalities, ranges and orders. */
function bases(s: Search, type: string): Candidate[] {
  const facts = s.facts.get(type)!;
  const needs = s.patternsOf.get(type) ?? [];
  const out: Candidate[] = [];
  for (const pk of partitionKeys(facts, needs)) {
    const rks = new Set(['', ...needs.flatMap((n) => rowKeysFor(facts, pk, n))]);
    for (const rk of rks) {
      const unique = uniqueRowKey(facts, pk, rk);
      if (unique === null) continue;
      // A PartitionKey that alone tells the records apart takes the type's name as its RowKey,
      // as the guide's department row does (one entity per partition).
      const rowKey = unique === '' ? type.replace(/[{}]/g, '$&$&') : unique;
      const name = s.patternsOf.size > 1 ? `${type} primary` : 'primary';
      out.push({ sets: [copySet(facts, name, pk, rowKey)], moves: ['keys'] });
    }
  }
  const read = new Set(needs.flatMap((n) => [...n.equal, ...n.range]));
  for (const n of needs) {
    const series = seriesSet(type, n, facts, read);
    if (series !== null) out.push({ sets: [series], moves: ['series'] });
  }
  return out;
}

/** The ways to serve one pattern a base serves badly: a copy, an intra-partition copy, index entities. */
function servings(s: Search, base: Candidate, n: PatternNeeds): Candidate[] {
  const type = n.pattern.recordType;
  const facts = s.facts.get(type)!;
  const primary = base.sets.find((x) => x.recordType === type);
  const out: Candidate[] = [];
  const name = `for ${n.pattern.id}`;
  const first = n.equal[0];
  if (first !== undefined) {
    const pkField = exactField(facts, first);
    if (pkField !== null) {
      const pk = `${tagOf(n.equal.at(-1)!)}${pkField}`;
      for (const rk of [...rowKeysFor(facts, pkField, n), '']) {
        const unique = uniqueRowKey(facts, pk, rk);
        if (unique === null || unique === '') continue;
        out.push({ sets: [copySet(facts, name, pk, unique)], moves: ['copy'] });
        break;
      }
    }
  }
  // In the primary's own partitions, told apart by a RowKey prefix: when the pattern pins them.
  if (
    primary?.kind === 'copy' &&
    propertiesIn(primary.partitionKey).every((p) => n.equal.includes(p))
  ) {
    const inPk = new Set(propertiesIn(primary.partitionKey));
    const rest = n.equal.filter((p) => !inPk.has(p));
    const fields = rest.map((p) => exactField(facts, p));
    if (rest.length > 0 && fields.every((f) => f !== null)) {
      const unique = uniqueRowKey(
        facts,
        primary.partitionKey,
        `${tagOf(rest[0]!)}${fields.join('_')}`,
      );
      if (unique !== null)
        out.push({
          sets: [copySet(facts, name, primary.partitionKey, unique)],
          moves: ['intra-copy'],
        });
    }
  }
  if (primary?.kind === 'copy') {
    const index = indexSet(type, n, facts, primary);
    if (index !== null) out.push({ sets: [index], moves: ['index'] });
  }
  return out;
}

/** Every combination of one serving per badly served pattern, added to the base. */
function augmented(base: Candidate, options: readonly Candidate[][]): Candidate[] {
  let combos: Candidate[] = [base];
  for (const choices of options) {
    if (choices.length === 0) continue;
    combos = combos.flatMap((c) =>
      choices.map((o) => ({
        sets: [...c.sets, ...o.sets],
        moves: [...new Set([...c.moves, ...o.moves])],
      })),
    );
  }
  return combos.filter((c) => c !== base);
}

/** The design with its primary PartitionKey spread over hash buckets. */
function spread(s: Search, c: Candidate): Candidate | null {
  const [primary, ...rest] = c.sets;
  if (primary === undefined || primary.kind !== 'copy') return null;
  const pk = bucketed(s.facts.get(primary.recordType)!, primary.partitionKey);
  if (pk === null) return null;
  return { sets: [{ ...primary, partitionKey: pk }, ...rest], moves: [...c.moves, 'buckets'] };
}

/**
 * The workload the ranking uses: the reader's, at the size of all the records for a type whose
 * production count it does not set, with one insert a second for a type it never writes.
 */
function rankingWorkload(
  s: Search,
  counts: Readonly<Record<string, number>>,
): { workload: Workload; assumptions: Coded[] } {
  const given = s.settings.workload ?? { reads: [], writes: [] };
  const records = {
    ...counts,
    ...(s.settings.scale === null ? {} : scaled(counts, s.settings.scale)),
    ...given.records,
  };
  const writes = [...given.writes];
  const assumptions: Coded[] = [];
  for (const type of s.patternsOf.keys()) {
    if (writes.some((w) => w.recordType === type && w.kind === 'insert')) continue;
    writes.push({
      id: `advisor-insert-${type}`,
      name: type,
      recordType: type,
      kind: 'insert',
      perSecond: 1,
    });
    assumptions.push(coded('advisor.assumedInsert', { type }));
  }
  return { workload: { ...given, records, writes }, assumptions };
}

/** Every type's count at the projection's scale. */
function scaled(counts: Readonly<Record<string, number>>, scale: number): Record<string, number> {
  return Object.fromEntries(Object.keys(counts).map((k) => [k, scale]));
}

/** The patterns whose answer reads set `k` of a design most. */
function servedBy(c: Checked, k: number, patterns: readonly AccessPattern[]): AccessPattern[] {
  return patterns.filter((_, i) => {
    const bySet = c.cells[i]?.cost?.returnedBySet;
    if (bySet === undefined) return false;
    const most = Math.max(...bySet);
    return most > 0 && bySet[k] === most;
  });
}

/** The one plain sentence per choice of a design, naming the patterns each set answers. */
function reasons(
  c: Checked,
  patterns: readonly AccessPattern[],
  facts: ReadonlyMap<string, TypeFacts>,
): Coded[] {
  return c.candidate.sets.map((set, k) => {
    const served = servedBy(c, k, patterns)
      .map((p) => p.name)
      .join(', ');
    const keys = {
      pk: set.partitionKey,
      rk: set.rowKey,
      type: set.recordType,
      patterns: served || '—',
    };
    if (set.kind === 'series')
      return coded('advisor.reasonSeries', { ...keys, name: set.series?.name ?? '' });
    if (set.kind === 'index') return coded('advisor.reasonIndex', keys);
    if (k > 0) return coded('advisor.reasonCopy', keys);
    if (set.partitionKey.includes('|hash:')) {
      const property = facts.get(set.recordType)?.identity[0] ?? '';
      return coded('advisor.reasonBuckets', { ...keys, count: BUCKETS, property });
    }
    return coded('advisor.reasonPrimary', keys);
  });
}

/** Records per type the search builds its candidates over; the best few are confirmed on all. */
const SAMPLE = 1000;

/**
 * A sample of each record type's records for the search: every record a pattern expects (so each
 * pattern still asks for something) and records evenly spaced through the rest, in their order.
 */
function sampleOf(
  types: readonly RecordType[],
  records: RecordArrays,
  patterns: readonly AccessPattern[],
  size: number,
): RecordArrays | null {
  if (Object.values(records).every((r) => r.length <= size)) return null;
  const out: Record<string, DataRecord[]> = {};
  for (const [name, all] of Object.entries(records)) {
    if (all.length <= size) {
      out[name] = [...all];
      continue;
    }
    const keep = new Set<number>();
    for (const p of patterns.filter((x) => x.recordType === name)) {
      const prepared = preparePattern(p, types, records);
      if (!prepared.ok) continue;
      const { required, allowed } = prepared.prepared.expectation;
      for (const i of [...required, ...allowed].slice(0, size / 4)) keep.add(i);
    }
    const step = all.length / size;
    for (let k = 0; keep.size < size && k < size; k++) keep.add(Math.floor(k * step));
    out[name] = [...keep].sort((x, y) => x - y).map((i) => all[i]!);
  }
  return out;
}

/**
 * How a caller lets other work in and stops the search: `pause` resolves once messages waiting
 * have been taken (the worker's next task), `cancelled` says whether the reader asked to stop.
 */
export interface SearchControl {
  readonly pause: () => Promise<void>;
  readonly cancelled: () => boolean;
}

/** Never pauses, never cancelled: a search run to the end at once. */
const UNINTERRUPTED: SearchControl = { pause: () => Promise.resolve(), cancelled: () => false };

/**
 * Runs the search: candidates built, checked, ranked; `onProgress` hears (built, limit), and
 * between candidates `control` may let other work in and stop it (then the answer says so and
 * ranks what was built).
 */
export async function adviseDesigns(
  types: readonly RecordType[],
  records: RecordArrays,
  patterns: readonly AccessPattern[],
  settings: AdviceSettings,
  now: () => number,
  onProgress?: (built: number, limit: number) => void,
  control: SearchControl = UNINTERRUPTED,
): Promise<Advice> {
  const started = now();
  const limit = settings.limit ?? 400;
  const keep = settings.keep ?? 5;
  const sample = sampleOf(types, records, patterns, settings.sample ?? SAMPLE);
  const s = new Search(types, sample ?? records, patterns, settings, limit);
  const progress = () => onProgress?.(s.checked.length, limit + (sample ? keep : 0));
  const cancelled = !(await searchRounds(s, patterns, progress, control));
  // Figures at the size of all the records, whatever the search built over.
  const counts: Record<string, number> = {};
  for (const [name, list] of Object.entries(records)) counts[name] = list.length;
  const { workload, assumptions } = rankingWorkload(s, counts);
  const ranking = (search: Search) => rank(search, patterns, workload, settings, now);
  const searched = ranking(s);
  const passing = s.checked.filter(
    (c) => c.loaded !== null && c.cells.every((x) => x !== null) && c.writeLoadHolds !== false,
  ).length;
  let best = searched.slice(0, keep);
  if (sample !== null && !cancelled) {
    // The best few of the sample, built and checked again over every record, one at a time:
    // each is priced and its tables let go before the next is built (at a million records one
    // design's tables are hundreds of MB, and five held at once crashed Chromium's worker).
    const full = new Search(types, records, patterns, settings, keep);
    const byDesign = new Map(s.checked.map((c) => [c.design.name, c.candidate]));
    const confirmed: ProposedDesign[] = [];
    let built = 0;
    for (const d of best) {
      const candidate = byDesign.get(d.design.name);
      if (candidate) full.check(candidate);
      confirmed.push(...ranking(full));
      built += full.checked.length;
      full.checked.length = 0;
      onProgress?.(s.checked.length + built, limit + keep);
      await control.pause();
    }
    best = confirmed.sort(byCost);
  }
  const listed = new Set(best.slice(0, keep).map((d) => d.design.name));
  return {
    candidates: s.checked.length,
    passing,
    moves: [...new Set(s.checked.flatMap((c) => c.candidate.moves))],
    best: best.slice(0, keep).map((d, k) => ({ ...d, id: `advisor-${k + 1}` })),
    points: searched.map((d) => ({
      id: d.id,
      design: d.design.name,
      monthly: d.monthly.total,
      writesPerRecord: d.writesPerRecord,
      listed: listed.has(d.design.name),
    })),
    unserved: unservedPatterns(s, patterns),
    assumptions,
    records: Object.values(records).reduce((n, r) => n + r.length, 0),
    sampled: sample === null ? null : Object.values(sample).reduce((n, r) => n + r.length, 0),
    cancelled,
    ms: now() - started,
  };
}

/**
 * One design appraised as the search appraises its candidates: each pattern's proposed query
 * checked on it, priced under the same workload and prices. A lesson sets the learner's own
 * design beside the advisor's best this way, so both sides rest on the same rules. Null when the
 * design's keys collide (two records, one key) or some pattern has no correct answer on it.
 */
export function appraiseDesign(
  types: readonly RecordType[],
  records: RecordArrays,
  patterns: readonly AccessPattern[],
  design: Design,
  settings: AdviceSettings,
  now: () => number,
): ProposedDesign | null {
  const s = new Search(types, records, patterns, settings, 1);
  const c = s.check({ sets: design.entitySets, moves: [] });
  if (c === null || c.loaded === null || c.cells.some((x) => x === null)) return null;
  const counts: Record<string, number> = {};
  for (const [name, list] of Object.entries(records)) counts[name] = list.length;
  const { workload } = rankingWorkload(s, counts);
  const names: Record<string, string[]> = {};
  for (const t of types) names[t.name] = t.properties.map((p) => p.name);
  const modelSettings = {
    scale: settings.scale,
    workload,
    ...(settings.assumptions ? { assumptions: settings.assumptions } : {}),
  };
  const found = proposed(c, 0, patterns, modelSettings, settings, names, s.facts, now);
  return { ...found, id: 'appraised', design };
}

/** The three rounds of the search; false when the reader stopped it. */
async function searchRounds(
  s: Search,
  patterns: readonly AccessPattern[],
  progress: () => void,
  control: SearchControl,
): Promise<boolean> {
  /** After each candidate: progress, a pause for waiting messages, and whether to go on. */
  const step = async () => {
    progress();
    await control.pause();
    return !control.cancelled();
  };
  // Round 1: the keys of each type; several types are combined with the others' first bases.
  const perType = [...s.patternsOf.keys()].map((t) => bases(s, t));
  const [main = [], ...others] = perType;
  const round1: Checked[] = [];
  for (const b of main) {
    const r = s.check({
      sets: [...b.sets, ...others.flatMap((o) => o[0]?.sets ?? [])],
      moves: b.moves,
    });
    if (r !== null) round1.push(r);
    if (!(await step())) return false;
  }
  // Round 2: serve what the most promising bases serve badly, every combination of the ways to.
  const promising = round1
    .filter((b) => b.loaded !== null)
    .map((b) => ({ b, bad: b.cells.filter((c) => servedBadly(c)).length }))
    .sort((x, y) => x.bad - y.bad)
    .slice(0, AUGMENTED_BASES)
    .map((x) => x.b);
  for (const base of promising) {
    const options = patterns
      .map((p, i) => ({ i, n: needsOf(p) }))
      .filter(({ i }) => servedBadly(base.cells[i] ?? null))
      .map(({ n }) => (n === null ? [] : servings(s, base.candidate, n)));
    for (const c of augmented(base.candidate, options)) {
      if (s.full) break;
      s.check(c);
      if (!(await step())) return false;
    }
  }
  // Round 3: spread the writes of any design whose write load does not hold, or whose
  // PartitionKey is a period of time (every write of the period lands in one partition: the
  // guide's hot partition, which a sample's write load may not show).
  for (const c of [...s.checked]) {
    const timed = /\|format:/.test(c.candidate.sets[0]?.partitionKey ?? '');
    if ((c.writeLoadHolds !== false && !timed) || s.full) continue;
    const sp = spread(s, c.candidate);
    if (sp !== null) s.check(sp);
    if (!(await step())) return false;
  }
  return true;
}

/** The passing candidates of a search, priced and ranked: cheapest, then fewest writes, then least storage. */
function rank(
  s: Search,
  patterns: readonly AccessPattern[],
  workload: Workload,
  settings: AdviceSettings,
  now: () => number,
): ProposedDesign[] {
  const modelSettings = {
    scale: settings.scale,
    workload,
    ...(settings.assumptions ? { assumptions: settings.assumptions } : {}),
  };
  const names: Record<string, string[]> = {};
  for (const t of s.types) names[t.name] = t.properties.map((p) => p.name);
  const passing = s.checked.filter(
    (c) => c.loaded !== null && c.cells.every((x) => x !== null) && c.writeLoadHolds !== false,
  );
  const ranked = passing
    .map((c, k) => proposed(c, k, patterns, modelSettings, settings, names, s.facts, now))
    // A set no pattern reads only costs writes: the design without it is better.
    .filter((d) => d.usedSets === d.design.entitySets.length);
  return ranked.sort(byCost);
}

/** The ranking's order: cheapest a month, then fewest writes per new record, then least storage. */
function byCost(a: ProposedDesign, b: ProposedDesign): number {
  return (
    a.monthly.total - b.monthly.total ||
    a.writesPerRecord - b.writesPerRecord ||
    a.storageGb - b.storageGb
  );
}

/** A passing candidate priced under the workload. */
function proposed(
  c: Checked,
  k: number,
  patterns: readonly AccessPattern[],
  modelSettings: Parameters<typeof workloadCost>[3],
  settings: AdviceSettings,
  names: Record<string, string[]>,
  facts: ReadonlyMap<string, TypeFacts>,
  now: () => number,
): ProposedDesign {
  const id = `candidate-${k}`;
  const classes: Record<string, CostClass> = {};
  for (const [i, p] of patterns.entries()) classes[p.id] = c.cells[i]!.cost!.costClass;
  // The proposed answers are the patterns' queries on this design.
  const asked = patterns.map((p, i) => ({ ...p, queries: { [id]: c.answers[i]! } }));
  const candidate: CandidateDesign = { id, design: c.design };
  const loaded = c.loaded!;
  const relabelled = { ...loaded, designs: loaded.designs.map((d) => ({ ...d, id })) };
  const matrix = checkMatrix(relabelled, asked, now, (p) => {
    const i = asked.indexOf(p);
    return [{ ...c.cells[i]!, designId: id }];
  });
  const cost = workloadCost(matrix, asked, [candidate], modelSettings, settings.prices, names)
    .designs[0]!;
  const heat = workloadHeat(matrix, asked, [candidate], modelSettings, names).designs[0];
  const footer = matrix.footers[0]!;
  return {
    id,
    design: c.design,
    answers: Object.fromEntries(asked.map((p) => [p.id, p.queries[id]!])),
    classes,
    requests: Object.fromEntries(patterns.map((p, i) => [p.id, c.cells[i]!.cost!.requests])),
    monthly: { total: cost.total, reads: cost.reads, writes: cost.writes, storage: cost.storage },
    writesPerRecord: footer.writesPerRecord,
    storageGb: cost.storageGb,
    headroom: heat?.partitions[0]?.headroom ?? null,
    writeLoadHolds: c.writeLoadHolds,
    reasons: reasons(c, patterns, facts),
    served: c.candidate.sets.map((_, k) => servedBy(c, k, patterns).map((p) => p.id)),
    usedSets: c.candidate.sets.filter((_, k) => servedBy(c, k, patterns).length > 0).length,
    moves: c.candidate.moves,
  };
}

/** Patterns no built candidate serves without a table scan, with the reason in the guide's words. */
function unservedPatterns(s: Search, patterns: readonly AccessPattern[]) {
  const out: { patternId: string; reason: Coded }[] = [];
  for (const [i, p] of patterns.entries()) {
    const best = s.checked
      .map((c) => c.cells[i])
      .filter((x): x is CellResult => x != null)
      .map((x) => x.cost!.costClass);
    if (best.length > 0 && best.some((c) => c !== 'table-scan')) continue;
    const n = needsOf(p);
    const reason =
      n === null
        ? coded('advisor.unreadIntent', { pattern: p.name })
        : n.equal.length === 0 && n.range.length === 0
          ? coded('advisor.nothingPinned', { pattern: p.name })
          : best.length === 0
            ? coded('advisor.noneCorrect', { pattern: p.name })
            : coded('advisor.onlyScans', { pattern: p.name });
    out.push({ patternId: p.id, reason });
  }
  return out;
}
