/**
 * The matrix's costs projected to a larger record count: a projection from the measured
 * counters, never a measurement. The model (docs/access-patterns.md), with f = target records /
 * measured records of the pattern's type:
 * - a point query, an empty query, and a query whose `$top` was reached read the same at any
 *   size (the scan stops at the same place);
 * - a table or multi-partition scan reads f times as many entities and returns f times as many;
 * - a range or partition scan depends on how the design's partitions grow: a design with at least
 *   one partition per 1,000 entities (keyed by something that multiplies with the data, like an
 *   employee) is taken to gain partitions, so one partition's reads stay as measured; a design
 *   with fewer (keyed by something of fixed number, like a department or an hour) is taken to
 *   keep its partitions and grow them, so its partition reads grow f times too;
 * - requests = one per 1,000 returned entities (at least one), plus the range-partition
 *   boundaries the measured run crossed (assumed not to multiply), plus one point read per
 *   record that index entities list (which grow with f like the rest).
 */
import type { Coded, Result } from '../engine';
import { MESSAGES } from './messages';
import type { AccessPattern, CellResult, Matrix, ProjectedCell, Projection } from './types';

/** Entities one response page holds at most. */
const PAGE = 1000;

const pages = (returned: number): number => Math.max(1, Math.ceil(returned / PAGE));

/** Partitions per entity from which a design is taken to gain partitions as it grows. */
const MANY_PARTITIONS = 1 / 1000;

/** One cell projected by a factor; `manyPartitions` says whether the design gains partitions. */
export function projectCell(
  cell: CellResult,
  pattern: AccessPattern,
  factor: number,
  manyPartitions: boolean,
): ProjectedCell {
  const base = { patternId: cell.patternId, designId: cell.designId };
  const cost = cell.cost;
  if (cost === null) return { ...base, measured: null, projected: null, rule: MESSAGES.ruleNone };
  const measured = { requests: cost.requests, scanned: cost.scanned };
  const topReached = pattern.top !== undefined && cost.returned >= pattern.top;
  if (cost.costClass === 'point' || cost.costClass === 'empty' || topReached) {
    const rule = topReached ? MESSAGES.ruleTop : MESSAGES.ruleFixed(cost.costClass);
    return { ...base, measured, projected: measured, rule };
  }
  const local = cost.costClass === 'range' || cost.costClass === 'partition-scan';
  if (local && manyPartitions) {
    return { ...base, measured, projected: measured, rule: MESSAGES.ruleManyPartitions };
  }
  const queryRequests = cost.requests - cost.indexReads;
  const boundaries = Math.max(0, queryRequests - pages(cost.returned));
  const returned = Math.round(cost.returned * factor);
  const indexReads = Math.round(cost.indexReads * factor);
  const scanned = Math.round((cost.scanned - cost.indexReads) * factor) + indexReads;
  return {
    ...base,
    measured,
    projected: { requests: pages(returned) + boundaries + indexReads, scanned },
    rule: MESSAGES.ruleScaled(cost.costClass),
  };
}

/** The matrix projected to `records` of each pattern's record type. */
export function projectMatrix(
  matrix: Matrix,
  patterns: readonly AccessPattern[],
  records: number,
): Result<{ projection: Projection }, Coded> {
  if (!(Number.isInteger(records) && records > 0)) {
    return { ok: false, error: MESSAGES.badScale(records) };
  }
  let measuredRecords = 0;
  const many = matrix.footers.map(
    (f) => f.entities > 0 && f.partitions / f.entities >= MANY_PARTITIONS,
  );
  const cells = matrix.cells.map((row, i) => {
    const pattern = patterns[i]!;
    const measured = matrix.records[pattern.recordType] ?? 0;
    measuredRecords = Math.max(measuredRecords, measured);
    const factor = measured === 0 ? 1 : records / measured;
    return row.map((cell, j) => projectCell(cell, pattern, factor, many[j] ?? false));
  });
  return { ok: true, projection: { records, measuredRecords, cells, model: MESSAGES.model } };
}
