/**
 * The design guide's moves as templates over a record type (docs/access-patterns.md, "Proposed
 * designs"): what each pattern pins with equality goes in a PartitionKey, what it ranges or
 * orders over in a RowKey (padded, or inverted ticks for newest first), a key made unique with
 * the properties that tell records apart, a copy or an index entity set for a pattern the main
 * keys cannot serve, a data series for a pattern that reads a day of hourly records, and a hash
 * bucket in front of a PartitionKey when its writes run hot. Pure: the search (search.ts) builds
 * and checks what these make.
 */
import type { DataRecord, EntitySet, RecordProperty, RecordType } from '../../design';
import type { AccessPattern } from '../types';
import { type Conjunct, conjunctsOf } from './conjuncts';

/** What the records say about a record type's properties. */
export interface TypeFacts {
  readonly type: RecordType;
  /** The smallest list of properties no two records share all of (one when one is unique). */
  readonly identity: readonly string[];
  /** Every property no two records share. */
  readonly unique: readonly string[];
  /** Pad width per integer property: enough digits for its largest value, at least 6. */
  readonly widths: ReadonlyMap<string, number>;
}

/** A pattern read for its keys. */
export interface PatternNeeds {
  readonly pattern: AccessPattern;
  /** Properties pinned by `eq` with a parameter, in the intent's order. */
  readonly equal: readonly string[];
  /** Properties with a range over a parameter. */
  readonly range: readonly string[];
  /** The order's first key, when the pattern asks one. */
  readonly order: { readonly property: string; readonly descending: boolean } | null;
}

/** Reads a pattern's needs; null for an intent the advisor cannot read. */
export function needsOf(pattern: AccessPattern): PatternNeeds | null {
  const conjuncts: readonly Conjunct[] | null = conjunctsOf(pattern.intent);
  if (conjuncts === null) return null;
  const withParam = conjuncts.filter((c) => c.param !== null);
  const equal = [...new Set(withParam.filter((c) => c.op === 'eq').map((c) => c.property))];
  const range = [
    ...new Set(withParam.filter((c) => c.op !== 'eq' && c.op !== 'ne').map((c) => c.property)),
  ];
  const first = Array.isArray(pattern.order) ? pattern.order[0] : undefined;
  return {
    pattern,
    equal,
    range,
    order: first ? { property: first.property, descending: first.descending === true } : null,
  };
}

/** Facts of a record type from its records. */
export function factsOf(type: RecordType, records: readonly DataRecord[]): TypeFacts {
  const widths = new Map<string, number>();
  for (const p of type.properties) {
    if (p.type !== 'Edm.Int32' && p.type !== 'Edm.Int64') continue;
    let most = 0;
    for (const r of records) {
      const v = r[p.name];
      const digits = v === undefined ? 0 : String(v).replace('-', '').length;
      if (digits > most) most = digits;
    }
    widths.set(p.name, Math.max(6, most));
  }
  const unique = type.properties
    .filter((p) => keyable(p) && distinct(records, [p.name]))
    .map((p) => p.name);
  return { type, identity: identityOf(type, records, unique), widths, unique };
}

/** Whether no two records share the values of `names`. */
function distinct(records: readonly DataRecord[], names: readonly string[]): boolean {
  const seen = new Set<string>();
  for (const r of records) {
    const key = names.map((n) => String(r[n])).join('\u0000');
    if (seen.has(key)) return false;
    seen.add(key);
  }
  return true;
}

/** Keyable properties: the types a key template can spell exactly. */
const keyable = (p: RecordProperty): boolean =>
  p.type === 'Edm.String' ||
  p.type === 'Edm.Int32' ||
  p.type === 'Edm.Int64' ||
  p.type === 'Edm.DateTime' ||
  p.type === 'Edm.Guid';

/** One property, or else the first pair, that tells every record apart; empty when none does. */
function identityOf(
  type: RecordType,
  records: readonly DataRecord[],
  unique: readonly string[],
): string[] {
  const names = type.properties.filter(keyable).map((p) => p.name);
  if (unique[0] !== undefined) return [unique[0]];
  for (const [i, a] of names.entries()) {
    for (const b of names.slice(i + 1)) if (distinct(records, [a, b])) return [a, b];
  }
  return [];
}

/**
 * A property's exact key text: a string as is, a padded integer, padded ticks (inverted for a
 * descending order); null for a type a key cannot order (Double, Boolean, Binary).
 */
export function exactField(facts: TypeFacts, property: string, descending = false): string | null {
  const p = facts.type.properties.find((x) => x.name === property);
  if (p === undefined) return null;
  switch (p.type) {
    case 'Edm.String':
    case 'Edm.Guid':
      return descending ? null : `{${property}}`;
    case 'Edm.Int32':
    case 'Edm.Int64':
      return descending ? null : `{${property}|pad:${facts.widths.get(property) ?? 6}}`;
    case 'Edm.DateTime':
      return `{${property}|ticks${descending ? '|invert' : ''}|pad:19}`;
    default:
      return null;
  }
}

/** Whether a property is a DateTime (its ranges can partition by hour or day). */
const isDate = (facts: TypeFacts, property: string): boolean =>
  facts.type.properties.some((p) => p.name === property && p.type === 'Edm.DateTime');

/** A name's lower-case tag, for a copy's or an index's key prefix: `email_`. */
export const tagOf = (property: string): string =>
  `${property.replace(/Address$|Id$/, '').toLowerCase() || property.toLowerCase()}_`;

/** The PartitionKeys the patterns call for: each equality's property, and a range's hour or day. */
export function partitionKeys(facts: TypeFacts, needs: readonly PatternNeeds[]): string[] {
  const out: string[] = [];
  for (const n of needs) {
    for (const property of n.equal) {
      const f = exactField(facts, property);
      if (f !== null) out.push(f);
    }
    for (const property of n.range) {
      if (!isDate(facts, property)) continue;
      out.push(`{${property}|format:yyyyMMddHH}`, `{${property}|format:yyyyMMdd}`);
    }
  }
  return [...new Set(out)];
}

/** The properties a key template reads. */
export function propertiesIn(template: string): string[] {
  return [...template.matchAll(/\{([A-Za-z_][A-Za-z0-9_]*)/g)].map((m) => m[1]!);
}

/**
 * A RowKey made unique within its PartitionKey: the template, then the identity's properties the
 * two keys do not read yet, joined by '_' (an empty template takes the identity alone).
 */
export function uniqueRowKey(
  facts: TypeFacts,
  partitionKey: string,
  rowKey: string,
): string | null {
  const used = new Set([...propertiesIn(partitionKey), ...propertiesIn(rowKey)]);
  // A property no two records share, spelled exactly, identifies already.
  if (facts.unique.some((p) => exactlyIn(p, partitionKey + rowKey))) return rowKey;
  const missing = facts.identity.filter((p) => !used.has(p));
  // A coarse field (an hour) does not identify: its property is spelled again exactly.
  const coarse = facts.identity.filter((p) => used.has(p) && !exactlyIn(p, partitionKey + rowKey));
  const extra = [...missing, ...coarse].map((p) => exactField(facts, p));
  if (extra.some((e) => e === null)) return null;
  if (facts.identity.length === 0) return null;
  return [rowKey, ...(extra as string[])].filter((t) => t !== '').join('_');
}

/** Whether a template spells a property one-to-one (padded, ticks or as is; not a format). */
function exactlyIn(property: string, template: string): boolean {
  return new RegExp(`\\{${property}(\\}|\\|pad:|\\|ticks\\|)`).test(template);
}

/** The RowKeys that serve a pattern on a PartitionKey: its other equalities, its order, its range. */
export function rowKeysFor(facts: TypeFacts, partitionKey: string, n: PatternNeeds): string[] {
  const inPk = new Set(propertiesIn(partitionKey));
  const out: string[] = [];
  const rest = n.equal.filter((p) => !inPk.has(p));
  const fields = rest.map((p) => exactField(facts, p));
  if (rest.length > 0 && fields.every((f) => f !== null)) out.push(fields.join('_'));
  const ordered = n.order ?? (n.range[0] ? { property: n.range[0], descending: false } : null);
  if (ordered !== null) {
    const f = exactField(facts, ordered.property, ordered.descending);
    if (f !== null) out.push(f);
  }
  return out;
}

/**
 * The property a key template spells exactly and alone (`{Department}`, `email_{EmailAddress}`,
 * `{EmployeeId|pad:6}`, padded or inverted ticks), which the key itself then carries; else null.
 */
function keyProperty(template: string): string | null {
  const m =
    /^[^{}]*\{([A-Za-z_][A-Za-z0-9_]*)(\|pad:\d+|\|ticks(\|invert)?\|pad:\d+)?\}[^{}]*$/.exec(
      template,
    );
  return m?.[1] ?? null;
}

/**
 * A copy entity set of a record type: every property but those its keys spell exactly and
 * alone, which a reader takes from the keys (as the guide's by-department design does).
 */
export function copySet(
  facts: TypeFacts,
  name: string,
  partitionKey: string,
  rowKey: string,
): EntitySet {
  const inKeys = new Set([keyProperty(partitionKey), keyProperty(rowKey)]);
  const properties = facts.type.properties.map((p) => p.name).filter((n) => !inKeys.has(n));
  return { name, recordType: facts.type.name, kind: 'copy', partitionKey, rowKey, properties };
}

/**
 * Index entities for a pattern: one entity per value of its equalities (and the primary's
 * PartitionKey), listing the primary's RowKey of each record, as the guide's index by last name.
 */
export function indexSet(
  type: string,
  n: PatternNeeds,
  facts: TypeFacts,
  primary: EntitySet,
): EntitySet | null {
  const fields = n.equal.map((p) => exactField(facts, p));
  if (fields.length === 0 || fields.some((f) => f === null)) return null;
  return {
    name: `index ${n.pattern.id}`,
    recordType: type,
    kind: 'index',
    partitionKey: `${tagOf(n.equal[0]!)}${fields.join('_')}`,
    rowKey: primary.partitionKey,
    properties: [],
    index: { property: 'Keys', value: primary.rowKey, separator: ' ' },
  };
}

/**
 * A data series for a pattern that pins a property and ranges over a DateTime: one entity per
 * value and day, a property per hour (`H09`) holding a number the intents do not read, as the
 * guide's message counts. Null when the pattern is not of that shape.
 */
export function seriesSet(
  type: string,
  n: PatternNeeds,
  facts: TypeFacts,
  read: ReadonlySet<string>,
): EntitySet | null {
  const time = n.range.find((p) => isDate(facts, p));
  const pinned = n.equal.map((p) => exactField(facts, p));
  if (time === undefined || pinned.length === 0 || pinned.some((f) => f === null)) return null;
  const value = [...facts.type.properties]
    .reverse()
    .find(
      (p) =>
        (p.type === 'Edm.Int32' || p.type === 'Edm.Int64' || p.type === 'Edm.Double') &&
        !read.has(p.name),
    );
  if (value === undefined) return null;
  return {
    name: `series ${n.pattern.id}`,
    recordType: type,
    kind: 'series',
    partitionKey: pinned.join('_'),
    rowKey: `{${time}|format:yyyyMMdd}`,
    properties: [],
    series: { name: `H{${time}|format:HH}`, value: value.name },
  };
}

/** How many buckets a hash spread uses: the guide's example's ten. */
export const BUCKETS = 10;

/**
 * A PartitionKey spread over hash buckets of a property that tells records apart: writes of one
 * hour land on ten partitions instead of one. Null when nothing identifies the records.
 */
export function bucketed(facts: TypeFacts, partitionKey: string): string | null {
  const by = facts.identity[0];
  if (by === undefined) return null;
  const p = facts.type.properties.find((x) => x.name === by);
  const text =
    p?.type === 'Edm.DateTime'
      ? `{${by}|ticks|hash:${BUCKETS}|pad:2}`
      : `{${by}|hash:${BUCKETS}|pad:2}`;
  return `${text}_${partitionKey}`;
}
