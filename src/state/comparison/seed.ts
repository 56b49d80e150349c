/**
 * The comparison's live-table controller: seeds a table with one design's entities and runs
 * every pattern there, comparing each with the model. The seed target (its SAS) lives in this
 * closure only, for as long as the comparison view is open; the store sees its terms. The
 * design's entities come from the comparison's worker (seedTables) and stay in this closure too.
 */
import type { StoreApi } from 'zustand';
import { coded, type WireEntity } from '../../engine';
import { displayHost, type FetchLike, type LiveProblem } from '../../live';
import {
  type ParsedSeedTarget,
  parseSeedTarget,
  planSeed,
  runSeed,
  type SeedPlan,
  type SeedTarget,
} from '../../seed';
import { COMPARISON_ID } from './controller';
import { seedTableName } from './seed-name';
import { runEveryPattern } from './seed-run';
import { createSeedStore, type SeedPreview, type SeedState } from './seed-store';
import type { ComparisonView } from './view';

/** What the seed controller needs from the app. */
export interface SeedHost {
  readonly comparison: Pick<ComparisonView, 'store' | 'calls'>;
  /** This page's origin, for the CORS command. */
  readonly origin: string | null;
  readonly fetch?: FetchLike;
  /** Wall clock, ms since 1970 (SAS expiry). */
  readonly epochMs?: () => number;
  /** Monotonic clock, ms (the seed's measured time). */
  readonly now?: () => number;
}

/** The live-table panel's actions. */
export interface SeedController {
  readonly store: StoreApi<SeedState>;
  /** Opens the dialog for `designId` and fetches its entities from the worker. */
  open(designId: string): Promise<void>;
  close(): void;
  /** The terms of a pasted SAS for the dialog's design, or why it cannot be written to. */
  preview(text: string, table: string): SeedPreview;
  /** Writes the design's entities through the SAS (after the dialog asked). */
  seed(text: string, table: string): Promise<void>;
  /** Stops a seed or a run in progress. */
  cancel(): void;
  /** Runs every pattern of the seeded design on the live table(s) and compares with the model. */
  runAll(): Promise<void>;
  /** Stops any work and watching the comparison (the view closed). */
  stop(): void;
}

/** Starts the controller over a comparison. */
export function startSeedController(host: SeedHost): SeedController {
  const store = createSeedStore();
  const epochMs = host.epochMs ?? (() => Date.now());
  const now = host.now ?? (() => performance.now());
  let held: { designId: string; tables: { name: string; entities: WireEntity[] }[] } | null = null;
  let target: SeedTarget | null = null;
  let working: AbortController | null = null;
  let planned: { key: string; plan: SeedPlan } | null = null;

  /** The live table of each design table: a one-table design's ('') is the SAS's. */
  const mapping = (t: SeedTarget) =>
    held!.tables.map((x, i) => ({
      part: x.name,
      live: x.name === '' ? t.connections[0]!.ref.table : (t.connections[i]?.ref.table ?? x.name),
    }));

  function parse(text: string, table: string): ParsedSeedTarget | null {
    if (!held) return null;
    const single = held.tables.length === 1 && held.tables[0]!.name === '';
    return parseSeedTarget(text, {
      tables: single ? null : held.tables.map((x) => x.name),
      fallback: table.trim() === '' ? seedTableName(held.designId) : table.trim(),
      nowMs: epochMs(),
    });
  }

  function planFor(t: SeedTarget): SeedPlan {
    const endpoint = t.connections[0]!.ref.endpoint;
    const map = mapping(t);
    const key = `${held!.designId}|${endpoint}|${map.map((m) => m.live).join(',')}`;
    if (planned?.key === key) return planned.plan;
    const plan = planSeed(
      endpoint,
      held!.tables.map((x, i) => ({ table: map[i]!.live, entities: x.entities })),
    );
    planned = { key, plan };
    return plan;
  }

  // New records or designs: the entities held and the table seeded are of the old ones.
  const unsubscribe = host.comparison.store.subscribe((now, prev) => {
    if (now.load === prev.load || now.load.phase !== 'ready') return;
    working?.abort();
    held = null;
    planned = null;
    target = null;
    store.setState({ seeded: null, run: { phase: 'idle' }, seed: { phase: 'idle' } });
  });

  const options = (signal: AbortSignal) => ({
    signal,
    epochMs,
    ...(host.fetch ? { fetch: host.fetch } : {}),
    ...(host.origin ? { origin: host.origin } : {}),
  });

  return {
    store,
    async open(designId) {
      store.setState({
        dialog: { open: true, designId },
        source: { phase: 'loading' },
        seed: { phase: 'idle' },
      });
      if (held?.designId === designId) {
        const value = {
          designId,
          tables: held.tables.map((x) => ({ name: x.name, entities: x.entities.length })),
        };
        store.setState({ source: { phase: 'ready', value } });
        return;
      }
      const calls = host.comparison.calls();
      const answer = calls ? await calls.seedTables(COMPARISON_ID, designId) : null;
      if (store.getState().dialog.designId !== designId) return;
      if (answer === null || !answer.ok) {
        const message = answer === null ? coded('state.comparisonEngineGone') : answer.error;
        store.setState({ source: { phase: 'failed', message } });
        return;
      }
      held = { designId, tables: answer.value };
      planned = null;
      const value = {
        designId,
        tables: answer.value.map((x) => ({ name: x.name, entities: x.entities.length })),
      };
      store.setState({ source: { phase: 'ready', value } });
    },
    close() {
      if (store.getState().seed.phase === 'seeding') return;
      store.setState((s) => ({ dialog: { ...s.dialog, open: false } }));
    },
    preview(text, table) {
      const parsed = parse(text, table);
      if (parsed === null || !parsed.ok) {
        const error: LiveProblem =
          parsed?.ok === false
            ? parsed.error
            : {
                code: 'URL_EMPTY',
                message: { code: 'live.urlEmpty' },
                action: { code: 'live.urlEmptyAction' },
              };
        return { ok: false, error };
      }
      const t = parsed.target;
      const plan = planFor(t);
      const first = t.connections[0]!;
      return {
        ok: true,
        host: displayHost(first.ref.endpoint) ?? first.ref.endpoint,
        kind: t.kind,
        permissions: first.grant.permissions,
        policy: first.grant.policy,
        sasKind: first.grant.kind,
        tables: t.connections.map((c) => c.ref.table),
        canCreate: t.canCreate,
        entities: plan.entities,
        requests: plan.batches.length + (t.canCreate ? t.connections.length : 0),
        partitions: plan.partitions,
        // Writing is what the user asked for here: the read path's warning about it is moot.
        warnings: first.warnings.filter((w) => w.code !== 'SAS_GRANTS_WRITE'),
      };
    },
    async seed(text, table) {
      const parsed = parse(text, table);
      if (parsed === null) return;
      if (!parsed.ok) {
        store.setState({ seed: { phase: 'failed', problem: parsed.error } });
        return;
      }
      const t = parsed.target;
      const plan = planFor(t);
      working?.abort();
      const controller = new AbortController();
      working = controller;
      const started = now();
      store.setState({
        seed: { phase: 'seeding', entities: 0, requests: 0, total: plan.entities },
        run: { phase: 'idle' },
      });
      const result = await runSeed(t, plan, {
        ...options(controller.signal),
        onProgress: (p) => {
          if (working === controller) store.setState({ seed: { phase: 'seeding', ...p } });
        },
      });
      if (working === controller) working = null;
      const ms = now() - started;
      if (result.problem) {
        store.setState({ seed: { phase: 'failed', problem: result.problem } });
        return;
      }
      const { entities, requests } = result;
      if (result.stoppedBy === 'cancelled') {
        store.setState({ seed: { phase: 'cancelled', entities, requests, ms } });
        return;
      }
      target = t;
      const first = t.connections[0]!;
      store.setState({
        seed: { phase: 'done', entities, requests, ms },
        seeded: {
          designId: held!.designId,
          host: displayHost(first.ref.endpoint) ?? first.ref.endpoint,
          kind: t.kind,
          tables: mapping(t),
        },
      });
    },
    cancel() {
      working?.abort();
    },
    stop() {
      unsubscribe();
      working?.abort();
    },
    async runAll() {
      const seeded = store.getState().seeded;
      const calls = host.comparison.calls();
      if (!seeded || !target || !calls) return;
      working?.abort();
      const controller = new AbortController();
      working = controller;
      const state = host.comparison.store.getState();
      const rows = await runEveryPattern({
        state,
        calls,
        seeded,
        target,
        options: options(controller.signal),
        onProgress: (done, total) => {
          if (working === controller) store.setState({ run: { phase: 'running', done, total } });
        },
      });
      if (working !== controller) return;
      working = null;
      store.setState({
        run: rows === null ? { phase: 'idle' } : { phase: 'done', designId: seeded.designId, rows },
      });
    },
  };
}
