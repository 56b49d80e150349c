/**
 * A comparison: candidate designs applied to one set of records (held once, as arrays every
 * design reads), each loaded as an engine table, and the matrix of every pattern checked against
 * every design. Pure: the worker keeps the result and answers the UI from it.
 */
import {
  applyDesignToTable,
  type CompiledDesign,
  compileDesign,
  type DataRecord,
  type DesignError,
  designMetrics,
  type RecordType,
  routeByTable,
  routesTables,
  SharedProperties,
  sumMetrics,
  type TableRoute,
} from '../design';
import type { Coded, QueryOptions } from '../engine';
import { cheaper, proposeAnswer } from './advisor/propose';
import { type CheckTarget, checkCell, type TablePart } from './check';
import { footerOf } from './footers';
import { MESSAGES } from './messages';
import { type PreparedPattern, preparePattern, type RecordArrays } from './prepare';
import { RecordIndexes } from './record-index';
import type { AccessPattern, CandidateDesign, CellResult, Matrix } from './types';
import { designGrowth } from './workload/growth';
import { growthOverTables } from './workload/growth-tables';
import { pinnedBy } from './workload/pinned';
import type { DesignGrowth } from './workload/types';

/** A design of a comparison, loaded. */
interface LoadedDesign extends CheckTarget {
  readonly candidate: CandidateDesign;
  /**
   * How its entity sets grow with the data (workload/growth.ts): worked out when first read, so
   * a comparison's first matrix does not wait for a pass over every design's entities.
   */
  readonly growth: DesignGrowth;
}

/**
 * `design` with its growth inferred by `infer` on first read (a getter, not enumerable: copying
 * the design for a quick check does not infer it).
 */
function withGrowth(design: Omit<LoadedDesign, 'growth'>, infer: () => DesignGrowth): LoadedDesign {
  let growth: DesignGrowth | undefined;
  Object.defineProperty(design, 'growth', {
    get: () => {
      growth ??= infer();
      return growth;
    },
    enumerable: false,
  });
  return design as LoadedDesign;
}

/** Loaded designs over shared records, or the first design that does not fit them. */
export type LoadedComparison =
  | {
      readonly ok: true;
      readonly types: readonly RecordType[];
      readonly records: RecordArrays;
      readonly designs: readonly LoadedDesign[];
      /** Value indexes of the records, built as intents ask for them. */
      readonly indexes: RecordIndexes;
    }
  | {
      readonly ok: false;
      readonly error: {
        /** Which design does not fit, and why (the design's first error, as a nested message). */
        readonly message: Coded;
        readonly designId: string;
        readonly errors: readonly DesignError[];
      };
    };

/** Reads each record type's records once into an array that every design then reads. */
export function holdRecords(
  types: readonly RecordType[],
  records: Readonly<Record<string, Iterable<DataRecord>>>,
): RecordArrays {
  const held: Record<string, DataRecord[]> = {};
  for (const t of types) {
    held[t.name] = Object.hasOwn(records, t.name) ? Array.from(records[t.name]!) : [];
  }
  return held;
}

/**
 * Applies each candidate design to the held records straight into a table. The designs share
 * one properties object per record and column set, so four designs over a million records hold
 * the records' values once. `onProgress` hears (entities made, design index) as each builds.
 * `scanned`: per design id, custom properties its queries test across partitions
 * (scanned.ts), whose columns its tables build as they load.
 */
export function loadComparison(
  types: readonly RecordType[],
  records: RecordArrays,
  candidates: readonly CandidateDesign[],
  onProgress?: (done: number, index: number) => void,
  scanned: Readonly<Record<string, readonly string[]>> = {},
): LoadedComparison {
  const designs: LoadedDesign[] = [];
  const shared = new SharedProperties();
  const counts: Record<string, number> = {};
  for (const [name, list] of Object.entries(records)) counts[name] = list.length;
  for (const [index, candidate] of candidates.entries()) {
    const compiled = compileDesign(candidate.design, types);
    if (!compiled.ok) {
      return {
        ok: false,
        error: {
          designId: candidate.id,
          message: MESSAGES.designDoesNotFit(candidate.design.name, compiled.error[0]?.message),
          errors: compiled.error,
        },
      };
    }
    const progress = onProgress && ((done: number) => onProgress(done, index));
    const columns = Object.hasOwn(scanned, candidate.id) ? scanned[candidate.id]! : [];
    if (!routesTables(candidate.design)) {
      const part = loadPart('', compiled.design, records, shared, progress, columns);
      const design = {
        id: candidate.id,
        candidate,
        compiled: compiled.design,
        metrics: part.metrics,
        parts: [part],
      };
      designs.push(withGrowth(design, () => designGrowth({ id: candidate.id, ...part }, counts)));
      continue;
    }
    const routed = routeByTable(compiled.design, records);
    if (!routed.ok) {
      const { error } = routed;
      const message = MESSAGES.designDoesNotFit(candidate.design.name, error.message as Coded);
      return { ok: false, error: { designId: candidate.id, message, errors: [error] } };
    }
    const parts = loadTables(routed.tables, types, records, shared, progress, columns);
    const design = {
      id: candidate.id,
      candidate,
      compiled: compiled.design,
      metrics: sumMetrics(
        candidate.design,
        parts.map((x) => x.metrics),
        counts,
      ),
      parts,
    };
    designs.push(
      withGrowth(design, () => {
        const growths = parts.map((part) => designGrowth({ id: candidate.id, ...part }, counts));
        return growthOverTables(candidate.id, compiled.design, growths);
      }),
    );
  }
  return { ok: true, types, records, designs, indexes: new RecordIndexes() };
}

/** One table of a design, applied to the records it receives. */
function loadPart(
  name: string,
  compiled: CompiledDesign,
  records: RecordArrays,
  shared: SharedProperties,
  onProgress: ((done: number) => void) | undefined,
  columns: readonly string[],
): TablePart {
  const { run, table, origins } = applyDesignToTable(compiled, records, {
    shared,
    keepOrigins: true,
    columns,
    ...(onProgress ? { onProgress } : {}),
  });
  return { name, compiled, table, metrics: designMetrics(run), origins };
}

/**
 * Each routed table built from the records it receives, its origins naming records by their
 * place among all the records (as the check's expectations do).
 */
function loadTables(
  routes: readonly TableRoute[],
  types: readonly RecordType[],
  records: RecordArrays,
  shared: SharedProperties,
  onProgress: ((done: number) => void) | undefined,
  columns: readonly string[],
): TablePart[] {
  let before = 0;
  return routes.map((route) => {
    // Compiled again for its own sets: it compiled whole, so its parts do too.
    const compiled = compileDesign(route.design, types);
    if (!compiled.ok) throw new Error(`a routed table of a compiled design does not compile`);
    const subset: Record<string, DataRecord[]> = {};
    for (const [type, positions] of Object.entries(route.records)) {
      const all = records[type]!;
      subset[type] = positions.map((i) => all[i]!);
    }
    const start = before;
    const part = loadPart(
      route.name,
      compiled.design,
      subset,
      shared,
      onProgress && ((done) => onProgress(start + done)),
      columns,
    );
    before += part.table.size;
    const sets = compiled.design.sets;
    const origins = part.origins?.remapped(
      (set, position) => route.records[sets[set]!.type.name]![position]!,
    );
    return { ...part, origins: origins ?? null };
  });
}

/** Each of a design's tables with its entity count, for the footer. */
export function tableSizes(d: CheckTarget): { name: string; entities: number }[] {
  return d.parts.map((x) => ({ name: x.name, entities: x.table.size }));
}

/**
 * A pattern's row: every design's cell, or the pattern's own errors in each. `columns`: whether
 * its scans build the columns they read, as later checks want, or read the entities where none
 * is built yet ('when-built': the same answers, sooner the first time).
 */
export function checkRow(
  pattern: AccessPattern,
  comparison: Extract<LoadedComparison, { ok: true }>,
  columns: QueryOptions['columns'] = 'build',
): CellResult[] {
  const prepared = preparePattern(
    pattern,
    comparison.types,
    comparison.records,
    comparison.indexes,
  );
  const targets =
    columns === 'build'
      ? comparison.designs
      : comparison.designs.map((d) => ({
          ...d,
          parts: d.parts.map((part) => ({ ...part, columns })),
        }));
  return targets.map((d) => {
    if (!prepared.ok) return errorCell(pattern, d.id, prepared.error);
    const p = prepared.prepared;
    const cell = checkCell(p, d, null);
    return withProposal(cell, p, d, comparison.types);
  });
}

/**
 * A cell with the advisor's proposed answer beside it, when the proposal passes the check and
 * the cell has no passing answer or a dearer one (more requests, or as many and more scanned).
 * A passing point read that scans only what it returns cannot be beaten: nothing is proposed.
 */
function withProposal(
  cell: CellResult,
  p: PreparedPattern,
  d: LoadedDesign,
  types: readonly RecordType[],
): CellResult {
  const own = cell.verdict === 'pass' ? cell.cost : null;
  if (own !== null && own.requests <= 1 && own.scanned <= own.returned) return cell;
  const proposal = proposeAnswer(p, d, types, cell);
  if (proposal === null) return cell;
  const cost = proposal.cell.cost!;
  if (own !== null && cheaper(cost, own) >= 0) return cell;
  const suggestion = typeof proposal.answer === 'string' ? proposal.answer : null;
  return {
    ...cell,
    suggestion,
    proposal: { answer: proposal.answer, cost },
    summary:
      cell.verdict === 'no-query' && suggestion !== null
        ? MESSAGES.noQueryWithSuggestion(suggestion)
        : cell.summary,
  };
}

function errorCell(
  pattern: AccessPattern,
  designId: string,
  errors: CellResult['errors'],
): CellResult {
  return {
    patternId: pattern.id,
    designId,
    verdict: 'error',
    summary: errors[0]?.message ?? MESSAGES.patternBroken,
    filter: null,
    cost: null,
    intended: 0,
    delivered: 0,
    mismatches: [],
    counts: { missing: 0, extra: 0, duplicate: 0, order: 0, unmapped: 0 },
    suggestion: null,
    errors,
  };
}

/**
 * The whole matrix; `rows` may answer a pattern from a cache (same pattern, same tables). With
 * `cellsOnly`, the cells and footers without what the workload model reads (each design's
 * growth, each pattern's pinning property): a first matrix on show sooner, the model after.
 */
export function checkMatrix(
  comparison: Extract<LoadedComparison, { ok: true }>,
  patterns: readonly AccessPattern[],
  now: () => number,
  rows: (pattern: AccessPattern) => CellResult[] = (p) => checkRow(p, comparison),
  cellsOnly = false,
): Matrix {
  const started = now();
  const cells = patterns.map((p) => rows(p));
  const used = [...new Set(patterns.map((p) => p.recordType))];
  const records: Record<string, number> = {};
  for (const [name, list] of Object.entries(comparison.records)) records[name] = list.length;
  return {
    designIds: comparison.designs.map((d) => d.id),
    patternIds: patterns.map((p) => p.id),
    cells,
    footers: comparison.designs.map((d) => {
      const footer = footerOf(d.id, d.metrics, used, tableSizes(d));
      return cellsOnly ? footer : { ...footer, growth: d.growth };
    }),
    records,
    ...(cellsOnly
      ? {}
      : {
          pinned: patterns.map((p) =>
            pinnedBy(p, comparison.types, comparison.records, comparison.indexes),
          ),
        }),
    ms: now() - started,
  };
}
