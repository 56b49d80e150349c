/**
 * A key template read as the advisor needs it: literal text and fields, each field classed by
 * what its functions keep of the property's value. Exact fields keep every value apart and in
 * order (a padded integer, padded ticks) or in reverse order (inverted ticks); coarse fields keep
 * order but merge values (an hour of a date); a hash field spreads values over a few buckets the
 * advisor can enumerate; any other field can only be rebuilt for an equality.
 */
import { parseTemplate, type RecordType } from '../../design';

/** The placeholder of the record type's name (template-parse.ts). */
const TYPE_PLACEHOLDER = '$type';

/** What a field's functions keep of its property's value. */
type FieldClass =
  /** One key per value, in the value's order. */
  | 'exact-up'
  /** One key per value, in reverse order (`invert`). */
  | 'exact-down'
  /** Values merge (a date to its hour), order kept. */
  | 'coarse-up'
  /** A few buckets the advisor lists one by one. */
  | 'hash'
  /** Anything else: only an equality can rebuild it, and values may merge (`lower`). */
  | 'equal-only';

/** A field of a key template: a property through functions. */
export interface KeyField {
  readonly kind: 'field';
  readonly property: string;
  /** The functions as written, `|pad:6`, to follow a parameter in a query's key. */
  readonly functions: string;
  readonly fieldClass: FieldClass;
  /** Whether different values always make different keys (so the key can stand for the value). */
  readonly oneToOne: boolean;
  /** For a hash field: each bucket's text, in bucket order. */
  readonly buckets?: readonly string[];
}

/** A piece of a key template. */
export type KeyPiece = { readonly kind: 'literal'; readonly text: string } | KeyField;

/** The most buckets the advisor lists as queries of their own. */
const MAX_BUCKETS = 64;

interface Call {
  readonly name: string;
  readonly arg: string | null;
}

/** The class of a chain of functions over a property of `type`. */
function classOf(
  type: string,
  calls: readonly Call[],
): { fieldClass: FieldClass; oneToOne: boolean } {
  const names = calls.map((c) => c.name).join('|');
  const numeric = type === 'Edm.Int32' || type === 'Edm.Int64';
  if (calls.length === 0 && type === 'Edm.String')
    return { fieldClass: 'exact-up', oneToOne: true };
  // Integers sort as text only when padded to one width (non-negative values, as keys hold).
  if (numeric && names === 'pad') return { fieldClass: 'exact-up', oneToOne: true };
  if (numeric && names === 'invert|pad') return { fieldClass: 'exact-down', oneToOne: true };
  if (type === 'Edm.DateTime' && names === 'ticks|pad')
    return { fieldClass: 'exact-up', oneToOne: true };
  if (type === 'Edm.DateTime' && names === 'ticks|invert|pad')
    return { fieldClass: 'exact-down', oneToOne: true };
  // A format that starts with the year and runs big-endian keeps the date order.
  if (type === 'Edm.DateTime' && calls.length === 1 && calls[0]!.name === 'format') {
    const arg = calls[0]!.arg ?? '';
    if (/^yyyy[-/.]?(MM([-/.]?dd([-/. T]?HH(:?mm)?)?)?)?$/.test(arg))
      return { fieldClass: 'coarse-up', oneToOne: false };
  }
  const hashAt = calls.findIndex((c) => c.name === 'hash');
  if (hashAt >= 0 && calls.slice(hashAt + 1).every((c) => c.name === 'pad')) {
    return { fieldClass: 'hash', oneToOne: false };
  }
  const oneToOne = calls.length === 0 || (numeric && names === 'pad');
  return { fieldClass: 'equal-only', oneToOne };
}

/** Each bucket's text of a hash field (`hash:10|pad:2` makes '00' … '09'), or null. */
function bucketsOf(calls: readonly Call[]): string[] | null {
  const at = calls.findIndex((c) => c.name === 'hash');
  const count = Number(calls[at]?.arg);
  if (!(Number.isInteger(count) && count >= 1 && count <= MAX_BUCKETS)) return null;
  const pads = calls.slice(at + 1).map((c) => Number(c.arg));
  return Array.from({ length: count }, (_, k) =>
    pads.reduce((s, width) => s.padStart(width, '0'), String(k)),
  );
}

/** A template's pieces for a record type, or null when the advisor cannot read it. */
export function keyPieces(template: string, type: RecordType): readonly KeyPiece[] | null {
  const parsed = parseTemplate(template);
  if (!parsed.ok) return null;
  const out: KeyPiece[] = [];
  for (const part of parsed.parts) {
    if (part.kind === 'literal') {
      out.push({ kind: 'literal', text: part.text });
      continue;
    }
    if (part.property === TYPE_PLACEHOLDER) {
      if (part.functions.length > 0) return null;
      out.push({ kind: 'literal', text: type.name });
      continue;
    }
    const property = type.properties.find((p) => p.name === part.property);
    if (property === undefined) return null;
    const calls = part.functions.map((f) => ({ name: f.name, arg: f.arg }));
    const { fieldClass, oneToOne } = classOf(property.type, calls);
    const buckets = fieldClass === 'hash' ? bucketsOf(calls) : null;
    if (fieldClass === 'hash' && buckets === null) {
      out.push({
        kind: 'field',
        property: property.name,
        functions: text(calls),
        fieldClass: 'equal-only',
        oneToOne: false,
      });
      continue;
    }
    out.push({
      kind: 'field',
      property: property.name,
      functions: text(calls),
      fieldClass,
      oneToOne,
      ...(buckets === null ? {} : { buckets }),
    });
  }
  // Merge adjacent literals ($type beside text), so a prefix is one piece.
  const merged: KeyPiece[] = [];
  for (const p of out) {
    const last = merged.at(-1);
    if (p.kind === 'literal' && last?.kind === 'literal') {
      merged[merged.length - 1] = { kind: 'literal', text: last.text + p.text };
    } else merged.push(p);
  }
  return merged;
}

/** Functions as a placeholder writes them after the name: `|ticks|invert|pad:19`. */
const text = (calls: readonly Call[]): string =>
  calls.map((c) => `|${c.name}${c.arg === null ? '' : `:${c.arg}`}`).join('');
