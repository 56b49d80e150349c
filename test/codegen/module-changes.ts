/**
 * A sequence of writes a module makes over a case's sample, and the records it leaves: insert
 * all but the last T records of each type, update each of the first T into one of the last T
 * (a record that was never written, so no keys collide), then delete the next T. Keyscope's
 * design room, given the records left in the same order, must build exactly the entities the
 * module's table holds (design-modules*.test.ts): copies moved, index lists and series changed.
 */
import type { DataRecord } from '../../src/design';

/** Records updated and deleted per type. */
const T = 12;

/** One write through a module: insert r, update before into after, or delete r. */
export type ModuleWrite =
  | { readonly op: 'insert' | 'delete'; readonly type: string; readonly r: DataRecord }
  | {
      readonly op: 'update';
      readonly type: string;
      readonly before: DataRecord;
      readonly after: DataRecord;
    };

/** The writes over `records`, and the records left after them, in the design room's order. */
export function changesOf(records: Readonly<Record<string, readonly DataRecord[]>>) {
  const writes: ModuleWrite[] = [];
  const left: Record<string, DataRecord[]> = {};
  for (const [type, all] of Object.entries(records)) {
    const t = Math.min(T, Math.floor(all.length / 4));
    const n = all.length;
    for (const r of all.slice(0, n - t)) writes.push({ op: 'insert', type, r });
    for (let k = 0; k < t; k++) {
      writes.push({ op: 'update', type, before: all[k]!, after: all[n - t + k]! });
    }
    for (const r of all.slice(t, 2 * t)) writes.push({ op: 'delete', type, r });
    left[type] = [...all.slice(2 * t, n - t), ...all.slice(n - t)];
  }
  return { writes, left };
}
