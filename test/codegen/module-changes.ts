/**
 * A sequence of writes a module makes over a case's sample, and the records it leaves: insert
 * all but the last T records of each type, update each of the first T into one of the last T
 * (a record that was never written, so no keys collide), delete the next T, and update the T
 * after them in place: a property no template of the design reads changes, so the copies keep
 * their keys and only that property is merged. Keyscope's
 * design room, given the records left in the same order, must build exactly the entities the
 * module's table holds (design-modules*.test.ts): copies moved, index lists and series changed.
 */
import type { DataRecord, Design, RecordType } from '../../src/design';

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

/** Every template text of a design, to tell which properties its keys read. */
function templatesOf(design: Design): string {
  return design.entitySets
    .flatMap((s) => [
      s.partitionKey,
      s.rowKey,
      s.table ?? '',
      s.index?.value ?? '',
      s.series?.name ?? '',
      s.series?.value ?? '',
      ...Object.values(s.computed ?? {}),
    ])
    .join(' ');
}

/** A record with one Int32 or String property no template reads changed; null when none. */
function touched(t: RecordType, r: DataRecord, design: Design): DataRecord | null {
  const read = templatesOf(design);
  const p = t.properties.find(
    (x) =>
      (x.type === 'Edm.Int32' || x.type === 'Edm.String') &&
      !new RegExp(`\\b${x.name}\\b`).test(read) &&
      Object.hasOwn(r, x.name),
  );
  if (p === undefined) return null;
  const v = r[p.name]!;
  return { ...r, [p.name]: typeof v === 'number' ? v + 1 : `${String(v)}-changed` };
}

/** The writes over `records`, and the records left after them, in the design room's order. */
export function changesOf(
  types: readonly RecordType[],
  records: Readonly<Record<string, readonly DataRecord[]>>,
  design: Design,
) {
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
    const kept = [...all.slice(2 * t, n - t), ...all.slice(n - t)];
    const recordType = types.find((x) => x.name === type)!;
    for (let k = 0; k < t; k++) {
      const after = touched(recordType, kept[k]!, design);
      if (after === null) continue;
      writes.push({ op: 'update', type, before: kept[k]!, after });
      kept[k] = after;
    }
    left[type] = kept;
  }
  return { writes, left };
}
