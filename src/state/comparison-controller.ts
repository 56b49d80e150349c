/**
 * The comparison's controller: watches the spec in the comparison store and keeps the worker's
 * answers current. New records or designs reload the comparison (records once, one table per
 * design); a pattern edit re-checks every cell; the write load and the projection follow their
 * settings. Latest edit wins; a dead engine is restarted and the comparison reloaded.
 */
import type { StoreApi } from 'zustand';
import { sameDesign } from '../design';
import { type Coded, coded } from '../engine';
import type {
  AccessPattern,
  ComparisonAnswer,
  Matrix,
  Projection,
  WriteLoad,
  WriteLoadSettings,
} from '../patterns';
import { type ComparisonSetup, type ComparisonState, failed, running } from './comparison-store';
import { type EngineConnection, EngineDied, type EngineFactory } from './engine-client';
import { LatestOnly } from './latest';
import { codedOf } from '../protocol/coded-error';

/** The controller's handle: stopping, and its engine; everything else goes through the store. */
export interface ComparisonController {
  /** Stops watching the store and shuts the engine down. */
  stop(): void;
  /** The engine holding the comparison's tables, or null while it (re)starts or after stop. */
  connection(): EngineConnection | null;
}

/** The worker's name for this controller's one comparison. */
const COMPARISON_ID = 'view';

/** Whether two specs load the same tables: same records, same designs (names aside). */
function sameTables(a: ComparisonSetup, b: ComparisonSetup): boolean {
  return (
    a.dataset === b.dataset &&
    a.size === b.size &&
    a.seed === b.seed &&
    a.designs.length === b.designs.length &&
    a.designs.every((d, i) => {
      const other = b.designs[i];
      return (
        other !== undefined &&
        d.id === other.id &&
        sameDesign({ ...d.design, name: '' }, { ...other.design, name: '' })
      );
    })
  );
}

/** A worker answer's refusal, thrown so the runner reports it with its coded message. */
class Refused extends Error {
  constructor(readonly coded: Coded) {
    super(coded.code);
  }
}

/**
 * Says what went wrong in an engine call, for the user: a refusal's own message, else the error's
 * words as they came (a browser's or the worker's, not ours to translate).
 */
function describe(error: unknown): Coded {
  if (error instanceof Refused) return error.coded;
  const said = codedOf(error);
  if (said !== null) return said;
  return coded('state.detail', { detail: error instanceof Error ? error.message : String(error) });
}

/** The answer's value, or throws its message (the runner turns it into a failure). */
function unwrap<T>(answer: ComparisonAnswer<T>): T {
  if (!answer.ok) throw new Refused(answer.message);
  return answer.value;
}

/** Starts the controller over `store`, running the engine made by `factory`. */
export function startComparison(
  store: StoreApi<ComparisonState>,
  factory: EngineFactory,
): ComparisonController {
  let conn: EngineConnection | null = null;
  let stopped = false;
  let loaded = false;
  let loadSeq = 0;

  const engine = () => {
    if (!conn) throw new EngineDied(coded('state.engineRestarting'));
    return conn.calls;
  };
  const isDeath = (error: unknown) => error instanceof Error && error.name === 'EngineDied';

  const checker = new LatestOnly<readonly AccessPattern[], ComparisonAnswer<Matrix>>(
    async (id, patterns) => (await engine().checkMatrix(id, COMPARISON_ID, patterns)).result,
    (answer) => {
      if (answer.ok) store.setState({ matrix: { state: 'ready', value: answer.value } });
      else store.setState((s) => ({ matrix: failed(s.matrix, answer.message) }));
    },
    (error) => {
      if (!isDeath(error)) store.setState((s) => ({ matrix: failed(s.matrix, describe(error)) }));
    },
  );
  const writer = new LatestOnly<WriteLoadSettings, WriteLoad>(
    async (_id, settings) => unwrap(await engine().writeLoad(COMPARISON_ID, settings)),
    (value) => store.setState({ writes: { state: 'ready', value } }),
    (error) => {
      if (!isDeath(error)) store.setState((s) => ({ writes: failed(s.writes, describe(error)) }));
    },
  );
  const projector = new LatestOnly<
    { patterns: readonly AccessPattern[]; records: number },
    Projection
  >(
    async (_id, { patterns, records }) =>
      unwrap(await engine().projection(COMPARISON_ID, patterns, records)),
    (value) => store.setState({ projection: { state: 'ready', value } }),
    (error) => {
      if (!isDeath(error))
        store.setState((s) => ({ projection: failed(s.projection, describe(error)) }));
    },
  );

  function check(): void {
    if (!loaded) return;
    const { patterns } = store.getState();
    store.setState((s) => ({ matrix: running(s.matrix) }));
    checker.submit(patterns);
  }

  function writeLoad(): void {
    if (!loaded) return;
    store.setState((s) => ({ writes: running(s.writes) }));
    writer.submit(store.getState().writeLoad);
  }

  function project(): void {
    if (!loaded) return;
    const { patterns, scale } = store.getState();
    if (scale === null) {
      projector.cancel();
      store.setState({ projection: { state: 'idle' } });
      return;
    }
    store.setState((s) => ({ projection: running(s.projection) }));
    projector.submit({ patterns, records: scale });
  }

  async function load(): Promise<void> {
    const { dataset, size, seed, designs } = store.getState();
    loaded = false;
    checker.cancel();
    writer.cancel();
    projector.cancel();
    if (!conn || designs.length === 0 || size <= 0) {
      store.setState({ load: { state: 'idle' } });
      return;
    }
    const seq = ++loadSeq;
    store.setState((s) => ({ load: { ...running(s.load), done: 0, expected: size } }));
    const onProgress = conn.callback((done: number, expected: number) => {
      const now = store.getState().load;
      if (seq === loadSeq && now.state === 'running')
        store.setState({ load: { ...now, done, expected } });
    });
    try {
      const answer = await engine().loadComparison(
        COMPARISON_ID,
        { dataset, size, seed },
        designs,
        onProgress,
      );
      if (seq !== loadSeq || stopped) return;
      if (!answer.ok) {
        store.setState((s) => ({ load: failed(s.load, answer.message) }));
        return;
      }
      loaded = true;
      store.setState({ load: { state: 'ready', value: answer.value.candidates } });
      check();
      writeLoad();
      project();
    } catch (error) {
      if (seq !== loadSeq || isDeath(error)) return;
      store.setState((s) => ({ load: failed(s.load, describe(error)) }));
    }
  }

  async function connect(): Promise<void> {
    let connection: EngineConnection;
    try {
      connection = factory(onDeath);
    } catch (error) {
      store.setState((s) => ({ load: failed(s.load, describe(error)) }));
      return;
    }
    conn = connection;
    try {
      const scenarios = await connection.calls.listScenarios();
      if (conn !== connection) return;
      store.setState({ scenarios });
    } catch (error) {
      // Without the bundled scenarios, a comparison from the explorer's dataset still works.
      if (conn !== connection || isDeath(error)) return;
    }
    await load();
  }

  function onDeath(reason: Coded): void {
    if (stopped) return;
    conn?.dispose();
    conn = null;
    loaded = false;
    store.setState((s) => ({
      load: failed(s.load, coded('state.comparisonEngineStopped', { reason })),
    }));
    void connect();
  }

  const unsubscribe = store.subscribe((state, prev) => {
    if (!sameTables(state, prev)) {
      void load();
      return;
    }
    if (state.patterns !== prev.patterns) {
      check();
      project();
    } else if (state.scale !== prev.scale) project();
    if (state.writeLoad !== prev.writeLoad) writeLoad();
  });

  void connect();

  return {
    connection: () => conn,
    stop() {
      stopped = true;
      unsubscribe();
      checker.cancel();
      writer.cancel();
      projector.cancel();
      conn?.dispose();
      conn = null;
    },
  };
}
