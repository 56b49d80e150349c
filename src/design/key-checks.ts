/**
 * The key checks of one entity set while a design runs. A PartitionKey or RowKey is checked
 * (`ProblemLog.goodKey`) only when it differs from the last one that passed, since records mostly
 * repeat them (a partition's records come together, a data series' 24 hours share both), and
 * PartitionKeys that passed are remembered, so a partition's entities share one string.
 */
import type { CompiledSet } from './design-compile';
import type { ProblemLog } from './problems';

/** How many checked PartitionKeys a set remembers (a design keyed by id has one per record). */
const MAX_KNOWN_PARTITIONS = 65_536;

/** What a set remembers of the keys that passed. */
export interface KeyState {
  /** PartitionKeys that passed the check, each mapped to its first string. */
  readonly goodPks: Map<string, string>;
  /** The last keys that passed. */
  lastPk: string | null;
  lastRk: string | null;
}

/**
 * `pk` as the set's shared string when both keys of record `i` pass their checks; null after the
 * log has said why one does not.
 */
export function passedKeys(
  ks: KeyState,
  log: ProblemLog,
  pk: string,
  rk: string,
  s: CompiledSet,
  i: number,
): string | null {
  let shared = pk;
  if (pk === ks.lastPk) shared = ks.lastPk;
  else {
    const known = ks.goodPks.get(pk);
    if (known !== undefined) shared = known;
    else {
      if (!log.goodKey('PartitionKey', pk, rk, s, i)) return null;
      if (ks.goodPks.size < MAX_KNOWN_PARTITIONS) ks.goodPks.set(pk, pk);
    }
    ks.lastPk = shared;
  }
  if (rk !== ks.lastRk) {
    if (!log.goodKey('RowKey', rk, shared, s, i)) return null;
    ks.lastRk = rk;
  }
  return shared;
}
