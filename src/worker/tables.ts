/**
 * The worker's named tables: the explorer's (MAIN_TABLE) and one per design of a comparison.
 * Each is held with what the per-partition counters are packed against and what the lessons'
 * checks read, so a query names a table and finds everything it needs beside it.
 */
import type { DatasetRecipe } from '../datasets';
import type { Design, DesignMetrics } from '../design';
import {
  type Coded,
  coded,
  type KeyShape,
  listPartitions,
  type PartitionInfo,
  type Table,
} from '../engine';
import type { LessonComparison } from '../lessons';
import { codedError } from '../protocol/coded-error';

/** One loaded table and what the per-partition counters are packed against. */
export interface LoadedTable {
  readonly table: Table;
  readonly recipe: DatasetRecipe;
  /** How the applied design makes keys, for the planner's notes. */
  readonly keyShapes: readonly KeyShape[];
  /** PartitionKey → position in the partition list sent with the load (for packed counters). */
  readonly positions: ReadonlyMap<string, number>;
  /** The applied design's figures, for the lessons' design checks. */
  readonly metrics: DesignMetrics;
  /** The design over its records, built when a lesson's records check first asks. */
  readonly records?: () => LessonComparison | Coded;
  /** The design a comparison's table was built with (describeTable shows it as loaded). */
  readonly design?: Design;
  /** The design a sample was loaded with, for judging a lesson answer on other samples. */
  readonly applied?: Design;
}

/** Tables by name; a name loaded again replaces its table. */
export class TableShelf {
  private readonly held = new Map<string, LoadedTable>();

  /**
   * Holds `entry` under `name`, its partitions numbered in the order `listPartitions` gives (the
   * order a load's summary sends them in, which packed counters follow); returns that list.
   * A caller that listed them already passes them, so a large table is not walked twice.
   */
  put(
    name: string,
    entry: Omit<LoadedTable, 'positions'>,
    partitions: readonly PartitionInfo[] = listPartitions(entry.table),
  ): readonly PartitionInfo[] {
    const positions = new Map(partitions.map((p, i) => [p.partitionKey, i]));
    this.held.set(name, { ...entry, positions });
    return partitions;
  }

  /** A comparison's design table, held as a load would hold it. */
  add(
    name: string,
    table: Table,
    recipe: DatasetRecipe,
    keyShapes: readonly KeyShape[],
    metrics: DesignMetrics,
    design: Design,
  ): void {
    this.put(name, { table, recipe, keyShapes, metrics, design });
  }

  /** Table `name`, or undefined before it was loaded. */
  get(name: string): LoadedTable | undefined {
    return this.held.get(name);
  }

  /**
   * Table `name`; throws a coded `worker.noTable` when there is none. The client only queries a
   * table after loading it, so anything else is a programming error, not user input.
   */
  require(name: string): LoadedTable {
    const loaded = this.held.get(name);
    if (!loaded) throw codedError(coded('worker.noTable', { name }));
    return loaded;
  }

  /** Forgets table `name`. */
  remove(name: string): void {
    this.held.delete(name);
  }

  /** The recipe of table `name`, or null before it was loaded. */
  recipeOf(name: string): DatasetRecipe | null {
    return this.held.get(name)?.recipe ?? null;
  }
}
