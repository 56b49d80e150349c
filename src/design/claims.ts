/**
 * Which record claimed each (PartitionKey, RowKey) first, so that a collision names both records.
 * Most designs write a partition's RowKeys in ascending order (ids, times, inverted times): while
 * they do, a new key greater than the last one cannot collide, and claiming it is one string
 * comparison and a push. A partition whose keys arrive out of order is indexed in a Map from then
 * on. Origins pack a record index and a set index: record · 64 + set.
 *
 * A run that loads a table as it goes (applyDesignToTable) defers instead: a partition whose keys
 * stop ascending is not indexed here, because the engine's TableBuilder sorts that partition
 * anyway and finds repeated keys while it does, with the input positions that name both records.
 */

/** Origins pack the set index into the low 6 bits (MAX_ENTITY_SETS is 64). */
export const SET_BITS = 64;

/** The RowKeys claimed in one partition. */
export class PartitionRows {
  /** How many distinct RowKeys were claimed. */
  count = 0;
  private last = '';
  /** Keys and origins in claim order, kept while keys ascend, to index them if they stop. */
  private keys: string[] | null = [];
  private origins: number[] | null = [];
  private index: Map<string, number> | null = null;
  private lastOrigin = -1;
  /** Whether keys that stop ascending are left for the table builder to check (see above). */
  constructor(private readonly defer = false) {}

  /** Drops the keys; only `count` is used after this. */
  release(): void {
    this.keys = null;
    this.origins = null;
    this.index = null;
  }

  /**
   * Claims `rk`: -1 when it is new (or, deferring, not known to repeat a key), else the origin
   * of its first claimant.
   */
  claim(rk: string, origin: number): number {
    if (this.defer) {
      if (this.count > 0 && rk === this.last && this.lastOrigin >= 0) return this.lastOrigin;
      // Once keys stop ascending, the last key no longer names the partition's greatest.
      if (this.count > 0 && rk < this.last) this.lastOrigin = -1;
      else if (this.lastOrigin >= 0 || this.count === 0) {
        this.last = rk;
        this.lastOrigin = origin;
      }
      this.count++;
      return -1;
    }
    if (this.index === null) {
      if (this.count === 0 || rk > this.last) {
        this.keys!.push(rk);
        this.origins!.push(origin);
        this.last = rk;
        this.count++;
        return -1;
      }
      this.index = new Map();
      for (let i = 0; i < this.count; i++) this.index.set(this.keys![i]!, this.origins![i]!);
      this.keys = null;
      this.origins = null;
    }
    const prior = this.index.get(rk);
    if (prior !== undefined) return prior;
    this.index.set(rk, origin);
    this.count++;
    return -1;
  }
}

/** The partitions of one run, with a fast path for consecutive entities of one partition. */
export class Claims {
  /** PartitionKey -> its claimed rows, in order of first appearance. */
  readonly partitions = new Map<string, PartitionRows>();
  private lastPk: string | null = null;
  private last: PartitionRows;

  /** `defer`: leave keys that stop ascending to the table builder (see above). */
  constructor(private readonly defer = false) {
    this.last = new PartitionRows(defer);
  }

  /** Claims (pk, rk) for an origin: -1 when new, else the first claimant's origin. */
  claim(pk: string, rk: string, origin: number): number {
    if (pk !== this.lastPk) {
      let rows = this.partitions.get(pk);
      if (rows === undefined) {
        rows = new PartitionRows(this.defer);
        this.partitions.set(pk, rows);
      }
      this.lastPk = pk;
      this.last = rows;
    }
    return this.last.claim(rk, origin);
  }

  /** Takes back a claim the table builder found to repeat a key of partition `pk`. */
  unclaim(pk: string): void {
    const rows = this.partitions.get(pk);
    if (rows !== undefined) rows.count--;
  }

  /** Drops the keys kept for collision checks once a run is over; the counts stay. */
  release(): void {
    for (const rows of this.partitions.values()) rows.release();
  }
}
