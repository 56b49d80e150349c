/**
 * One heat for reads and writes: the workload's heat at its peak (heat.ts) with the write load's
 * arriving records added (write-load.ts, records a second in an arrival order). The write load is
 * measured over the data's own order, second by second, so it sees what the workload's average
 * share cannot: a log keyed by the hour takes every write of the hour in one partition. Each
 * partition the arrivals heat takes its busiest second's writes beside the reads at the peak (a
 * peak on a peak: the reading errs towards heat), and the account takes the arrivals' busiest
 * second. Where the workload has insert patterns of its own, they are the new records (at their
 * rates, with their shares), and the write load adds nothing: two streams of the same inserts
 * would count them twice. docs/access-patterns.md, "Heat".
 */
import type { WriteLoad } from '../types';
import type { DesignHeat, Heat, HeatSource, PartitionHeat, Workload } from './types';

/** Partitions listed per design, as heat.ts lists them. */
const LISTED = 3;

/** `p` with `rate` more writes a second from the arrivals. */
function withWrites(p: PartitionHeat, rate: number, target: number): PartitionHeat {
  const source: HeatSource = { kind: 'arrival', id: 'arrival', rate };
  const writes = p.writes + rate;
  const total = p.reads + writes;
  return {
    ...p,
    writes,
    total,
    headroom: target - total,
    sources: [...p.sources, source].sort((a, b) => b.rate - a.rate),
  };
}

function merged(h: DesignHeat, load: WriteLoad, heat: Heat): DesignHeat {
  const arrivals = load.designs.find((d) => d.designId === h.designId);
  if (!arrivals) return h;
  const target = heat.partitionTarget;
  const partitions = new Map(h.partitions.map((p) => [p.partitionKey, p]));
  for (const hot of arrivals.hotPartitions) {
    if (!(hot.peakRate > 0)) continue;
    const had = partitions.get(hot.partitionKey) ?? {
      sets: [],
      partitionKey: hot.partitionKey,
      reads: 0,
      writes: 0,
      total: 0,
      headroom: target,
      share: hot.share,
      sources: [],
    };
    partitions.set(hot.partitionKey, withWrites(had, hot.peakRate, target));
  }
  const listed = [...partitions.values()].sort((a, b) => b.total - a.total).slice(0, LISTED);
  const writes = h.account.writes + arrivals.peakAccountRate;
  const account = { reads: h.account.reads, writes, total: h.account.reads + writes };
  return {
    ...h,
    partitions: listed,
    account,
    passes:
      account.total <= heat.accountTarget &&
      [...partitions.values()].every((p) => p.total <= target),
  };
}

/** Whether the write load's arrivals join the heat: not when the workload has its own inserts. */
export function arrivalsCount(workload: Workload | null | undefined): boolean {
  return !(workload?.writes ?? []).some((w) => w.kind === 'insert');
}

/**
 * `heat` with the write load's arrivals added to each design; `heat` itself when there is no
 * write load or the workload's own insert patterns stand for the new records.
 */
export function withArrivals(heat: Heat, load: WriteLoad | null, workload?: Workload | null): Heat {
  if (load === null || !arrivalsCount(workload)) return heat;
  return { ...heat, designs: heat.designs.map((h) => merged(h, load, heat)) };
}
