/**
 * A comparison: candidate designs applied to one set of records (held once, as arrays every
 * design reads), each loaded as an engine table, and the matrix of every pattern checked against
 * every design. Pure: the worker keeps the result and answers the UI from it.
 */
import {
  applyDesignToTable,
  compileDesign,
  type DataRecord,
  type DesignError,
  designMetrics,
  type RecordType,
  SharedProperties,
} from '../design';
import type { Coded } from '../engine';
import { type CheckTarget, checkCell } from './check';
import { footerOf } from './footers';
import { MESSAGES } from './messages';
import { preparePattern, type RecordArrays } from './prepare';
import { RecordIndexes } from './record-index';
import { suggestQuery } from './suggest';
import type { AccessPattern, CandidateDesign, CellResult, Matrix } from './types';
import { designGrowth } from './workload/growth';
import { pinnedBy } from './workload/pinned';
import type { DesignGrowth } from './workload/types';

/** A design of a comparison, loaded. */
interface LoadedDesign extends CheckTarget {
  readonly candidate: CandidateDesign;
  /** How its entity sets grow with the data (workload/growth.ts). */
  readonly growth: DesignGrowth;
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
 */
export function loadComparison(
  types: readonly RecordType[],
  records: RecordArrays,
  candidates: readonly CandidateDesign[],
  onProgress?: (done: number, index: number) => void,
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
    const { run, table, origins } = applyDesignToTable(compiled.design, records, {
      shared,
      keepOrigins: true,
      ...(onProgress ? { onProgress: (done: number) => onProgress(done, index) } : {}),
    });
    const loaded = {
      id: candidate.id,
      candidate,
      compiled: compiled.design,
      table,
      metrics: designMetrics(run),
      origins,
    };
    designs.push({ ...loaded, growth: designGrowth(loaded, counts) });
  }
  return { ok: true, types, records, designs, indexes: new RecordIndexes() };
}

/** A pattern's row: every design's cell, or the pattern's own errors in each. */
export function checkRow(
  pattern: AccessPattern,
  comparison: Extract<LoadedComparison, { ok: true }>,
): CellResult[] {
  const prepared = preparePattern(
    pattern,
    comparison.types,
    comparison.records,
    comparison.indexes,
  );
  return comparison.designs.map((d) => {
    if (!prepared.ok) return errorCell(pattern, d.id, prepared.error);
    const p = prepared.prepared;
    const cell = checkCell(p, d, null);
    const suggestion = suggestQuery(p, d.candidate, comparison.types);
    if (suggestion === null || suggestion === pattern.queries[d.id]) return cell;
    // Offered only when it is right and better: checked like any query.
    const tried = checkCell(
      { ...p, pattern: { ...pattern, queries: { ...pattern.queries, [d.id]: suggestion } } },
      d,
      null,
    );
    const better =
      tried.verdict === 'pass' &&
      (cell.verdict !== 'pass' || (tried.cost?.scanned ?? 0) < (cell.cost?.scanned ?? 0));
    if (!better) return cell;
    return {
      ...cell,
      suggestion,
      summary:
        cell.verdict === 'no-query' ? MESSAGES.noQueryWithSuggestion(suggestion) : cell.summary,
    };
  });
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

/** The whole matrix; `rows` may answer a pattern from a cache (same pattern, same tables). */
export function checkMatrix(
  comparison: Extract<LoadedComparison, { ok: true }>,
  patterns: readonly AccessPattern[],
  now: () => number,
  rows: (pattern: AccessPattern) => CellResult[] = (p) => checkRow(p, comparison),
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
    footers: comparison.designs.map((d) => ({
      ...footerOf(d.id, d.metrics, used),
      growth: d.growth,
    })),
    records,
    pinned: patterns.map((p) =>
      pinnedBy(p, comparison.types, comparison.records, comparison.indexes),
    ),
    ms: now() - started,
  };
}
