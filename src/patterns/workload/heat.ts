/**
 * Heat: entities a second read and written in each design's busiest partitions at the
 * workload's peak, against the Table service's scalability targets ("Scalability and performance
 * targets for Table storage", [DOC]): up to 2,000 entities a second for a single partition (a
 * query's scanned entities count, semantics.md §4), and 20,000 transactions a second for the
 * account, both for 1 KiB entities. The account is counted in requests (a query's pages, index
 * point reads, a write's batches and single operations), as the target is stated; a partition in
 * entities. docs/access-patterns.md, "Heat".
 *
 * Parameter values are drawn as in the data: a call lands in a partition with the share of the
 * set's entities that partition holds, so the busiest is the set's largest partition (its share
 * projected with the set's growth: a department keeps its share, an employee's shrinks). With a
 * Zipf exponent s > 0 the values are skewed instead: the busiest of n partitions takes
 * 1 ÷ H(n, s) of the calls. Per read pattern, the busiest partition of the set its query reads
 * takes peak calls × share × entities scanned per call; a table scan reads every partition
 * whole, so each set's largest partition takes peak calls × its size; index point reads land on
 * the primary set's partitions. Per write pattern, each set's operations and reads a record land
 * in its busiest partition with the same share. Sets whose largest partition is the same
 * partition (an intra-partition index) heat it together.
 */
import type { AccessPattern, CandidateDesign, Matrix } from '../types';
import { growthFactor, loadOf, type ModelSettings, projectCalls } from './model';
import { setRead } from './project';
import type {
  DesignGrowth,
  DesignHeat,
  Heat,
  HeatSource,
  PartitionHeat,
  RecordTypeNames,
  SetGrowth,
} from './types';
import { writeCost } from './writes';

/** Entities a second one partition serves at most ([DOC]). */
const PARTITION_TARGET = 2_000;
/** Requests ("transactions") a second one storage account serves at most, for 1 KiB entities ([DOC]). */
const ACCOUNT_TARGET = 20_000;
/** Partitions listed per design. */
const LISTED = 3;

/** H(n, s) = Σ k^-s for k = 1..n: exact for the first 10,000 terms, then by its integral. */
export function harmonic(n: number, s: number): number {
  const exact = Math.min(n, 10_000);
  let h = 0;
  for (let k = 1; k <= exact; k++) h += k ** -s;
  if (n <= exact) return h;
  const a = exact + 0.5;
  const b = n + 0.5;
  return h + (s === 1 ? Math.log(b / a) : (b ** (1 - s) - a ** (1 - s)) / (1 - s));
}

/** A set at the production size: its partitions, its largest one's size, the busiest's share. */
interface GrownSet {
  readonly set: SetGrowth;
  readonly partitions: number;
  readonly largest: number;
  readonly share: number;
}

function grow(set: SetGrowth, factor: number, skew: number): GrownSet {
  const g = set.partitionGrowth;
  const partitions = Math.max(1, set.partitions.full * factor ** (1 - g));
  const largest = (set.largestPartition?.entities ?? 0) * factor ** g;
  const entities = set.entities.full * factor;
  const asInData = entities > 0 ? Math.min(1, largest / entities) : 0;
  const share = skew > 0 ? 1 / harmonic(Math.round(partitions), skew) : asInData;
  return { set, partitions, largest, share };
}

/** Accumulates what heats each busiest partition. */
class Tally {
  private readonly byKey = new Map<
    string,
    { sets: Set<string>; share: number; sources: Map<string, HeatSource & { rate: number }> }
  >();

  add(g: GrownSet, kind: 'read' | 'write', id: string, rate: number): void {
    if (!(rate > 0)) return;
    const key = `${g.set.largestPartition?.partitionKey ?? g.set.name}`;
    let at = this.byKey.get(key);
    if (!at) {
      at = { sets: new Set(), share: g.share, sources: new Map() };
      this.byKey.set(key, at);
    }
    at.sets.add(g.set.name);
    at.share = Math.max(at.share, g.share);
    const source = `${kind}:${id}`;
    const had = at.sources.get(source);
    at.sources.set(source, { kind, id, rate: (had?.rate ?? 0) + rate });
  }

  partitions(): PartitionHeat[] {
    return [...this.byKey]
      .map(([partitionKey, at]): PartitionHeat => {
        const sources = [...at.sources.values()].sort((a, b) => b.rate - a.rate);
        const reads = sources.filter((s) => s.kind === 'read').reduce((n, s) => n + s.rate, 0);
        const writes = sources.filter((s) => s.kind === 'write').reduce((n, s) => n + s.rate, 0);
        const total = reads + writes;
        return {
          sets: [...at.sets],
          partitionKey,
          reads,
          writes,
          total,
          headroom: PARTITION_TARGET - total,
          share: at.share,
          sources,
        };
      })
      .sort((a, b) => b.total - a.total)
      .slice(0, LISTED);
  }
}

/** Every design's heat at the workload's peak; `skew` is the Zipf exponent (0: as in the data). */
export function workloadHeat(
  matrix: Matrix,
  patterns: readonly AccessPattern[],
  designs: readonly CandidateDesign[],
  settings: ModelSettings,
  properties: RecordTypeNames,
  skew = 0,
): Heat {
  const calls = projectCalls(matrix, patterns, settings);
  const factorOf = (type: string) => growthFactor(matrix, type, settings);
  const out = matrix.designIds.map((designId, j): DesignHeat => {
    const growth: DesignGrowth | undefined = matrix.footers[j]?.growth;
    const grown = new Map<string, GrownSet>();
    for (const s of growth?.sets ?? []) grown.set(s.name, grow(s, factorOf(s.recordType), skew));
    const tally = new Tally();
    let accountReads = 0;
    matrix.patternIds.forEach((patternId, i) => {
      const call = calls[i]?.[j];
      const cell = matrix.cells[i]?.[j];
      const pattern = patterns.find((p) => p.id === patternId);
      if (!call || !cell || !pattern) return;
      const peak = loadOf(settings.workload, patternId).peakPerSecond;
      accountReads += peak * call.requests;
      const queryScanned = call.scanned - call.indexReads;
      if (call.costClass === 'table-scan') {
        for (const g of grown.values()) tally.add(g, 'read', patternId, peak * g.largest);
      } else {
        const read = setRead(cell, pattern, growth);
        const g = read ? grown.get(read.name) : undefined;
        if (g) {
          const rate =
            call.costClass === 'multi-partition-scan'
              ? peak * g.largest
              : peak * g.share * queryScanned;
          tally.add(g, 'read', patternId, rate);
        }
      }
      if (call.indexReads > 0) {
        const primary = [...grown.values()].find(
          (g) => g.set.recordType === pattern.recordType && g.set.kind === 'copy',
        );
        if (primary) tally.add(primary, 'read', patternId, peak * call.indexReads * primary.share);
      }
    });
    let accountWrites = 0;
    const design = designs.find((d) => d.id === designId)?.design;
    const footer = matrix.footers[j];
    for (const w of settings.workload?.writes ?? []) {
      if (!design || !footer) break;
      const cost = writeCost(designId, design, footer.metrics, w, properties[w.recordType] ?? []);
      accountWrites += w.perSecond * cost.requests;
      for (const part of cost.sets) {
        const g = grown.get(part.set);
        if (g) tally.add(g, 'write', w.id, w.perSecond * (part.operations + part.reads) * g.share);
      }
    }
    const partitions = tally.partitions();
    const total = accountReads + accountWrites;
    return {
      designId,
      partitions,
      account: { reads: accountReads, writes: accountWrites, total },
      passes: total <= ACCOUNT_TARGET && partitions.every((p) => p.total <= PARTITION_TARGET),
    };
  });
  return { partitionTarget: PARTITION_TARGET, accountTarget: ACCOUNT_TARGET, skew, designs: out };
}
