/**
 * The worker's comparisons: per comparison, one set of records held once and one table per
 * candidate design over them, and the pattern check, write load and projection on those tables.
 * Each design's table is also registered with the session under comparisonTableName, so the
 * explorer's calls (analyze, page, detail) draw its map, strip and timeline.
 */

import { type DatasetRecipe, findDataset } from '../datasets';
import { keyShapesOf } from '../design';
import { type Coded, coded, columnWarmer, runQuery, type WireEntity } from '../engine';
import {
  type AccessPattern,
  type Advice,
  type AdviceSettings,
  adviseDesigns,
  type CandidateDesign,
  type CellResult,
  type ComparisonAnswer,
  type ComparisonLoad,
  type ComparisonLoadOptions,
  checkMatrix,
  checkRow,
  comparisonTableName,
  footerOf,
  holdRecords,
  type LoadedComparison,
  loadComparison,
  type Matrix,
  type Projection,
  projectMatrix,
  SCENARIOS,
  type Scenario,
  scannedProperties,
  tableSizes,
  type WriteLoad,
  type WriteLoadSettings,
  writeLoad,
} from '../patterns';
import type { TableShelf } from './tables';

/** How the shelf hands a design's table to the session's named tables (derived, not restated). */
export type TableRegistry = Pick<TableShelf, 'add' | 'remove'>;

type Loaded = Extract<LoadedComparison, { ok: true }>;

/**
 * A checked row: its cells, and whether the columns its scans read are built (a first check
 * reads entities where they are not, and its columns are built before the next asks for them).
 */
interface Row {
  readonly cells: CellResult[];
  warm: boolean;
}

/** One comparison: its loaded designs and the rows checked so far (same pattern, same row). */
interface Held {
  readonly loaded: Loaded;
  readonly tables: readonly string[];
  readonly rows: Map<string, Row>;
}

/** Builds every column the row's filters scan, in each of the designs' tables. */
function warmColumns(loaded: Loaded, cells: readonly CellResult[]): void {
  loaded.designs.forEach((d, j) => {
    const cell = cells[j];
    if (!cell) return;
    const filters = cell.filters ?? (cell.filter === null ? [] : [cell.filter]);
    for (const part of d.parts) {
      for (const filter of filters) {
        const step = columnWarmer(part.table, filter);
        while (step?.()) {
          // Each step builds one partition's columns; all of them are wanted now.
        }
      }
    }
  });
}

/**
 * Pattern `p`'s row of a held comparison, from its cache or checked now (`cellsOnly`: as a
 * first matrix's, see checkMatrix; a later full check builds the columns its scans read).
 */
function rowOf(held: Held, p: AccessPattern, cellsOnly: boolean): CellResult[] {
  const key = JSON.stringify(p);
  let kept = held.rows.get(key);
  if (kept === undefined) {
    kept = {
      cells: checkRow(p, held.loaded, cellsOnly ? 'when-built' : 'build'),
      warm: !cellsOnly,
    };
    held.rows.set(key, kept);
  }
  if (!cellsOnly && !kept.warm) {
    warmColumns(held.loaded, kept.cells);
    kept.warm = true;
  }
  return kept.cells;
}

/** Resolves in the worker's next task, after the messages that arrived meanwhile. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Rows kept per comparison before the cache starts over. */
const ROW_CACHE = 256;

/** Loaded comparisons by id. */
export class ComparisonShelf {
  private readonly held = new Map<string, Held>();
  /** Comparisons whose advisor search the reader asked to stop. */
  private readonly stopping = new Set<string>();

  constructor(
    private readonly clock: () => number,
    private readonly registry: TableRegistry,
  ) {}

  /** The bundled scenarios. */
  listScenarios(): Scenario[] {
    return [...SCENARIOS];
  }

  /**
   * Generates the recipe's records once and loads every candidate design over them, replacing
   * the comparison's previous tables; on failure the previous comparison stays. The options
   * name the patterns to be checked first and the record types to hold besides
   * (ComparisonLoadOptions).
   */
  load(
    comparisonId: string,
    recipe: DatasetRecipe,
    designs: readonly CandidateDesign[],
    onProgress?: (done: number, expected: number) => void,
    { patterns = [], alsoTypes = [] }: ComparisonLoadOptions = {},
  ): ComparisonAnswer<ComparisonLoad> {
    const started = this.clock();
    const dataset = findDataset(recipe.dataset);
    if (!dataset) {
      return { ok: false, error: coded('worker.noDataset', { id: recipe.dataset }) };
    }
    if (!Number.isInteger(recipe.size) || recipe.size < 1) {
      return { ok: false, error: coded('worker.badSize', { size: String(recipe.size) }) };
    }
    const ids = new Set(designs.map((d) => d.id));
    if (ids.size !== designs.length || designs.length === 0) {
      return { ok: false, error: coded('worker.designIds') };
    }
    // Only the record types some design stores are generated and held.
    const used = new Set([
      ...alsoTypes,
      ...designs.flatMap((d) => d.design.entitySets.map((s) => s.recordType)),
    ]);
    const types = dataset.recordTypes.filter((t) => used.has(t.name));
    const records = holdRecords(types, dataset.records(recipe.size, recipe.seed));
    // Progress in records' worth per design: a design of two copies makes two entities a
    // record, so its share of the bar is clamped rather than overrun.
    const expected = designs.length * recipe.size;
    const loaded = loadComparison(
      types,
      records,
      designs,
      onProgress &&
        ((done, index) => onProgress(index * recipe.size + Math.min(done, recipe.size), expected)),
      scannedProperties(
        patterns,
        designs.map((d) => d.id),
      ),
    );
    if (!loaded.ok) return { ok: false, error: loaded.error.message };
    this.drop(comparisonId);
    // Each design's tables under the session's names: one per design, or one per routed table.
    const named = loaded.designs.map((d) =>
      d.parts.map((part) => {
        const base = comparisonTableName(comparisonId, d.id);
        const name = part.name === '' ? base : `${base}/${part.name}`;
        const design = part.compiled.design;
        const shapes = keyShapesOf(design, types);
        this.registry.add(name, part.table, recipe, shapes, part.metrics, design);
        return { name: part.name, table: name };
      }),
    );
    const tables = named.flat().map((x) => x.table);
    const held: Held = { loaded, tables, rows: new Map() };
    this.held.set(comparisonId, held);
    const counts: Record<string, number> = {};
    for (const [name, list] of Object.entries(records)) counts[name] = list.length;
    const ms = this.clock() - started;
    // The first matrix's rows, checked now rather than when asked: in a pool, the engine whose
    // load ends first checks its rows while the others still load, instead of waiting for all
    // of them and then checking beside the others on the same cores.
    for (const p of patterns) rowOf(held, p, true);
    return {
      ok: true,
      value: {
        comparisonId,
        candidates: loaded.designs.map((d, i) => ({
          designId: d.id,
          table: named[i]![0]!.table,
          ...(named[i]!.length > 1 || named[i]![0]!.name !== '' ? { tables: named[i]! } : {}),
          // Its growth follows with the full matrix: the load does not wait for it.
          footer: footerOf(d.id, d.metrics, [], tableSizes(d)),
        })),
        records: counts,
        ms,
      },
    };
  }

  /**
   * Checks every pattern against every loaded design; unchanged patterns answer from cache.
   * `cellsOnly`, for a comparison's first matrix: the cells alone, as soon as they can be (scans
   * read entities rather than build columns first; no growth or pinning for the workload model).
   * The next full check answers the same rows from the cache and adds what was left out.
   */
  checkMatrix(
    comparisonId: string,
    patterns: readonly AccessPattern[],
    cellsOnly = false,
  ): ComparisonAnswer<Matrix> {
    const held = this.held.get(comparisonId);
    if (!held) return notLoaded(comparisonId);
    if (held.rows.size > ROW_CACHE) held.rows.clear();
    const row = (p: AccessPattern) => rowOf(held, p, cellsOnly);
    return {
      ok: true,
      value: checkMatrix(held.loaded, patterns, this.clock, row, cellsOnly),
    };
  }

  /**
   * Every entity of a loaded design, per table, as the service would hold it: what a seed writes
   * (src/live seed). A one-table design's table has the name '' (the user names it).
   */
  seedTables(
    comparisonId: string,
    designId: string,
  ): ComparisonAnswer<{ name: string; entities: WireEntity[] }[]> {
    const held = this.held.get(comparisonId);
    if (!held) return notLoaded(comparisonId);
    const design = held.loaded.designs.find((d) => d.id === designId);
    if (!design) return { ok: false, error: coded('worker.noDesign', { id: designId }) };
    const tables: { name: string; entities: WireEntity[] }[] = [];
    for (const part of design.parts) {
      // No filter: the whole table, in key order, as wire entities.
      const all = runQuery(part.table, {});
      if (!all.ok) return { ok: false, error: all.error.message };
      tables.push({ name: part.name, entities: all.entities });
    }
    return { ok: true, value: tables };
  }

  /** A loaded comparison's designs and records, for benchmarks that time its stages. */
  loaded(comparisonId: string): Loaded | null {
    return this.held.get(comparisonId)?.loaded ?? null;
  }

  /** Each design's writes per partition over time at a write rate. */
  writeLoad(comparisonId: string, settings: WriteLoadSettings): ComparisonAnswer<WriteLoad> {
    const held = this.held.get(comparisonId);
    if (!held) return notLoaded(comparisonId);
    const result = writeLoad(held.loaded, settings);
    return result.ok ? { ok: true, value: result.load } : { ok: false, error: result.error };
  }

  /** The matrix's requests and scanned entities projected to `records`. */
  projection(
    comparisonId: string,
    patterns: readonly AccessPattern[],
    records: number,
  ): ComparisonAnswer<Projection> {
    const matrix = this.checkMatrix(comparisonId, patterns);
    if (!matrix.ok) return matrix;
    const result = projectMatrix(matrix.value, patterns, records);
    return result.ok ? { ok: true, value: result.projection } : { ok: false, error: result.error };
  }

  /**
   * The advisor's proposed designs over the comparison's records, for `patterns` and the
   * workload in `settings`; `onProgress` hears (candidates built, limit). The search lets other
   * calls in between candidates, so `cancelAdvice` can stop it (the answer then says so).
   */
  async advise(
    comparisonId: string,
    patterns: readonly AccessPattern[],
    settings: AdviceSettings,
    onProgress?: (built: number, limit: number) => void,
  ): Promise<ComparisonAnswer<Advice>> {
    const held = this.held.get(comparisonId);
    if (!held) return notLoaded(comparisonId);
    this.stopping.delete(comparisonId);
    const { types, records } = held.loaded;
    let steps = 0;
    const value = await adviseDesigns(types, records, patterns, settings, this.clock, onProgress, {
      // Every eighth candidate, the messages that arrived meanwhile (a cancel) are taken.
      pause: () => (++steps % 8 === 0 ? nextTask() : Promise.resolve()),
      cancelled: () => this.stopping.has(comparisonId),
    });
    this.stopping.delete(comparisonId);
    return { ok: true, value };
  }

  /** Stops the comparison's advisor search at its next pause. */
  cancelAdvice(comparisonId: string): void {
    this.stopping.add(comparisonId);
  }

  /** Frees a comparison's records and tables. */
  drop(comparisonId: string): void {
    const held = this.held.get(comparisonId);
    if (!held) return;
    for (const name of held.tables) this.registry.remove(name);
    this.held.delete(comparisonId);
  }
}

function notLoaded(comparisonId: string): { ok: false; error: Coded } {
  return { ok: false, error: coded('worker.noComparison', { id: comparisonId }) };
}
