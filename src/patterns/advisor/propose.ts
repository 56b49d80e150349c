/**
 * The proposed query of a pattern on a design: the cheapest of the advisor's candidate answers
 * (candidates.ts) that the check passes, each run through the very check a hand-written answer
 * goes through (check.ts), so nothing is proposed that the check has not proven on the records.
 * Cheapest is fewest requests, then fewest entities scanned, then fewest queries.
 */

import type { RecordType } from '../../design';
import { sameAnswer } from '../answer';
import { type CheckTarget, checkCell } from '../check';
import type { PreparedPattern } from '../prepare';
import { CLASS_RANK } from '../run-answer';
import type { CellCost, CellResult, DesignAnswer } from '../types';
import { candidateAnswers } from './candidates';

/** A proposed answer with the cell the check made of it. */
export interface Proposal {
  readonly answer: DesignAnswer;
  readonly cell: CellResult;
}

/** The most candidates checked for one cell: enough for every shape a design's sets allow. */
const MAX_CHECKS = 24;

/** Orders costs: fewer requests, then fewer scanned, then the narrower class. */
export function cheaper(a: CellCost, b: CellCost): number {
  return (
    a.requests - b.requests ||
    a.scanned - b.scanned ||
    CLASS_RANK[a.costClass] - CLASS_RANK[b.costClass]
  );
}

/** The rank from which a candidate reads the whole table (no PartitionKey condition). */
const WHOLE_TABLE = 60;

const queryCount = (a: DesignAnswer): number => (typeof a === 'string' ? 1 : a.queries.length);

/** The cheapest answer the check passes, or null when none of the candidates passes. */
export function proposeAnswer(
  p: PreparedPattern,
  target: CheckTarget,
  types: readonly RecordType[],
  own: CellResult | null = null,
): Proposal | null {
  const ownAnswer = p.pattern.queries[target.id];
  const ownPasses = own?.verdict === 'pass';
  const sets = target.compiled.sets.map((s) => s.set);
  const tables = target.parts.map((x) => x.name).filter((n) => n !== '');
  const candidates = candidateAnswers(p.pattern, sets, types, tables);
  let best: (Proposal & { rank: number }) | null = null;
  let checks = 0;
  for (const c of candidates) {
    // Past the first pass, only shapes that read no more partitions can still be cheaper.
    if (best !== null && Math.floor(c.rank / 10) > Math.floor(best.rank / 10)) break;
    // A read of the whole table is never cheaper than an answer that already passes.
    if (ownPasses && c.rank >= WHOLE_TABLE) continue;
    // The cell's own answer is checked already.
    if (own !== null && sameAnswer(c.answer, ownAnswer)) continue;
    if (++checks > MAX_CHECKS) break;
    const pattern = { ...p.pattern, queries: { ...p.pattern.queries, [target.id]: c.answer } };
    const cell = checkCell({ ...p, pattern }, target, null);
    if (cell.verdict !== 'pass' || cell.cost === null) continue;
    const better =
      best === null ||
      cheaper(cell.cost, best.cell.cost!) < 0 ||
      (cheaper(cell.cost, best.cell.cost!) === 0 && queryCount(c.answer) < queryCount(best.answer));
    if (better) best = { answer: c.answer, cell, rank: c.rank };
  }
  return best === null ? null : { answer: best.answer, cell: best.cell };
}
