/**
 * Which (PartitionKey, RowKey) pairs an import has kept, to reject a later row with the same
 * keys and name the line of the first. Files exported from a table arrive in key order within
 * each partition; while they do, a key above its partition's last cannot repeat an earlier one,
 * so the ledger holds only each partition's last RowKey. At the first row that breaks the
 * order, it indexes every kept key once (`kept()`), and checks each later row against that.
 * A 1,000,000-row import then builds no million-entry map, whose strings the collector would
 * trace all along.
 */

/** One partition's last kept RowKey and its line, while rows ascend. */
interface PartitionRun {
  rowKey: string;
  line: number;
}

/** A separator no key can contain (control characters are forbidden in keys). */
const KEY_SEPARATOR = '\u0000';

/** The keys kept so far. */
export interface KeyLedger {
  /** Keeps the keys of a row at `line`; when they were kept before, the first's line instead. */
  claim(partitionKey: string, rowKey: string, line: number): number | undefined;
}

/** A ledger; `kept` lists the keys kept so far with their lines, for the one-time index. */
export function createKeyLedger(
  kept: () => Iterable<readonly [string, string, number]>,
): KeyLedger {
  const runs = new Map<string, PartitionRun>();
  let lastPartition: string | null = null;
  let lastRun: PartitionRun | undefined;
  let index: Map<string, number> | null = null;

  const indexed = (partitionKey: string, rowKey: string, line: number) => {
    const key = partitionKey + KEY_SEPARATOR + rowKey;
    const first = index!.get(key);
    if (first !== undefined) return first;
    index!.set(key, line);
    return undefined;
  };

  return {
    claim(partitionKey, rowKey, line) {
      if (index !== null) return indexed(partitionKey, rowKey, line);
      const run = partitionKey === lastPartition ? lastRun : runs.get(partitionKey);
      if (run === undefined) {
        lastRun = { rowKey, line };
        lastPartition = partitionKey;
        runs.set(partitionKey, lastRun);
        return undefined;
      }
      lastPartition = partitionKey;
      lastRun = run;
      if (rowKey > run.rowKey) {
        run.rowKey = rowKey;
        run.line = line;
        return undefined;
      }
      if (rowKey === run.rowKey) return run.line;
      index = new Map();
      runs.clear();
      for (const [p, r, l] of kept()) index.set(p + KEY_SEPARATOR + r, l);
      return indexed(partitionKey, rowKey, line);
    },
  };
}
