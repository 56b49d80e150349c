/**
 * Which property an access pattern's intent pins to few records, read from the held records
 * through the comparison's record indexes (uniqueness, record-index.ts): a top-level `Property eq literal` whose property no two
 * records share returns one record at any size (a lookup by id or by e-mail); a top-level range
 * `Property ge a and Property lt b` over whole numbers no two records share returns at most the
 * numbers between (ids in a range). The projection's bound starts from this.
 */
import type { DataRecord, RecordType } from '../../design';
import type { FilterNode } from '../../engine';
import { compileIntent } from '../intent';
import { readParameters } from '../parameters';
import { indexableEqualities, type RecordIndexes } from '../record-index';
import type { AccessPattern, Pinned } from '../types';

/** The top-level `and`-joined comparisons of a filter. */
function conjuncts(node: FilterNode | null): Extract<FilterNode, { kind: 'compare' }>[] {
  if (node === null) return [];
  if (node.kind === 'and') return [...conjuncts(node.left), ...conjuncts(node.right)];
  return node.kind === 'compare' ? [node] : [];
}

/** A whole number of a comparison's literal, or null. */
function whole(node: Extract<FilterNode, { kind: 'compare' }>): number | null {
  const v = node.value.value;
  const n = typeof v === 'bigint' ? Number(v) : typeof v === 'number' ? v : Number.NaN;
  return (node.value.type === 'Edm.Int32' || node.value.type === 'Edm.Int64') &&
    Number.isSafeInteger(n)
    ? n
    : null;
}

/** Per property, the whole numbers a top-level range admits: [from, to) or null. */
function ranges(node: FilterNode | null): Map<string, { from: number; to: number }> {
  const found = new Map<string, { from: number; to: number }>();
  for (const c of conjuncts(node)) {
    const n = whole(c);
    if (n === null) continue;
    const now = found.get(c.property) ?? {
      from: Number.NEGATIVE_INFINITY,
      to: Number.POSITIVE_INFINITY,
    };
    if (c.op === 'ge') now.from = Math.max(now.from, n);
    else if (c.op === 'gt') now.from = Math.max(now.from, n + 1);
    else if (c.op === 'lt') now.to = Math.min(now.to, n);
    else if (c.op === 'le') now.to = Math.min(now.to, n + 1);
    else continue;
    found.set(c.property, now);
  }
  return found;
}

/**
 * What pins the pattern's intent to few records: a property unique in the data it fixes with
 * `eq` (one record), or one whose whole-number range it bounds (at most `atMost`); null otherwise.
 */
export function pinnedBy(
  pattern: AccessPattern,
  types: readonly RecordType[],
  records: Readonly<Record<string, readonly DataRecord[]>>,
  indexes: RecordIndexes,
): Pinned | null {
  const type = types.find((t) => t.name === pattern.recordType);
  if (type === undefined) return null;
  const rows = Object.hasOwn(records, type.name) ? records[type.name]! : [];
  // One record is no evidence that a property is unique.
  if (rows.length < 2) return null;
  const params = readParameters(pattern.parameters);
  if (!params.ok) return null;
  const intent = compileIntent(pattern.intent, params.values, type);
  if (!intent.ok) return null;
  for (const { property } of indexableEqualities(intent.ast)) {
    if (indexes.unique(type.name, property, rows)) return { property };
  }
  for (const [property, { from, to }] of ranges(intent.ast)) {
    if (!(Number.isFinite(from) && Number.isFinite(to))) continue;
    if (indexes.unique(type.name, property, rows)) {
      return { property, atMost: Math.max(0, to - from) };
    }
  }
  return null;
}
