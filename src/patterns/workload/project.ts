/**
 * One access pattern × design projected to the production size, per call, following the plan
 * (docs/access-patterns.md, "Projection that follows the plan"):
 * - returned: from the pattern's result bound (one, at most N, or a share of the records);
 * - scanned: from the plan's shape: a point query reads one entity; a query that reached its
 *   `$top` reads what it read; a range reads its key range, which holds what it returns; a
 *   partition scan reads one partition, which grows as the design's partitions grow (inferred
 *   from the data, workload/growth.ts); a table or multi-partition scan reads the whole table;
 *   index entities add one point read per record they list;
 * - requests: at least one per 1,000 entities returned, one per partition a scan crosses, and
 *   one per 5 seconds of scanning at the assumed scan rate, whichever is most; plus the index
 *   point reads;
 * - latency: the query's requests one after another (a round trip each, plus the scan at the
 *   scan rate), then the index point reads, `parallelReads` at a time.
 * Each figure names the rule that made it.
 */
import type { Coded } from '../../engine';
import type { AccessPattern, CellResult } from '../types';
import { WORKLOAD_MESSAGES as M } from './messages';
import {
  MAX_CUSTOM_PROPERTIES,
  MAX_ENTITY_BYTES,
  MAX_STRING_CHARS,
  PAGE_ENTITIES,
  QUERY_SECONDS,
} from './rules';
import type {
  Assumptions,
  CallProjection,
  DesignGrowth,
  EntityLimitFlag,
  ProjectionRule,
  ResultBound,
  SetGrowth,
} from './types';

/** What projecting one call needs: the measured cell, its bound, its design's growth, sizes. */
export interface CallInput {
  readonly cell: CellResult;
  readonly pattern: AccessPattern;
  readonly bound: ResultBound;
  readonly growth: DesignGrowth | undefined;
  /** Records of the pattern's type measured, and at the production size. */
  readonly measuredRecords: number;
  readonly targetRecords: number;
  readonly assumptions: Assumptions;
}

/** A partition grows as records^g: from g ≥ ½ the partitions are read as of fixed number. */
const FIXED_FROM = 0.5;

/** The set whose partitions the query read: the one most of its entities came from. */
export function setRead(
  cell: CellResult,
  pattern: AccessPattern,
  growth: DesignGrowth | undefined,
) {
  if (growth === undefined) return undefined;
  const by = cell.cost?.returnedBySet;
  let best = -1;
  let most = 0;
  by?.forEach((n, i) => {
    if (n > most) {
      most = n;
      best = i;
    }
  });
  const found = growth.sets.find((s) => s.set === best);
  if (found) return found;
  const own = growth.sets.filter((s) => s.recordType === pattern.recordType);
  return own.find((s) => s.kind === 'copy') ?? own[0];
}

/** The limits a set's largest entity would pass at `factor` times the measured records. */
function limitFlags(set: SetGrowth, measured: number, factor: number): EntityLimitFlag[] {
  const largest = set.largest;
  if (largest === null || set.kind === 'copy' || set.listGrowth <= 0) return [];
  const h = set.listGrowth;
  const k = factor ** h;
  /** Records at which a list of `now` entries, grown by k, reaches `max` entries. */
  const at = (now: number, max: number) =>
    now <= 0 ? Number.POSITIVE_INFINITY : Math.ceil(measured * (max / now) ** (1 / h));
  const flags: EntityLimitFlag[] = [];
  const check = (
    limit: EntityLimitFlag['limit'],
    projected: number,
    max: number,
    atRecords: number,
  ) => {
    if (projected > max)
      flags.push({ set: set.name, limit, projected: Math.round(projected), max, atRecords });
  };
  if (set.kind === 'index') {
    // Only the list grows, two bytes a character.
    const fixed = largest.bytes - 2 * largest.listChars;
    const chars = largest.listChars;
    check(
      'entity-size',
      fixed + 2 * chars * k,
      MAX_ENTITY_BYTES,
      at(2 * chars, MAX_ENTITY_BYTES - fixed),
    );
    check('string-length', chars * k, MAX_STRING_CHARS, at(chars, MAX_STRING_CHARS));
  } else {
    // A series entity: one property per record, and its bytes grow with them.
    const fixed = largest.properties - largest.entries;
    const props = fixed + largest.entries * k;
    const perProperty = largest.bytes / Math.max(1, largest.properties);
    check(
      'properties',
      props,
      MAX_CUSTOM_PROPERTIES,
      at(largest.entries, MAX_CUSTOM_PROPERTIES - fixed),
    );
    check(
      'entity-size',
      perProperty * props,
      MAX_ENTITY_BYTES,
      at(largest.entries, MAX_ENTITY_BYTES / perProperty - fixed),
    );
  }
  return flags;
}

/** The flag's sentence. */
function flagMessage(flag: EntityLimitFlag): Coded {
  switch (flag.limit) {
    case 'entity-size':
      return M.flagEntitySize(flag.set, flag.projected, flag.atRecords);
    case 'properties':
      return M.flagProperties(flag.set, flag.projected, flag.atRecords);
    case 'string-length':
      return M.flagStringLength(flag.set, flag.projected, flag.atRecords);
  }
}

/** One call projected, or null when the cell has nothing measured (no query, an error). */
export function projectCall(input: CallInput): CallProjection | null {
  const { cell, pattern, bound, growth, assumptions } = input;
  const cost = cell.cost;
  if (cost === null) return null;
  const measured = Math.max(1, input.measuredRecords);
  const factor = input.targetRecords / measured;
  const rules: ProjectionRule[] = [];
  const why: Coded[] = [];
  const delivered = cell.delivered;

  // Returned records, from the bound.
  let returned: number;
  if (bound.kind === 'one') {
    returned = 1;
    rules.push('bound-one');
    why.push(M.returnedOne);
  } else if (bound.kind === 'at-most') {
    returned = delivered >= bound.n ? bound.n : Math.min(bound.n, Math.round(delivered * factor));
    rules.push('bound-at-most');
    why.push(M.returnedAtMost(bound.n));
  } else {
    returned = Math.round(bound.share * input.targetRecords);
    rules.push('bound-share');
    why.push(M.returnedShare(returned, bound.share));
  }
  const perRecord = delivered > 0 ? returned / delivered : 0;
  // Entities the query returns: index entities stay (their lists grow); copies follow the records.
  const entities =
    cost.indexReads > 0
      ? cost.returned
      : Math.round(cost.returned * (delivered > 0 ? perRecord : 1));
  const indexReads = cost.indexReads > 0 ? Math.round(cost.indexReads * perRecord) : 0;

  // Scanned by the query, from the plan's shape.
  const scannedNow = cost.scanned - cost.indexReads;
  const set = setRead(cell, pattern, growth);
  const g = set?.partitionGrowth ?? 1;
  const topReached = pattern.top !== undefined && cost.returned >= pattern.top;
  let scanned: number;
  let partitions = 1;
  if (cost.costClass === 'empty') {
    scanned = scannedNow;
    rules.push('scan-empty');
    why.push(M.scanEmpty);
  } else if (cost.costClass === 'point') {
    scanned = scannedNow;
    rules.push('scan-point');
    why.push(M.scanPoint);
  } else if (topReached) {
    scanned = scannedNow;
    rules.push('scan-top');
    why.push(M.scanTop(scanned));
  } else if (cost.costClass === 'range' && cost.returned > 0) {
    scanned = Math.round(scannedNow * (entities / cost.returned));
    rules.push('scan-range');
    why.push(M.scanRange(scanned));
  } else if (cost.costClass === 'range' || cost.costClass === 'partition-scan') {
    scanned = Math.round(scannedNow * factor ** g);
    const fixed = g >= FIXED_FROM;
    rules.push(fixed ? 'scan-fixed-partition' : 'scan-growing-partitions');
    why.push(
      M.scanPartition(fixed, scanned, set?.name ?? '', set?.partitions ?? { full: 0, half: 0 }),
    );
  } else {
    scanned = Math.round(scannedNow * factor);
    partitions = Math.max(1, Math.round(cost.partitionsTouched * factor ** (1 - g)));
    rules.push('scan-table');
    why.push(M.scanTable(scanned));
  }

  // Requests: the most of the three documented reasons a response ends.
  const pages = Math.max(1, Math.ceil(entities / PAGE_ENTITIES));
  const perRequest = assumptions.scanRate * QUERY_SECONDS;
  const timed = Math.ceil(scanned / perRequest);
  // An answer of several queries sends each (an in-order client with $top stops once it has N):
  // as many as it sent at the loaded size, each at least one request.
  const queries = cell.filters === undefined ? 1 : Math.max(1, cost.requests - cost.indexReads);
  const queryRequests = Math.max(pages, timed, partitions, queries);
  if (queryRequests === queries && queries > 1) {
    rules.push('requests-queries');
    why.push(M.requestsQueries(queries));
  } else if (queryRequests === pages) {
    rules.push('requests-pages');
    why.push(M.requestsPages(pages));
  } else if (queryRequests === timed) {
    rules.push('requests-time-limit');
    why.push(M.requestsTimeLimit(timed, assumptions.scanRate));
  } else {
    rules.push('requests-partitions');
    why.push(M.requestsPartitions(partitions));
  }
  if (indexReads > 0) {
    rules.push('requests-index-reads');
    why.push(M.requestsIndexReads(indexReads));
  }
  const latencyMs =
    queryRequests * assumptions.roundTripMs +
    (scanned / assumptions.scanRate) * 1000 +
    Math.ceil(indexReads / Math.max(1, assumptions.parallelReads)) * assumptions.roundTripMs;
  const flags = set ? limitFlags(set, measured, factor) : [];
  return {
    patternId: cell.patternId,
    designId: cell.designId,
    returned,
    scanned: scanned + indexReads,
    requests: queryRequests + indexReads,
    indexReads,
    latencyMs,
    costClass: cost.costClass,
    rules,
    why: [...why, ...flags.map(flagMessage)],
    flags,
  };
}
