/**
 * A fingerprint of imported data: what a share link carries instead of the data, so the page
 * that opens the link can tell whether a dropped file is the one the view was made from.
 *
 * It is computed from the entities the worker keeps (validated, typed), so it depends on the
 * data and not on how a file spelled it: the same entities read from typed CSV or from an OData
 * JSON export have the same print, whatever the order of the entities or of their properties.
 */
import {
  DEFAULT_NOW,
  type EdmType,
  type EdmValue,
  fromWireEntity,
  type StoredEntity,
  type WireEntity,
} from '../engine';

const OFFSET_A = 0x811c9dc5;
const OFFSET_B = 0x9e3779b9;
const PRIME = 0x01000193;

/* The two 32-bit FNV-1a lanes being fed (module state: a fingerprint runs without a break). */
let laneA = OFFSET_A;
let laneB = OFFSET_B;

/** Feeds a text's code units into both lanes (the second with a shift, so they differ beyond the seed). */
function feed(text: string): void {
  let a = laneA;
  let b = laneB;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    a = Math.imul(a ^ c, PRIME);
    b = Math.imul(b ^ c, PRIME) ^ (b >>> 15);
  }
  laneA = a;
  laneB = b;
}

/** Feeds one byte or separator unit. */
function feedUnit(c: number): void {
  laneA = Math.imul(laneA ^ c, PRIME);
  laneB = Math.imul(laneB ^ c, PRIME) ^ (laneB >>> 15);
}

/** A unit per Edm type, fed before a value so that Int32 5 and Int64 5 differ. */
const TYPE_UNIT: Readonly<Record<EdmType, number>> = {
  'Edm.String': 1,
  'Edm.Int32': 2,
  'Edm.Int64': 3,
  'Edm.Double': 4,
  'Edm.Boolean': 5,
  'Edm.DateTime': 6,
  'Edm.Guid': 7,
  'Edm.Binary': 8,
};

/** Feeds a value's type and canonical text. */
function feedValue(value: EdmValue): void {
  feedUnit(TYPE_UNIT[value.type]);
  switch (value.type) {
    case 'Edm.String':
    case 'Edm.Guid':
      feed(value.value);
      return;
    case 'Edm.Double':
      feed(Object.is(value.value, -0) ? '-0' : String(value.value));
      return;
    case 'Edm.Binary':
      for (const byte of value.value) feedUnit(byte);
      return;
    default:
      feed(String(value.value));
  }
}

const hex = (n: number) => (n >>> 0).toString(16).padStart(8, '0');

/**
 * The fingerprint of a set of stored entities: each property hashed on its own (name, type,
 * value) and the hashes summed per entity, mixed with the entity's keys, and the entities'
 * hashes summed. Sums make it independent of order; keys are unique in a table, so a sum
 * cannot hide a repeated entity. 16 hexadecimal digits.
 */
export function fingerprintStored(entities: Iterable<StoredEntity>): string {
  let sumA = 0;
  let sumB = 0;
  let count = 0;
  for (const entity of entities) {
    let propsA = 0;
    let propsB = 0;
    const props = entity.properties;
    for (const name in props) {
      laneA = OFFSET_A;
      laneB = OFFSET_B;
      feed(name);
      feedUnit(0);
      feedValue(props[name]!);
      propsA = (propsA + (laneA >>> 0)) >>> 0;
      propsB = (propsB + (laneB >>> 0)) >>> 0;
    }
    laneA = OFFSET_A ^ propsA;
    laneB = OFFSET_B ^ propsB;
    feed(entity.PartitionKey);
    feedUnit(0);
    feed(entity.RowKey);
    sumA = (sumA + (laneA >>> 0)) >>> 0;
    sumB = (sumB + (laneB >>> 0)) >>> 0;
    count++;
  }
  laneA = OFFSET_A;
  laneB = OFFSET_B;
  feed(String(count));
  return `${hex(sumA ^ laneA)}${hex(sumB)}`;
}

/** The fingerprint of wire entities (each read as the engine reads it; unreadable ones skipped). */
export function fingerprintEntities(entities: Iterable<WireEntity>): string {
  const stored: StoredEntity[] = [];
  for (const wire of entities) {
    const read = fromWireEntity(wire, { timestamp: DEFAULT_NOW });
    if (read.ok) stored.push(read.entity);
  }
  return fingerprintStored(stored);
}
