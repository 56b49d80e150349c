/**
 * The comparison's engines as one: a pool of workers with the comparison's designs shared out
 * among them, so four designs over a million records are applied on as many cores as the
 * machine offers (applying the designs is nearly all of a comparison's load, seconds a design
 * at 1M, and each design's table is independent of the others). Each engine generates the same
 * records from the recipe (generating is a small share of the load) and holds the record types
 * every design stores, so each pattern reads what it would read on one engine.
 *
 * The pool is a connection like any other: calls about the comparison fan out and their
 * answers are merged in the designs' order; calls naming a table go to the engine holding it;
 * the rest go to the first engine. One engine's death is the pool's, so the supervisor restarts
 * all of them as it would one.
 */
import type { Coded } from '../../engine';
// Types only: the pool is made before the first render, and the patterns room's code is not
// part of the first visit's budget (test/bundle/first-visit.test.ts).
import type {
  CandidateDesign,
  ComparisonAnswer,
  ComparisonLoad,
  Matrix,
  Projection,
  WriteLoad,
} from '../../patterns';
import { ENGINE_CALLS } from '../../protocol/calls';
import type { Tagged } from '../../protocol/tagged';
import {
  type CallName,
  type EngineCalls,
  type EngineConnection,
  type EngineFactory,
  spawnWorkerEngine,
} from '../engine-client';

/** What applying a design costs, roughly: a copy set makes an entity a record, an index or series set far fewer. */
function weight(design: CandidateDesign): number {
  let w = 0;
  for (const set of design.design.entitySets) w += set.kind === 'copy' ? 1 : 0.5;
  return Math.max(0.5, w);
}

/**
 * Which of `engines` engines each design goes to: the heaviest first, each to the engine with
 * the least work so far (ties to the lower engine), so the engines finish about together.
 */
export function shareDesigns(designs: readonly CandidateDesign[], engines: number): number[] {
  const load: number[] = Array.from({ length: Math.max(1, engines) }, () => 0);
  const slots: number[] = designs.map(() => 0);
  const order = designs
    .map((_, i) => i)
    .sort((a, b) => weight(designs[b]!) - weight(designs[a]!) || a - b);
  for (const i of order) {
    let best = 0;
    for (let k = 1; k < load.length; k++) if (load[k]! < load[best]!) best = k;
    slots[i] = best;
    load[best]! += weight(designs[i]!);
  }
  return slots;
}

/**
 * How many engines a comparison gets on a machine of `cores` logical cores: one a core, at most
 * three. Each engine holds its own copy of the records (about 150 MB at a million employees), so
 * the cap keeps four designs over a million records near the memory of one engine holding all
 * four, and three engines already share the employees scenario's four designs evenly.
 */
export function poolSize(cores: number | undefined): number {
  if (cores === undefined || !Number.isFinite(cores)) return 1;
  return Math.min(MAX_ENGINES, Math.max(1, Math.floor(cores)));
}

/** The most engines a comparison gets (see poolSize). */
const MAX_ENGINES = 3;

/** Per call naming a table, the argument that names it (a tagged call's request id comes first). */
const TABLE_ARGUMENT: Partial<Record<CallName, number>> = {
  describeTable: 0,
  exportTable: 0,
  modelRun: 0,
  lessonGoal: 0,
  analyze: 1,
  page: 1,
  detail: 1,
  judgeChallenge: 1,
};

/**
 * A loaded comparison as the pool spread it: its designs in order, the engine of each, and the
 * session names of its tables (the load's answers name them).
 */
interface Spread {
  readonly designIds: readonly string[];
  readonly slots: readonly number[];
  readonly tables: string[];
}

/** A merged answer's items in the designs' order, each taken from its engine's answer. */
function inDesignOrder<T>(
  spread: Spread,
  parts: ReadonlyMap<
    number,
    { readonly designIds: readonly string[]; readonly items: readonly T[] }
  >,
): T[] {
  return spread.designIds.map((id, i) => {
    const part = parts.get(spread.slots[i]!)!;
    return part.items[part.designIds.indexOf(id)]!;
  });
}

/** The first refusal among `answers`, or null when every one is ok. */
function firstRefusal<T>(answers: readonly ComparisonAnswer<T>[]): ComparisonAnswer<never> | null {
  for (const a of answers) if (!a.ok) return a;
  return null;
}

/** The engines of a pool and what each holds. */
class Pool {
  private readonly spreads = new Map<string, Spread>();
  /** Which engine holds each comparison table, by its session name. */
  private readonly tables = new Map<string, number>();

  constructor(private readonly engines: readonly EngineConnection[]) {}

  /** The engines holding some of `comparisonId`'s designs, by engine index. */
  private holders(comparisonId: string): number[] {
    const spread = this.spreads.get(comparisonId);
    return spread ? [...new Set(spread.slots)].sort((a, b) => a - b) : [0];
  }

  private engineOf(call: CallName, args: readonly unknown[]): EngineConnection {
    if (call === 'seedTables') {
      // (comparisonId, designId): the engine that applied that design.
      const [comparisonId, designId] = args as [string, string];
      const spread = this.spreads.get(comparisonId);
      const at = spread?.designIds.indexOf(designId) ?? -1;
      return this.engines[at < 0 ? 0 : spread!.slots[at]!]!;
    }
    const at = TABLE_ARGUMENT[call];
    const name = at === undefined ? undefined : args[at];
    const slot = typeof name === 'string' ? (this.tables.get(name) ?? 0) : 0;
    return this.engines[slot]!;
  }

  private forget(comparisonId: string): void {
    const spread = this.spreads.get(comparisonId);
    if (!spread) return;
    this.spreads.delete(comparisonId);
    for (const name of spread.tables) this.tables.delete(name);
  }

  async loadComparison(
    ...[comparisonId, recipe, designs, onProgress, options]: Parameters<
      EngineCalls['loadComparison']
    >
  ): Promise<ComparisonAnswer<ComparisonLoad>> {
    const slots = shareDesigns(designs, this.engines.length);
    const types = [
      ...new Set(designs.flatMap((d) => d.design.entitySets.map((s) => s.recordType))),
    ];
    const done = this.engines.map(() => 0);
    const expected = this.engines.map(() => 0);
    const asked = this.engines.map(async (engine, k) => {
      const mine = designs.filter((_, i) => slots[i] === k);
      if (mine.length === 0) {
        // An engine left out of this comparison lets go of the tables it held of the last one.
        await engine.calls.dropComparison(comparisonId);
        return null;
      }
      const progress =
        onProgress &&
        engine.callback((d: number, e: number) => {
          done[k] = d;
          expected[k] = e;
          onProgress(
            done.reduce((a, b) => a + b, 0),
            expected.reduce((a, b) => a + b, 0),
          );
        });
      const answer = await engine.calls.loadComparison(comparisonId, recipe, mine, progress, {
        ...options,
        alsoTypes: types,
      });
      return { k, answer };
    });
    const answered = (await Promise.all(asked)).filter((x) => x !== null);
    const refused = firstRefusal(answered.map((x) => x.answer));
    if (refused) return refused;
    const spread: Spread = { designIds: designs.map((d) => d.id), slots, tables: [] };
    this.forget(comparisonId);
    this.spreads.set(comparisonId, spread);
    const parts = new Map<number, { designIds: string[]; items: ComparisonLoad['candidates'] }>();
    const records: Record<string, number> = {};
    let ms = 0;
    for (const { k, answer } of answered) {
      if (!answer.ok) continue;
      const { candidates } = answer.value;
      parts.set(k, { designIds: candidates.map((c) => c.designId), items: candidates });
      Object.assign(records, answer.value.records);
      ms = Math.max(ms, answer.value.ms);
      for (const c of candidates) {
        for (const name of [c.table, ...(c.tables ?? []).map((t) => t.table)]) {
          this.tables.set(name, k);
          spread.tables.push(name);
        }
      }
    }
    return {
      ok: true,
      value: { comparisonId, candidates: inDesignOrder(spread, parts), records, ms },
    };
  }

  async checkMatrix(
    ...[requestId, comparisonId, patterns, cellsOnly]: Parameters<EngineCalls['checkMatrix']>
  ): Promise<Tagged<ComparisonAnswer<Matrix>>> {
    const spread = this.spreads.get(comparisonId);
    const holders = this.holders(comparisonId);
    const answers = await Promise.all(
      holders.map((k) =>
        this.engines[k]!.calls.checkMatrix(requestId, comparisonId, patterns, cellsOnly),
      ),
    );
    const results = answers.map((a) => a.result);
    const refused = firstRefusal(results);
    if (refused || !spread) return { requestId, result: refused ?? results[0]! };
    const matrices = new Map<number, Matrix>();
    holders.forEach((k, i) => {
      const r = results[i]!;
      if (r.ok) matrices.set(k, r.value);
    });
    return { requestId, result: { ok: true, value: mergeMatrices(spread, matrices) } };
  }

  async writeLoad(
    ...[comparisonId, settings]: Parameters<EngineCalls['writeLoad']>
  ): Promise<ComparisonAnswer<WriteLoad>> {
    const spread = this.spreads.get(comparisonId);
    const holders = this.holders(comparisonId);
    const answers = await Promise.all(
      holders.map((k) => this.engines[k]!.calls.writeLoad(comparisonId, settings)),
    );
    const refused = firstRefusal(answers);
    if (refused || !spread) return refused ?? answers[0]!;
    const loads = answers.map((a) => (a as { value: WriteLoad }).value);
    const parts = new Map(
      holders.map((k, i) => {
        const designs = loads[i]!.designs;
        return [k, { designIds: designs.map((d) => d.designId), items: designs }] as const;
      }),
    );
    return { ok: true, value: { ...loads[0]!, designs: inDesignOrder(spread, parts) } };
  }

  async projection(
    ...args: Parameters<EngineCalls['projection']>
  ): Promise<ComparisonAnswer<Projection>> {
    const [comparisonId] = args;
    const spread = this.spreads.get(comparisonId);
    const holders = this.holders(comparisonId);
    const answers = await Promise.all(
      holders.map((k) => this.engines[k]!.calls.projection(...args)),
    );
    const refused = firstRefusal(answers);
    if (refused || !spread) return refused ?? answers[0]!;
    const projections = answers.map((a) => (a as { value: Projection }).value);
    const first = projections[0]!;
    const cells = first.cells.map((_, p) => {
      const parts = new Map(
        holders.map((k, i) => {
          const row = projections[i]!.cells[p]!;
          return [k, { designIds: row.map((c) => c.designId), items: row }] as const;
        }),
      );
      return inDesignOrder(spread, parts);
    });
    return { ok: true, value: { ...first, cells } };
  }

  async dropComparison(...[comparisonId]: Parameters<EngineCalls['dropComparison']>) {
    this.forget(comparisonId);
    const answers = await Promise.all(
      this.engines.map((e) => e.calls.dropComparison(comparisonId)),
    );
    return answers[0]!;
  }

  /** The pool as one connection. */
  connection(): EngineConnection {
    const routed = {} as Record<CallName, (...args: unknown[]) => Promise<unknown>>;
    for (const name of Object.keys(ENGINE_CALLS) as CallName[]) {
      routed[name] = (...args: unknown[]) => {
        const call = this.engineOf(name, args).calls[name] as (...a: unknown[]) => Promise<unknown>;
        return call(...args);
      };
    }
    const calls: EngineCalls = {
      ...(routed as unknown as EngineCalls),
      loadComparison: (...a) => this.loadComparison(...a),
      checkMatrix: (...a) => this.checkMatrix(...a),
      writeLoad: (...a) => this.writeLoad(...a),
      projection: (...a) => this.projection(...a),
      dropComparison: (...a) => this.dropComparison(...a),
    };
    const first = this.engines[0]!;
    return {
      calls,
      // A callback is only marked for passing; each engine it is passed to gets its own channel.
      callback: (fn) => first.callback(fn),
      dispose: () => {
        for (const e of this.engines) e.dispose();
      },
    };
  }
}

/** A matrix of the whole comparison from its engines' matrices, in the designs' order. */
function mergeMatrices(spread: Spread, matrices: ReadonlyMap<number, Matrix>): Matrix {
  const first = [...matrices.values()][0]!;
  const partsOf = <T>(items: (m: Matrix) => readonly T[]) =>
    new Map([...matrices].map(([k, m]) => [k, { designIds: m.designIds, items: items(m) }]));
  const records: Record<string, number> = {};
  let ms = 0;
  for (const m of matrices.values()) {
    Object.assign(records, m.records);
    ms = Math.max(ms, m.ms);
  }
  return {
    ...first,
    designIds: spread.designIds,
    cells: first.patternIds.map((_, p) =>
      inDesignOrder(
        spread,
        partsOf((m) => m.cells[p]!),
      ),
    ),
    footers: inDesignOrder(
      spread,
      partsOf((m) => m.footers),
    ),
    records,
    ms,
  };
}

/**
 * A factory of pools of `size` engines made by `factory`; `size` 1 is `factory` itself. The
 * pool dies, once, when any of its engines does.
 */
export function pooledEngine(factory: EngineFactory, size: number): EngineFactory {
  if (size <= 1) return factory;
  return (onDeath: (reason: Coded) => void) => {
    let dead = false;
    const died = (reason: Coded) => {
      if (dead) return;
      dead = true;
      onDeath(reason);
    };
    const engines: EngineConnection[] = [];
    try {
      for (let k = 0; k < size; k++) engines.push(factory(died));
    } catch (error) {
      for (const e of engines) e.dispose();
      throw error;
    }
    return new Pool(engines).connection();
  };
}

/**
 * The app's comparison engines: a pool of Web Workers sized to this machine's cores. Called by
 * the comparison's view when it starts, so this module is fetched with the view.
 */
export function appComparisonEngines(): EngineFactory {
  const cores = typeof navigator === 'undefined' ? undefined : navigator.hardwareConcurrency;
  return pooledEngine(spawnWorkerEngine, poolSize(cores));
}
