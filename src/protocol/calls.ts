/**
 * The worker contract: every engine call, declared once. A call's name, how long it may take
 * before the worker is presumed hung, and whether its answer is `Tagged` with the request id
 * (keystroke-driven calls, whose stale answers the client drops) are said here and nowhere else.
 * From this table the worker builds its API (src/worker/api.ts), and the client its calls and
 * deadlines (src/state/engine-client.ts) and its in-process engine for Node tests, each with one
 * loop over `CALL_NAMES`. Adding a call is one entry here and its implementation in api.ts; the
 * argument and answer types come from that implementation (`typeof`), never restated.
 *
 * Deadlines: a load builds up to 1M entities and keeps a long deadline; a plan, a page or a
 * rewrite takes milliseconds (a 1M table scan at `$top=1`, the slowest, about two seconds), so a
 * hung worker is noticed within seconds, not half a minute. Meanwhile the plan panel marks the
 * plan on screen stale (useSlow.ts). This module is plain data: the main thread imports it.
 */

/** What the contract says of one call. */
export interface CallSpec {
  /** Milliseconds the call may take before the engine is presumed hung and restarted. */
  readonly deadline: number;
  /** Whether the call takes a request id first and answers `Tagged` with it. */
  readonly tagged: boolean;
}

/** Every engine call, in one table. */
export const ENGINE_CALLS = {
  /** The sample dataset catalogue, with each dataset's records, design and presets. */
  listDatasets: { deadline: 10_000, tagged: false },
  /**
   * Generates a dataset's records, applies a design (the dataset's own when null) and indexes
   * the result as a named table; `onProgress` (a comlink proxy) is called as it builds.
   */
  load: { deadline: 120_000, tagged: false },
  /** A comparison's design table as a load would summarize it, generating nothing. */
  describeTable: { deadline: 8_000, tagged: false },
  /** The first records' keys under a design being edited, or its compile errors. */
  preview: { deadline: 4_000, tagged: true },
  /**
   * Reads an import file (a File or Blob, cloned to the worker) in slices; `onProgress` (a
   * comlink proxy) gets (bytes read, total). The entities wait in the worker for `loadImported`.
   * A 200 MB file takes minutes; the worker answers other calls meanwhile.
   */
  importFile: { deadline: 180_000, tagged: false },
  /** Stops an import at its next slice. */
  cancelImport: { deadline: 4_000, tagged: false },
  /**
   * Builds a named table from a finished import (records through a design, their starting
   * design when null); the previous table stays if it fails.
   */
  loadImported: { deadline: 120_000, tagged: false },
  /** A query's results over all pages (the whole table for an empty filter) as a file's text. */
  exportTable: { deadline: 120_000, tagged: false },
  /**
   * Every entity and page of a query as the model answers it, to compare with a live table:
   * every page, as exportTable builds them.
   */
  modelRun: { deadline: 120_000, tagged: false },
  /**
   * Plan and counters for one keystroke's query, and the key-range strip's partition marked by
   * it (the focused one, else the busiest): one round trip, one repaint per keystroke.
   */
  analyze: { deadline: 8_000, tagged: true },
  /** One response page of rows, after a continuation (the first page when null). */
  page: { deadline: 8_000, tagged: true },
  /** One partition's entities marked by what the query does to them. */
  detail: { deadline: 8_000, tagged: true },
  /**
   * A lesson challenge's verdict on a table and the learner's query (engine facts only). It runs
   * the learner's query and the reference in full: lesson tables are small. Given the step, an
   * answer that passes is judged on two other samples of the recipe as well.
   */
  judgeChallenge: { deadline: 8_000, tagged: true },
  /**
   * A lesson challenge's goal on a table's sample: what its reference answer reads and costs
   * (built under the reference design when that is another; lesson samples are small).
   */
  lessonGoal: { deadline: 8_000, tagged: false },
  /**
   * The lesson builder's check of a whole lesson: each step's sample built (seed 1) and judged at
   * its setup and with its solution; a lesson of several samples takes a few seconds.
   */
  checkLesson: { deadline: 60_000, tagged: false },
  /**
   * A lesson step's "ask the advisor" (src/lessons/advice.ts): the advisor's search over the
   * explorer's sample for the step's scenario, the loaded design appraised beside its best;
   * `onProgress` (a comlink proxy) hears (built, limit). A lesson's sample takes seconds.
   */
  lessonAdvice: { deadline: 120_000, tagged: false },
  /** The filter rewritten to one partition (a click on the partition map). */
  withPartitionKey: { deadline: 4_000, tagged: false },
  /** The filter rewritten to a RowKey range (a brush on the key-range strip). */
  withRowKeyRange: { deadline: 4_000, tagged: false },
  /** The bundled access-pattern scenarios (designs and patterns, never data). */
  listScenarios: { deadline: 4_000, tagged: false },
  /**
   * Generates the recipe's records once and loads each candidate design over them as its own
   * table (named by comparisonTableName), replacing the comparison of the same id. At 1M
   * records this and the calls below take seconds, and on a loaded machine tens of seconds: a
   * missed deadline restarts the engine and loads a million records again, so they are long.
   */
  loadComparison: { deadline: 240_000, tagged: false },
  /** Every pattern checked against every design of a loaded comparison: cells and footers. */
  checkMatrix: { deadline: 120_000, tagged: true },
  /** Each design's busiest-partition write rate over time against the scalability targets. */
  writeLoad: { deadline: 120_000, tagged: false },
  /** The matrix's requests and scanned entities projected to a larger record count. */
  projection: { deadline: 120_000, tagged: false },
  /** Every entity of one of a comparison's designs, per table: what seeding a table writes. */
  seedTables: { deadline: 120_000, tagged: false },
  /**
   * The design advisor's search over a loaded comparison's records (src/patterns/advisor):
   * candidates built, checked with their proposed queries and ranked; `onProgress` (a comlink
   * proxy) hears (built, limit). Hundreds of designs take seconds; the search lets other calls
   * in between candidates, so the deadline is the whole search's.
   */
  adviseDesigns: { deadline: 180_000, tagged: false },
  /** Stops a running advisor search at its next pause; it answers with what it built. */
  cancelAdvice: { deadline: 4_000, tagged: false },
  /** Frees a comparison's records and tables. */
  dropComparison: { deadline: 4_000, tagged: false },
  /** Answers at once when the worker is idle. */
  ping: { deadline: 4_000, tagged: false },
} as const satisfies Readonly<Record<string, CallSpec>>;

/** The name of an engine call. */
export type CallName = keyof typeof ENGINE_CALLS;

/** Every call's name, in the contract's order: what the derived tables loop over. */
export const CALL_NAMES = Object.keys(ENGINE_CALLS) as readonly CallName[];

/**
 * A table with one entry per declared call, each made by `make`: how the API, the client's
 * calls, the deadlines and the in-process engine are built, so none can miss a call.
 */
export function perCall<T>(make: (name: CallName) => T): Record<CallName, T> {
  const table: Partial<Record<CallName, T>> = {};
  for (const name of CALL_NAMES) table[name] = make(name);
  return table as Record<CallName, T>;
}
