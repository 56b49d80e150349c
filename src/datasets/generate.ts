/**
 * A sample's table as entities: its records for a size and seed through a design (the sample's
 * own preset unless another is given). The worker loads these; tests and benchmarks use them to
 * see exactly what the worker sees.
 */
import {
  type ApplyToTableOptions,
  applyDesign,
  applyDesignToTable,
  compileDesign,
  type DataRecord,
  type Design,
  type DesignError,
  type DesignRun,
  type DesignTable,
  recordsOf,
  routeByTable,
  routesTables,
} from '../design';
import type { SampleDataset } from './samples/types';

/** A design applied to a sample's records, or why the design does not fit those records. */
export type SampleRun =
  | { readonly ok: true; readonly run: DesignRun }
  | { readonly ok: false; readonly error: readonly DesignError[] };

/** Compiles `design` against the sample's record types and starts applying it to its records. */
export function runSample(
  dataset: SampleDataset,
  size: number,
  seed: number,
  design: Design = dataset.design,
): SampleRun {
  const compiled = compileDesign(design, dataset.recordTypes);
  if (!compiled.ok) return compiled;
  return { ok: true, run: applyDesign(compiled.design, dataset.records(size, seed)) };
}

/**
 * For a design that stores its entities in several tables: their names, and the one the table
 * holds (one table is one explorer's view; the comparison shows each).
 */
export interface RoutedTables {
  readonly shown: string;
  readonly names: readonly string[];
}

/** A sample's table under a design, or why the design does not fit the sample's records. */
export type SampleTable =
  | ({ readonly ok: true; readonly tables?: RoutedTables } & DesignTable)
  | { readonly ok: false; readonly error: readonly DesignError[] };

/**
 * What the worker loads: the sample's records applied to `design` straight into a table (the
 * typed path; the same table as `createTable` over `runSample`'s entities).
 */
export function loadSample(
  dataset: SampleDataset,
  size: number,
  seed: number,
  design: Design = dataset.design,
  options: ApplyToTableOptions = {},
): SampleTable {
  const compiled = compileDesign(design, dataset.recordTypes);
  if (!compiled.ok) return compiled;
  if (!routesTables(design)) {
    return {
      ok: true,
      ...applyDesignToTable(compiled.design, dataset.records(size, seed), options),
    };
  }
  // Several tables: the records are routed, and the first table (in name order) is built.
  const source = dataset.records(size, seed);
  const held: Record<string, DataRecord[]> = {};
  for (const t of compiled.design.recordTypes) held[t.name] = Array.from(recordsOf(source, t.name));
  const routed = routeByTable(compiled.design, held);
  if (!routed.ok) return { ok: false, error: [routed.error] };
  const first = routed.tables[0]!;
  const part = compileDesign(first.design, dataset.recordTypes);
  if (!part.ok) return part;
  const subset: Record<string, DataRecord[]> = {};
  for (const [type, positions] of Object.entries(first.records)) {
    subset[type] = positions.map((i) => held[type]![i]!);
  }
  return {
    ok: true,
    ...applyDesignToTable(part.design, subset, options),
    tables: { shown: first.name, names: routed.tables.map((t) => t.name) },
  };
}

/**
 * The entities of a sample under its preset design, in generation order. The presets are tested
 * to compile, so a failure here is a bug and throws.
 */
export function sampleEntities(dataset: SampleDataset, size: number, seed: number) {
  const outcome = runSample(dataset, size, seed);
  if (!outcome.ok) {
    throw new Error(
      `The ${dataset.id} preset does not compile: ${JSON.stringify(outcome.error[0]?.message)}`,
    );
  }
  return outcome.run.entities;
}
