/**
 * The engine's query API: run a query whole or page by page, analyze it without building wire
 * entities, and show what it did to one partition. Each call parses, plans, and then scans the
 * planned windows of the table; user errors come back as values, never thrown.
 */
import type { FilterError } from './ast';
import { type Coded, coded } from './coded';
import { entitySizes } from './columns';
import { type CompiledScan, compileScan } from './compile';
import type { EdmType, EdmValue } from './edm';
import type { StoredEntity, WireEntity } from './entity';
import { scanPage } from './executor';
import { type BoundaryTest, boundaryTest, MAX_PAGE_SIZE, pageSizeFor } from './paging';
import { parseFilter } from './parser';
import type { Partition } from './partition-index';
import {
  ASSUME_REQUEST_PER_PAGE,
  ASSUME_SINGLE_RANGE,
  ASSUME_SPLIT_RANGES,
  ASSUME_THROUGHPUT,
  ASSUME_TOP_PAGES,
} from './plan-assumptions';
import { type PlanContext, planFromKeys, planKeys } from './planner';
import { typeCounts, unpaddedWidth } from './property-census';
import type {
  Continuation,
  EntityMark,
  Outcome,
  PageSummary,
  PartitionDetail,
  Plan,
  QueryAnalysis,
  QueryOptions,
  QueryPage,
  QueryStats,
} from './query-types';
import {
  continuationAt,
  cursorFrom,
  firstCursor,
  type ScanCursor,
  type ScanWindow,
  scanWindows,
} from './scan-windows';
import { entitySize, propertySize } from './size';
import { addPage, createStats, finishStats } from './stats';
import type { Table } from './table';
import { toWireEntity } from './wire';

/** A query ready to scan: its plan, compiled residual filter, windows and page rules. */
interface PreparedQuery {
  readonly plan: Plan;
  readonly filter: CompiledScan;
  readonly windows: readonly ScanWindow[];
  readonly pageSize: number;
  readonly crosses: BoundaryTest;
  readonly select: readonly string[] | undefined;
}

const PROPERTY_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,254}$/;

function optionError(code: string, message: Coded): { ok: false; error: FilterError } {
  return { ok: false, error: { code, message, from: 0, to: 0 } };
}

const contexts = new WeakMap<Table, { version: number; context: PlanContext }>();

/** What the planner may know about a table, derived from its census once per table version. */
export function planContextOf(table: Table): PlanContext {
  const cached = contexts.get(table);
  if (cached !== undefined && cached.version === table.version) return cached.context;
  const propertyTypes: Record<string, Partial<Record<EdmType, number>>> = {};
  for (const [name, counts] of table.census.types) propertyTypes[name] = typeCounts(counts);
  const context: PlanContext = {
    propertyTypes,
    unpaddedKeys: {
      partitionKey: unpaddedWidth(table.census.digitPartitionKeys),
      rowKey: unpaddedWidth(table.census.digitRowKeys),
    },
  };
  contexts.set(table, { version: table.version, context });
  return context;
}

/** Checks the options, parses and plans the filter, and finds the windows to scan. */
function prepare(
  table: Table,
  options: QueryOptions,
  known: PlanContext = {},
): Outcome<{ query: PreparedQuery }> {
  const { top, select } = options;
  if (top !== undefined && (!Number.isInteger(top) || top < 1 || top > MAX_PAGE_SIZE)) {
    return optionError(
      'INVALID_TOP',
      // The rejected value as typed (a number would be rounded for display).
      coded('engine.invalidTop', { max: MAX_PAGE_SIZE, text: String(top) }),
    );
  }
  const bad = select?.find((name) => !PROPERTY_NAME.test(name));
  if (bad !== undefined) {
    return optionError('INVALID_SELECT', coded('engine.invalidSelect', { text: bad }));
  }
  const parsed = parseFilter(options.filter ?? '');
  if (!parsed.ok) return parsed;
  const keyPlan = planKeys(parsed.ast);
  const plan = planFromKeys(parsed.ast, keyPlan, { ...planContextOf(table), ...known });
  const setting = options.rangePartitioning;
  const assumptions = [
    ...plan.assumptions,
    ASSUME_REQUEST_PER_PAGE,
    setting === undefined || setting.kind === 'single' ? ASSUME_SINGLE_RANGE : ASSUME_SPLIT_RANGES,
    ...(top === undefined ? [] : [ASSUME_TOP_PAGES]),
    ASSUME_THROUGHPUT,
  ];
  return {
    ok: true,
    query: {
      plan: { ...plan, assumptions },
      // The windows hold exactly the entities that satisfy the seek conjuncts (semantics.md §5),
      // so only the residual ones are tested on each scanned entity.
      filter: compileScan(keyPlan.residual, options.columns !== 'when-built'),
      windows: scanWindows(table, plan.ranges),
      pageSize: pageSizeFor(top),
      crosses: boundaryTest(setting),
      select: select === undefined || select.length === 0 ? undefined : select,
    },
  };
}

/** The bytes an entity weighs in a response under `$select` (semantics.md §1 formula). */
function projectedSize(entity: StoredEntity, select: readonly string[] | undefined) {
  let size = 4 + 2 * (entity.PartitionKey.length + entity.RowKey.length);
  const props = entity.properties;
  if (select === undefined) {
    for (const name in props) size += propertySize(name, props[name] as EdmValue);
    return size;
  }
  for (const name of select) {
    if (Object.hasOwn(props, name)) size += propertySize(name, props[name] as EdmValue);
  }
  return size;
}

/** Runs every page of a prepared query, handing each match and each finished page on. */
function runPages(
  query: PreparedQuery,
  onMatch: (entity: StoredEntity, partition: Partition, index: number) => void,
): { stats: QueryStats; pages: PageSummary[] } {
  const stats = createStats();
  const pages: PageSummary[] = [];
  const select = query.select;
  let bytes = 0;
  // Whole entities' sizes are remembered per partition (columns.ts): a scan returning 100,000
  // entities spent more time summing their sizes than finding them.
  let sized: Partition | null = null;
  let sizes: Uint32Array = new Uint32Array(0);
  const count = (entity: StoredEntity, partition: Partition, index: number) => {
    if (select !== undefined) bytes += projectedSize(entity, select);
    else {
      if (partition !== sized) {
        sized = partition;
        sizes = entitySizes(partition);
      }
      let size = sizes[index]!;
      if (size === 0) size = sizes[index] = entitySize(entity);
      bytes += size;
    }
    onMatch(entity, partition, index);
  };
  let cursor: ScanCursor | null = firstCursor(query.windows);
  do {
    bytes = 0;
    const page = scanPage(
      query.windows,
      cursor,
      query.filter.find,
      query.pageSize,
      query.crosses,
      count,
    );
    addPage(stats, page, bytes);
    cursor = page.next;
    pages.push({
      index: pages.length,
      scanned: page.scanned,
      returned: page.returned,
      continuation: cursor ? continuationAt(query.windows, cursor) : null,
      endedBy: page.endedBy,
    });
  } while (cursor !== null);
  return { stats: finishStats(stats), pages };
}

/** Every page of a query, each match kept as `keep` makes it. */
function collect<T>(
  table: Table,
  options: QueryOptions,
  keep: (entity: StoredEntity, select: readonly string[] | undefined) => T,
): Outcome<{ plan: Plan; entities: T[]; stats: QueryStats; pages: PageSummary[] }> {
  const prepared = prepare(table, options);
  if (!prepared.ok) return prepared;
  const { query } = prepared;
  const entities: T[] = [];
  const { stats, pages } = runPages(query, (e) => entities.push(keep(e, query.select)));
  return { ok: true, plan: query.plan, entities, stats, pages };
}

/**
 * Runs a query to the end, following every continuation as the SDKs do, and returns the plan,
 * the wire entities of all pages in key order, the counters and the page breaks.
 */
export function runQuery(
  table: Table,
  options: QueryOptions,
): Outcome<{ plan: Plan; entities: WireEntity[]; stats: QueryStats; pages: PageSummary[] }> {
  return collect(table, options, toWireEntity);
}

/**
 * `runQuery` with the stored entities themselves instead of wire entities: for callers inside the
 * worker that read values or keys (a pattern's check), which need not pay for a wire entity a
 * row (about 0.8 µs) nor read it back. The entities are the table's own: do not change them.
 * `$select` does not apply (it shapes wire entities); the counters still follow it.
 */
export function runQueryStored(
  table: Table,
  options: QueryOptions,
  onMatch?: StoredMatch,
): Outcome<{ plan: Plan; entities: StoredEntity[]; stats: QueryStats; pages: PageSummary[] }> {
  const prepared = prepare(table, options);
  if (!prepared.ok) return prepared;
  const { query } = prepared;
  const entities: StoredEntity[] = [];
  const { stats, pages } = runPages(
    query,
    onMatch === undefined
      ? (e) => entities.push(e)
      : (e, partition, index) => {
          entities.push(e);
          onMatch(partition, index);
        },
  );
  return { ok: true, plan: query.plan, entities, stats, pages };
}

/**
 * Where a returned entity sits: its partition and its index there (the table's own arrays), for
 * callers that keep facts about table positions (what record a comparison's entity came from).
 */
export type StoredMatch = (partition: Partition, index: number) => void;

/**
 * Plan, whole-query counters and page breaks, without building wire entities: what the UI asks
 * on every keystroke, so it costs about one scan of the planned windows. `known` is what the
 * planner cannot read from the table itself: how the key design makes its keys.
 */
export function analyzeQuery(
  table: Table,
  options: QueryOptions,
  known: Pick<PlanContext, 'keyShapes'> = {},
): Outcome<QueryAnalysis> {
  const prepared = prepare(table, options, known);
  if (!prepared.ok) return prepared;
  const { stats, pages } = runPages(prepared.query, () => {});
  return { ok: true, plan: prepared.query.plan, stats, pages };
}

function isContinuation(value: unknown): value is Continuation {
  if (typeof value !== 'object' || value === null) return false;
  const c = value as Record<string, unknown>;
  return typeof c.nextPartitionKey === 'string' && typeof c.nextRowKey === 'string';
}

/**
 * One response page: the first page, or the page a continuation resumes. Chaining the returned
 * continuations until null yields exactly the entities of runQuery.
 */
export function runQueryPage(
  table: Table,
  options: QueryOptions,
  continuation?: Continuation | null,
): Outcome<{ plan: Plan; page: QueryPage }> {
  if (continuation != null && !isContinuation(continuation)) {
    return optionError('INVALID_CONTINUATION', coded('engine.invalidContinuation'));
  }
  const prepared = prepare(table, options);
  if (!prepared.ok) return prepared;
  const { query } = prepared;
  const start = continuation ? cursorFrom(query.windows, continuation) : firstCursor(query.windows);
  const entities: WireEntity[] = [];
  const page = scanPage(
    query.windows,
    start,
    query.filter.find,
    query.pageSize,
    query.crosses,
    (e) => entities.push(toWireEntity(e, query.select)),
  );
  return {
    ok: true,
    plan: query.plan,
    page: {
      entities,
      scanned: page.scanned,
      continuation: page.next ? continuationAt(query.windows, page.next) : null,
    },
  };
}

/**
 * The RowKeys of one partition, each marked by what the query does to it: returned, scanned
 * and rejected by the filter, or skipped (outside the scanned ranges). Above `limit` entities,
 * an even sample of `limit` rows.
 */
export function partitionDetail(
  table: Table,
  options: QueryOptions,
  partitionKey: string,
  limit = 2000,
): Outcome<PartitionDetail> {
  const prepared = prepare(table, options);
  if (!prepared.ok) return prepared;
  const { windows, filter } = prepared.query;
  const partition = table.byKey.get(partitionKey);
  if (partition === undefined) {
    return { ok: true, partitionKey, total: 0, sampled: false, rows: [] };
  }
  const scanned = windows.filter((w) => w.partition === partition);
  const entities = partition.entities;
  const total = entities.length;
  const take = Math.max(1, Math.floor(limit));
  const sampled = total > take;
  const count = sampled ? take : total;
  const rows: { rowKey: string; mark: EntityMark }[] = [];
  for (let k = 0; k < count; k++) {
    const i = sampled ? Math.floor((k * total) / take) : k;
    const entity = entities[i]!;
    const inside = scanned.some((w) => i >= w.from && i < w.to);
    const mark: EntityMark = !inside ? 'skipped' : filter.test(entity) ? 'returned' : 'rejected';
    rows.push({ rowKey: entity.RowKey, mark });
  }
  return { ok: true, partitionKey, total, sampled, rows };
}
