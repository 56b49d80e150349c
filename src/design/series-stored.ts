/**
 * Series entities built in the engine's stored form, for a design applied straight into a table:
 * the same entities, problems and order as the wire form gathered in groups.ts, without wire
 * text written and read back. A data series has few shapes (which properties, in which order:
 * mostly Hour00..Hour23 every day), so each shape's properties object is cloned from one
 * template built by `JSON.parse` (an object of 24 properties added by name one by one would drop
 * V8 into slow dictionary mode), and a record adds one value to its entity: no object of its own.
 */
import type { EdmValue, StoredEntity } from '../engine';
import { type Column, setOwn, valueReader, WRONG } from './columns';
import type { CompiledSet } from './design-compile';
import { pivotCollision, pivotColumn } from './groups';
import { type ProblemLog, whereOf } from './problems';
import { type RecordRun, recordAt, valuesIn, varies } from './record-runs';
import type { StoredWriter } from './stored-writer';
import type { DataRecord, RecordValue } from './types';
import { ValuePool } from './value-pool';

/** Bound once: under tsx's CommonJS transform (the benchmarks) each use of an import is a getter. */
const WRONG_VALUE = WRONG;
const setOwnProperty = setOwn;

/** How many learned ranges a set keeps (a week's days, and room for a few more). */
const MAX_REPLAYS = 8;

/** Series names by small integer value: a series named by an hour reads a slot, not a Map. */
const SMALL_NAMES = 1024;

/**
 * The most shapes a set keeps. Real series come in a few orders; records whose series names
 * arrive in ever new orders would otherwise grow a tree node per entity and property. Past it,
 * new shapes are the entity's own (built, not kept, and checked by the builder in full).
 */
const MAX_SHAPES = 65_536;

/**
 * A shape: the property names an entity has so far, in order (the base columns, then each
 * series property as it came). Shapes form a tree: adding a property leads to a child.
 */
class Shape {
  private readonly children: (Shape | undefined)[] = [];
  private template: Record<string, null> | null = null;
  /** Which series properties (by pivot number) the shape has. */
  private readonly has: boolean[];
  /** Whether a name is `__proto__`, which only defineProperty sets as an own property. */
  private readonly proto: boolean;

  /**
   * `base`: the names of the base columns the shape starts with; `budget`: how many more shapes
   * the set may keep, or null for a shape of one entity's own.
   */
  constructor(
    readonly names: readonly string[],
    has: readonly boolean[],
    private readonly base: readonly string[],
    private readonly budget: { left: number } | null,
  ) {
    this.has = [...has];
    this.proto = names.includes('__proto__');
  }

  /** Whether the shape is kept, and so stands for every entity of it (TableBuilder.addStored). */
  get kept(): boolean {
    return this.budget !== null;
  }

  /** Whether the shape has series property `pivot`, or a base column of the same name. */
  holds(pivot: number, name: string): boolean {
    return this.has[pivot] === true || (this.base.length > 0 && this.base.includes(name));
  }

  /** The shape with series property `pivot` (named `name`) added. */
  with(pivot: number, name: string): Shape {
    const known = this.children[pivot];
    if (known !== undefined) return known;
    const has = [...this.has];
    has[pivot] = true;
    const names = [...this.names, name];
    const budget = this.budget;
    if (budget === null || budget.left <= 0) return new Shape(names, has, this.base, null);
    budget.left--;
    const child = new Shape(names, has, this.base, budget);
    this.children[pivot] = child;
    return child;
  }

  /** A new properties object of this shape holding `values` (in the shape's order). */
  build(values: readonly EdmValue[]): Record<string, EdmValue> {
    // JSON.parse builds an object with these keys, in this order, in fast mode.
    const template =
      this.template ?? JSON.parse(`{${this.names.map((n) => `${JSON.stringify(n)}:null`).join()}}`);
    if (this.kept) this.template = template;
    const properties = { ...template } as unknown as Record<string, EdmValue>;
    const names = this.names;
    if (this.proto) {
      for (let k = 0; k < names.length; k++) setOwnProperty(properties, names[k]!, values[k]);
    } else for (let k = 0; k < names.length; k++) properties[names[k]!] = values[k]!;
    return properties;
  }
}

/**
 * What a range of a run did to an entity with no problem on the way: from shape `start`, the
 * series names `names[from..to)` led to shape `end`, adding `nameBytes` for the names.
 */
interface Replay {
  readonly names: readonly RecordValue[];
  readonly from: number;
  readonly to: number;
  readonly start: Shape;
  readonly end: Shape;
  readonly nameBytes: number;
}

/** A series entity being gathered. */
interface Series {
  readonly partitionKey: string;
  readonly rowKey: string;
  readonly first: number;
  shape: Shape;
  /** The properties of `shape`, as of the last time records stopped coming to this entity. */
  properties: Readonly<Record<string, EdmValue>>;
  bytes: number;
}

/** The series entities of one set in one run, in the stored form. */
export class StoredSeries {
  private readonly byPartition = new Map<string, Map<string, Series>>();
  private readonly pivots = new Map<string, Column | null>();
  /** The pivot number of each series property name met, in order of first use. */
  private readonly numbers = new Map<string, number>();
  /** Shapes of the base columns, by their names joined. */
  private readonly roots = new Map<string, Shape>();
  /** For a series name read from one property: the pivot number by that property's small integer value. */
  private readonly bySmallValue: number[] = [];
  private readonly nameProperty: string | null;
  private readonly pool: ValuePool;
  /** The series properties' columns by pivot number. */
  private readonly columns: Column[] = [];
  private readonly scratch: RecordValue[] = [''];
  /**
   * The entity records are coming to (they mostly come in runs: a day's hours), its values in
   * its shape's order, and its shape when the run began: its properties object is built once the
   * run ends, so an entity holds no array of values while it is gathered.
   */
  private open: Series | null = null;
  private readonly budget: { left: number };
  private readonly values: EdmValue[] = [];
  private openedAs: Shape | null = null;
  /** A series value in its canonical form and its size without the property's name. */
  private readonly valueOf: (v: RecordValue | undefined, out: RecordValue[], at: number) => number;
  /** The writer's shape of entities with every base column, and their root shape. */
  private fullBase: object | undefined;
  private fullRoot: Shape | null = null;
  /** The record properties the base columns read, and whether none varies in the run begun. */
  private readonly baseInputs: readonly string[];
  private runBaseFixed = false;
  /** The last ranges of runs learned (addRange): a run of a week holds seven days. */
  private readonly replays: Replay[] = [];
  /** The run records come from (beginRun), with its series names and values or their constants. */
  private run: RecordRun | null = null;
  private runNames: readonly RecordValue[] | null = null;
  private runName: RecordValue | undefined;
  private runValues: readonly RecordValue[] | null = null;
  private runValue: RecordValue | undefined;

  /** `writer` builds the base columns; `timestamp` is every entity's; `maxShapes` for tests. */
  constructor(
    private readonly s: CompiledSet,
    private readonly writer: StoredWriter,
    private readonly log: ProblemLog,
    private readonly timestamp: bigint,
    maxShapes = MAX_SHAPES,
  ) {
    this.budget = { left: maxShapes };
    const properties = s.seriesName!.properties;
    this.nameProperty = properties.length === 1 ? properties[0]! : null;
    const type = s.type.properties.find((p) => p.name === s.seriesValue)!.type;
    this.pool = new ValuePool(type);
    // One reader for every series property's value (they differ only in name): a call site that
    // sees one function, not one per hour, and a size without the name (added per column).
    this.valueOf = valueReader(type);
    this.baseInputs = s.columns.flatMap((c) =>
      c.property !== null ? [c.property] : (c.template?.properties ?? []),
    );
  }

  /** Adds record `i` to the entity of (pk, rk), starting the entity at its first record. */
  add(pk: string, rk: string, r: DataRecord, i: number): void {
    let series = this.open;
    if (series === null || series.rowKey !== rk || series.partitionKey !== pk) {
      series = this.find(pk, rk, r, i);
      if (series === null) return;
      this.reopen(series);
    }
    const pivot = this.pivotOf(series, r, i);
    if (pivot < 0) return;
    const column = this.free(series, pivot, i);
    if (column === null) return;
    const n = column.native(r, this.scratch, 0);
    if (n === WRONG_VALUE) this.log.wrongColumn(column, r, whereOf(this.s, i));
    else if (n >= 0) this.grow(series, pivot, column, n);
  }

  /** Starts taking records from `run` (series-runs.ts): its series names and values. */
  beginRun(run: RecordRun): void {
    this.run = run;
    this.runBaseFixed = !varies(run, this.baseInputs);
    const name = this.nameProperty;
    this.runNames = name === null ? null : valuesIn(run, name);
    this.runName = name === null ? undefined : ownValue(run.first, name);
    const value = this.s.seriesValue!;
    this.runValues = valuesIn(run, value);
    this.runValue = ownValue(run.first, value);
  }

  /**
   * `add` for records `from`..`to`-1 of the run begun (record `i` of its type is the first), all of
   * the entity (pk, rk): series names and values are read from the run's arrays, and a record
   * object is made only where `add` would need one (a new entity, a series name not yet seen, a
   * problem to report).
   */
  addRange(pk: string, rk: string, from: number, to: number, i: number): void {
    const run = this.run!;
    let series = this.open;
    if (series === null || series.rowKey !== rk || series.partitionKey !== pk) {
      // The base columns read the run's first record when none of them varies within the run.
      series = this.find(pk, rk, this.runBaseFixed ? run.first : recordAt(run, from), i);
      if (series === null) {
        // As on the record path, each later record of the stretch tries to start the entity.
        for (let j = from + 1; j < to; j++) this.add(pk, rk, recordAt(run, j), i + j - from);
        return;
      }
      this.reopen(series);
    }
    const names = this.runNames;
    const values = this.runValues;
    const start = series.shape;
    const replay = names === null || values === null ? null : this.learned(names, from, to, start);
    if (replay !== null && this.replayValues(series, replay, values!)) return;
    let clean = names !== null && values !== null;
    let nameBytes = 0;
    for (let j = from; j < to; j++, i++) {
      const v = names === null ? this.runName : names[j];
      let pivot = smallInt(v) ? (this.bySmallValue[v] ?? -1) : -1;
      if (pivot < 0) pivot = this.pivotOf(series, recordAt(run, j), i);
      const column = pivot < 0 ? null : this.free(series, pivot, i);
      if (column === null) {
        clean = false;
        continue;
      }
      const n = this.valueOf(values === null ? this.runValue : values[j], this.scratch, 0);
      if (n < 0) {
        clean = false;
        if (n === WRONG_VALUE) this.log.wrongColumn(column, recordAt(run, j), whereOf(this.s, i));
        continue;
      }
      nameBytes += 2 * column.name.length;
      this.grow(series, pivot, column, n + 2 * column.name.length);
    }
    // A range that went through without a problem is learned: the next entity starting from the
    // same shape with the same series names (every day's 24 hours) only adds its values.
    if (clean && series.shape.kept) {
      const replays = this.replays;
      if (replays.length === MAX_REPLAYS) replays.shift();
      replays.push({ names: names!, from, to, start, end: series.shape, nameBytes });
    }
  }

  /** The range learned for these names and this start, or null. */
  private learned(
    names: readonly RecordValue[],
    from: number,
    to: number,
    start: Shape,
  ): Replay | null {
    for (const r of this.replays) {
      if (r.names === names && r.from === from && r.to === to && r.start === start) return r;
    }
    return null;
  }

  /**
   * Adds the values of `replay`'s range to `series` and moves it to the replay's shape; false,
   * with nothing added, when a value is absent or wrong (the range then goes record by record).
   */
  private replayValues(series: Series, replay: Replay, values: readonly RecordValue[]): boolean {
    const scratch = this.scratch;
    const added = this.values;
    const before = added.length;
    let bytes = replay.nameBytes;
    for (let j = replay.from; j < replay.to; j++) {
      const n = this.valueOf(values[j], scratch, 0);
      if (n < 0) {
        added.length = before;
        return false;
      }
      added.push(this.pool.get(scratch[0]!));
      bytes += n;
    }
    series.shape = replay.end;
    series.bytes += bytes;
    return true;
  }

  /** The column of series property `pivot`, or null after logging that the entity has it. */
  private free(series: Series, pivot: number, i: number): Column | null {
    const column = this.columns[pivot]!;
    if (!series.shape.holds(pivot, column.name)) return column;
    pivotCollision(this.log, column.name, keysOf(series), whereOf(this.s, i));
    return null;
  }

  /** Adds the value in `scratch[0]` (`n` bytes) as series property `pivot` of the open entity. */
  private grow(series: Series, pivot: number, column: Column, n: number): void {
    this.values.push(this.pool.get(this.scratch[0]!));
    series.shape = series.shape.with(pivot, column.name);
    series.bytes += n;
  }

  /**
   * The gathered entities with their size and first record; `claimed` says whether an entity's
   * keys are still free. The object yielded is reused for the next entity.
   */
  *entities(
    claimed: (pk: string, rk: string, first: number) => boolean,
  ): Generator<{ entity: StoredEntity; bytes: number; first: number; shape?: object }> {
    this.reopen(null);
    // One object for every entity yielded: the caller reads it before asking for the next.
    const out: { entity: StoredEntity; bytes: number; first: number; shape?: object } = {
      entity: null as unknown as StoredEntity,
      bytes: 0,
      first: 0,
      shape: undefined,
    };
    for (const byRow of this.byPartition.values()) {
      for (const series of byRow.values()) {
        if (!claimed(series.partitionKey, series.rowKey, series.first)) continue;
        out.entity = {
          PartitionKey: series.partitionKey,
          RowKey: series.rowKey,
          Timestamp: this.timestamp,
          properties: series.properties,
        };
        out.bytes = series.bytes;
        out.first = series.first;
        // A shape's values have its columns' types: the builder checks a shape once.
        out.shape = series.shape.kept ? series.shape : undefined;
        yield out;
      }
    }
    this.byPartition.clear();
  }

  /** The entity of (pk, rk), started from record `i` when new; null when its base columns fail. */
  private find(pk: string, rk: string, r: DataRecord, i: number): Series | null {
    let byRow = this.byPartition.get(pk);
    if (byRow === undefined) {
      byRow = new Map();
      this.byPartition.set(pk, byRow);
    }
    let series = byRow.get(rk);
    if (series === undefined) {
      const properties = this.writer.propertiesOf(pk, rk, r);
      if (properties === null) {
        this.log.wrongColumn(this.writer.bad!, r, whereOf(this.s, i));
        return null;
      }
      const shape = this.rootOf(properties);
      series = {
        partitionKey: pk,
        rowKey: rk,
        first: i,
        shape,
        properties,
        bytes: this.writer.bytes,
      };
      byRow.set(rk, series);
    }
    return series;
  }

  /**
   * The shape of an entity's base columns. Entities with every base column present have one
   * (the writer's shape says so), found once rather than by their names joined each time.
   */
  private rootOf(properties: Readonly<Record<string, EdmValue>>): Shape {
    const full = this.writer.shape;
    if (full !== undefined && full === this.fullBase) return this.fullRoot!;
    const names = Object.keys(properties);
    const key = names.join('\u0000');
    let shape = this.roots.get(key);
    if (shape === undefined) {
      shape = new Shape(names, [], names, this.budget);
      this.roots.set(key, shape);
    }
    if (full !== undefined) {
      this.fullBase = full;
      this.fullRoot = shape;
    }
    return shape;
  }

  /** Ends the open entity's run (building its properties if it grew) and opens `series`. */
  private reopen(series: Series | null): void {
    const open = this.open;
    const values = this.values;
    if (open !== null && open.shape !== this.openedAs) open.properties = open.shape.build(values);
    this.open = series;
    values.length = 0;
    if (series === null) return;
    this.openedAs = series.shape;
    const { names } = series.shape;
    for (let k = 0; k < names.length; k++) values.push(series.properties[names[k]!]!);
  }

  /** The pivot number of record `i`'s series name, or -1 after logging why there is none. */
  private pivotOf(series: Series, r: DataRecord, i: number): number {
    const property = this.nameProperty;
    const v = property === null ? undefined : r[property];
    const small = smallInt(v);
    if (small) {
      const known = this.bySmallValue[v];
      if (known !== undefined) return known;
    }
    const where = whereOf(this.s, i);
    const column = pivotColumn(this.s, r, this.pivots, this.log, keysOf(series), where);
    if (column === null) return -1;
    let pivot = this.numbers.get(column.name);
    if (pivot === undefined) {
      pivot = this.columns.length;
      this.numbers.set(column.name, pivot);
      this.columns.push(column);
    }
    if (small) this.bySmallValue[v] = pivot;
    return pivot;
  }
}

/** Whether `v` is a series name kept by slot: an integer 0..SMALL_NAMES-1 (not -0). */
function smallInt(v: unknown): v is number {
  return typeof v === 'number' && (v & (SMALL_NAMES - 1)) === v && !Object.is(v, -0);
}

/** A record's own value of `name` (an inherited one, like `toString`, is no value). */
function ownValue(r: DataRecord, name: string): RecordValue | undefined {
  return Object.hasOwn(r, name) ? r[name] : undefined;
}

/** The keys of a series entity, as its problems name them. */
function keysOf(series: Series): { partitionKey: string; rowKey: string } {
  return { partitionKey: series.partitionKey, rowKey: series.rowKey };
}
