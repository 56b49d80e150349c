/**
 * The matrix's costs projected to a larger record count: a projection from the measured
 * counters, never a measurement. The model follows each query's plan and the design's growth as
 * read from the data (workload/project.ts; docs/access-patterns.md, "Projection that follows the
 * plan"); this is its worker-side form at one scale with the inferred bounds and the default
 * assumptions. The view computes the same model itself, with the workload and assumptions the
 * user set, without asking the worker again.
 */
import type { Coded, Result } from '../engine';
import { MESSAGES } from './messages';
import type { AccessPattern, Matrix, ProjectedCell, Projection } from './types';
import { type ModelSettings, projectCalls } from './workload/model';

/**
 * The matrix projected to `records` of each pattern's record type (unless the workload sets a
 * type's own), with the workload's bounds and the assumptions in `more`.
 */
export function projectMatrix(
  matrix: Matrix,
  patterns: readonly AccessPattern[],
  records: number,
  more: Omit<ModelSettings, 'scale'> = {},
): Result<{ projection: Projection }, Coded> {
  if (!(Number.isInteger(records) && records > 0)) {
    return { ok: false, error: MESSAGES.badScale(records) };
  }
  const calls = projectCalls(matrix, patterns, { ...more, scale: records });
  let measuredRecords = 0;
  const cells = matrix.cells.map((row, i) => {
    const type = patterns.find((p) => p.id === matrix.patternIds[i])?.recordType ?? '';
    measuredRecords = Math.max(measuredRecords, matrix.records[type] ?? 0);
    return row.map((cell, j): ProjectedCell => {
      const base = { patternId: cell.patternId, designId: cell.designId };
      const call = calls[i]?.[j] ?? null;
      if (cell.cost === null || call === null) {
        return { ...base, measured: null, projected: null, rule: MESSAGES.ruleNone };
      }
      return {
        ...base,
        measured: { requests: cell.cost.requests, scanned: cell.cost.scanned },
        projected: { requests: call.requests, scanned: call.scanned },
        // The scanned figure's rule: the one that decides what a call costs.
        rule: call.why[1] ?? MESSAGES.ruleNone,
        call,
      };
    });
  });
  return { ok: true, projection: { records, measuredRecords, cells, model: MESSAGES.model } };
}
