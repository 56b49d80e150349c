/**
 * What a workload costs a month on each design (docs/access-patterns.md, "Cost per month"):
 * - read transactions: each pattern's calls a second (on average) × its projected requests per
 *   call (the query's pages and the index point reads), over a month of 730 hours;
 * - write transactions: each write pattern's records a second × the requests a record takes (a
 *   batch billed as one request, or per operation as the price sheet says);
 * - storage: the design's bytes by the engine's entity size formula (semantics.md §1), each
 *   record type's grown to its production count, in GB of 2^30 bytes;
 * - money: transactions ÷ 10,000 × the sheet's price, GB × the sheet's price a GB-month, for the
 *   redundancy chosen.
 * Pure over the matrix, the designs and the settings.
 */
import type { AccessPattern, CandidateDesign, Matrix } from '../types';
import { growthFactor, loadOf, type ModelSettings, projectCalls } from './model';
import type { DesignCost, PriceSheet, RecordTypeNames, WorkloadCost } from './types';
import { writeCost } from './writes';

/** Seconds in a month as Azure's price calculator counts one: 730 hours. */
const SECONDS_PER_MONTH = 730 * 3600;
/** Bytes in a GB as storage capacity is billed. */
const GB = 2 ** 30;

/** Every design's cost a month, and the cheapest correct one. */
export function workloadCost(
  matrix: Matrix,
  patterns: readonly AccessPattern[],
  designs: readonly CandidateDesign[],
  settings: ModelSettings,
  prices: PriceSheet,
  properties: RecordTypeNames,
): WorkloadCost {
  const calls = projectCalls(matrix, patterns, settings);
  const perTx = prices.perTenThousand[prices.redundancy] / 10_000;
  const perGb = prices.perGbMonth[prices.redundancy];
  const out = matrix.designIds.map((designId, j): DesignCost => {
    let reads = 0;
    let correct = true;
    matrix.patternIds.forEach((patternId, i) => {
      const cell = matrix.cells[i]?.[j];
      if (cell?.verdict !== 'pass') correct = false;
      const call = calls[i]?.[j];
      if (call) reads += loadOf(settings.workload, patternId).perSecond * call.requests;
    });
    const footer = matrix.footers[j];
    const design = designs.find((d) => d.id === designId)?.design;
    let writes = 0;
    if (footer && design) {
      for (const w of settings.workload?.writes ?? []) {
        const c = writeCost(designId, design, footer.metrics, w, properties[w.recordType] ?? []);
        const billed =
          prices.batchBilling === 'operation' ? c.operations + c.reads : c.transactions;
        writes += billed * w.perSecond;
      }
    }
    let bytes = 0;
    for (const t of footer?.metrics.recordTypes ?? []) {
      const factor = growthFactor(matrix, t.recordType, settings);
      for (const s of t.sets) bytes += s.bytes * factor;
    }
    const readTransactions = reads * SECONDS_PER_MONTH;
    const writeTransactions = writes * SECONDS_PER_MONTH;
    const storageGb = bytes / GB;
    const money = {
      reads: readTransactions * perTx,
      writes: writeTransactions * perTx,
      storage: storageGb * perGb,
    };
    return {
      designId,
      correct,
      readTransactions,
      writeTransactions,
      storageGb,
      ...money,
      total: money.reads + money.writes + money.storage,
    };
  });
  const cheapest = out
    .filter((d) => d.correct)
    .reduce<DesignCost | null>(
      (best, d) => (best === null || d.total < best.total ? d : best),
      null,
    );
  return { designs: out, cheapest: cheapest?.designId ?? null, secondsPerMonth: SECONDS_PER_MONTH };
}
