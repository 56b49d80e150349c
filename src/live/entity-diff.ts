/**
 * Which entities two ordered results share, which only one holds, whether the order agrees, and
 * which property values differ for the same keys. Values are compared as Edm values (read by the
 * engine's wire reader), not as JSON text: `"Big":"10"` typed Int64 on one side and a differently
 * spelled but equal value on the other are the same value. Timestamp and metadata are left out
 * (see table-json.ts).
 */
import {
  type EdmValue,
  equalValues,
  formatLiteral,
  fromWireEntity,
  type StoredEntity,
  type WireEntity,
} from '../engine';

/** An entity in a result: its keys ('' when not selected) and its position in that result. */
export interface EntityRef {
  readonly partitionKey: string;
  readonly rowKey: string;
  readonly position: number;
}

/** A property whose value differs for one key; values as `$filter` literals, null when absent. */
interface ValueDifference {
  readonly partitionKey: string;
  readonly rowKey: string;
  readonly property: string;
  readonly model: string | null;
  readonly live: string | null;
}

/** How two results differ entity by entity. */
export interface EntityDiff {
  /** False when some entity lacks its keys ($select without them): entities matched by content. */
  readonly byKeys: boolean;
  readonly modelCount: number;
  readonly liveCount: number;
  readonly sameSet: boolean;
  readonly sameOrder: boolean;
  /** Up to `MAX_LISTED` entities each; the counts say how many there are in all. */
  readonly onlyInModel: readonly EntityRef[];
  readonly onlyLive: readonly EntityRef[];
  readonly onlyInModelCount: number;
  readonly onlyLiveCount: number;
  /** The first position where the two sequences differ, when the sets agree but not the order. */
  readonly firstOrderDifference: number | null;
  /** Up to `MAX_LISTED` differences; `valueDifferenceCount` says how many there are in all. */
  readonly valueDifferences: readonly ValueDifference[];
  readonly valueDifferenceCount: number;
}

/** Longest list of value differences kept (a whole-table difference would be millions). */
const MAX_LISTED = 1000;

interface Side {
  readonly refs: EntityRef[];
  readonly ids: string[];
  readonly stored: (StoredEntity | null)[];
}

function read(wire: WireEntity): StoredEntity | null {
  const keyed = {
    ...wire,
    PartitionKey: typeof wire.PartitionKey === 'string' ? wire.PartitionKey : '',
    RowKey: typeof wire.RowKey === 'string' ? wire.RowKey : '',
  };
  const result = fromWireEntity(keyed, { timestamp: 0n });
  return result.ok ? result.entity : null;
}

/** The entity's content as one comparable text (properties sorted by name, values as literals). */
function contentOf(wire: WireEntity, stored: StoredEntity | null): string {
  if (stored === null) return JSON.stringify(wire);
  const props = Object.keys(stored.properties)
    .sort()
    .map((name) => `${name}=${formatLiteral(stored.properties[name] as EdmValue)}`);
  return JSON.stringify([stored.PartitionKey, stored.RowKey, ...props]);
}

function hasKeys(wire: WireEntity): boolean {
  return typeof wire.PartitionKey === 'string' && typeof wire.RowKey === 'string';
}

function sideOf(entities: readonly WireEntity[], byKeys: boolean): Side {
  const stored = entities.map(read);
  const refs = entities.map((e, position) => ({
    partitionKey: typeof e.PartitionKey === 'string' ? e.PartitionKey : '',
    rowKey: typeof e.RowKey === 'string' ? e.RowKey : '',
    position,
  }));
  const ids = byKeys
    ? refs.map((r) => JSON.stringify([r.partitionKey, r.rowKey]))
    : entities.map((e, i) => contentOf(e, stored[i] ?? null));
  return { refs, ids, stored };
}

/** Refs of `side` whose id `other` lacks (counting repeats, for content matching). */
function missingFrom(side: Side, other: Side): EntityRef[] {
  const counts = new Map<string, number>();
  for (const id of other.ids) counts.set(id, (counts.get(id) ?? 0) + 1);
  const out: EntityRef[] = [];
  side.ids.forEach((id, i) => {
    const left = counts.get(id) ?? 0;
    if (left > 0) counts.set(id, left - 1);
    else out.push(side.refs[i] as EntityRef);
  });
  return out;
}

function propertyDiffs(ref: EntityRef, model: StoredEntity | null, live: StoredEntity | null) {
  const out: ValueDifference[] = [];
  const a = model?.properties ?? {};
  const b = live?.properties ?? {};
  const names = [...new Set([...Object.keys(a), ...Object.keys(b)])];
  for (const property of names) {
    const x = a[property];
    const y = b[property];
    if (x !== undefined && y !== undefined && equalValues(x, y)) continue;
    const { partitionKey, rowKey } = ref;
    out.push({
      partitionKey,
      rowKey,
      property,
      model: x === undefined ? null : formatLiteral(x),
      live: y === undefined ? null : formatLiteral(y),
    });
  }
  return out;
}

/** Compares the model's returned entities with the live service's, both in their order. */
export function diffEntities(
  model: readonly WireEntity[],
  live: readonly WireEntity[],
): EntityDiff {
  const byKeys = model.every(hasKeys) && live.every(hasKeys);
  const m = sideOf(model, byKeys);
  const l = sideOf(live, byKeys);
  const onlyInModel = missingFrom(m, l);
  const onlyLive = missingFrom(l, m);
  const sameSet = onlyInModel.length === 0 && onlyLive.length === 0;
  let firstOrderDifference: number | null = null;
  for (let i = 0; i < Math.max(m.ids.length, l.ids.length); i++) {
    if (m.ids[i] !== l.ids[i]) {
      firstOrderDifference = i;
      break;
    }
  }
  const valueDifferences: ValueDifference[] = [];
  let valueDifferenceCount = 0;
  if (byKeys) {
    const livePosition = new Map(l.ids.map((id, i) => [id, i]));
    m.ids.forEach((id, i) => {
      const j = livePosition.get(id);
      if (j === undefined) return;
      const diffs = propertyDiffs(m.refs[i] as EntityRef, m.stored[i] ?? null, l.stored[j] ?? null);
      valueDifferenceCount += diffs.length;
      for (const d of diffs) if (valueDifferences.length < MAX_LISTED) valueDifferences.push(d);
    });
  }
  return {
    byKeys,
    modelCount: model.length,
    liveCount: live.length,
    sameSet,
    sameOrder: firstOrderDifference === null,
    onlyInModel: onlyInModel.slice(0, MAX_LISTED),
    onlyLive: onlyLive.slice(0, MAX_LISTED),
    onlyInModelCount: onlyInModel.length,
    onlyLiveCount: onlyLive.length,
    firstOrderDifference: sameSet ? firstOrderDifference : null,
    valueDifferences,
    valueDifferenceCount,
  };
}
