/**
 * The proposed query of a pattern on a design: the cheapest of the advisor's candidate answers
 * (candidates.ts) that the check passes, each run through the very check a hand-written answer
 * goes through (check.ts), so nothing is proposed that the check has not proven on the records.
 * Cheapest is fewest requests, then fewest entities scanned, then fewest queries.
 *
 * Once one candidate passes (or the cell's own answer does), a later one of a single query is
 * first only planned and counted (`analyzeQuery`: the pages' requests and scanned entities, no
 * entity built or mapped to its record). What the check would count can only add to that (an index entity's point reads), so a
 * candidate whose count is already no cheaper cannot win and is not checked: on a pattern that
 * returns a tenth of 100,000 records, the check of a second copy's range was most of the time.
 */

import type { RecordType } from '../../design';
import { analyzeQuery } from '../../engine';
import { sameAnswer } from '../answer';
import { type CheckTarget, checkCell } from '../check';
import type { PreparedPattern } from '../prepare';
import { CLASS_RANK } from '../run-answer';
import { substitute } from '../substitute';
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

/**
 * Whether a candidate's run, counted without building its entities, is already no cheaper than
 * `bound` (the best passing answer so far, of `boundQueries` queries): only for one query over a
 * design's one table without `$top` (its counts are then exactly the check's run; a `$top` run
 * stops early, several queries merge), and only against a bound of one query (an equal cost of
 * fewer queries would win).
 */
function noCheaper(
  p: PreparedPattern,
  target: CheckTarget,
  answer: DesignAnswer,
  bound: CellCost,
  boundQueries: number,
): boolean {
  if (typeof answer !== 'string' || p.pattern.top !== undefined) return false;
  if (target.parts.length !== 1 || boundQueries !== 1) return false;
  const filled = substitute(answer, p.values, { kind: 'query', designId: target.id });
  if (!filled.ok) return false;
  const counted = analyzeQuery(target.parts[0]!.table, { filter: filled.text });
  if (!counted.ok) return false;
  const { requests, scanned } = counted.stats;
  const floor: CellCost = { ...bound, costClass: counted.plan.costClass, requests, scanned };
  return cheaper(floor, bound) >= 0;
}

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
    // The cell's own passing answer bounds the search too: the comparison shows a proposal
    // only when it is cheaper (comparison.ts, withProposal).
    const bound = best?.cell.cost ?? (ownPasses ? own!.cost : null);
    const boundQueries = best ? queryCount(best.answer) : ownAnswer ? queryCount(ownAnswer) : 0;
    if (bound && noCheaper(p, target, c.answer, bound, boundQueries)) continue;
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
