/**
 * How a module's reads map entities back to records, as Keyscope's check does (src/patterns/
 * check.ts): which set a returned entity belongs to (told by its table name and keys, an index
 * entity also by its list property), and what of its record each entity gives back. A copy gives
 * the record properties it carries as they are; an index entity gives, per entry of its list, the
 * copy it points to (read with a point query); a series entity gives a record per series
 * property. Properties a key, an entry, a series name or a computed column spells whole are read
 * back from that text where the spelling can be undone exactly (a String alone in its text, an
 * integer written plainly or padded, between literals); nothing else is guessed.
 *
 * The result is plain data (regular expressions as source text, the same in JavaScript, Python
 * and .NET), written into each module and read there by a small runtime.
 */
import { parseTemplate } from '../../design';
import type { EdmType } from '../../engine';
import type { SetPlan } from './plan';

/** A text's template as a pattern: its literals, and a group per property it spells recoverably. */
export interface TextMatcher {
  /** Regular-expression source, unanchored; literal characters a pattern reads specially as \uXXXX. */
  readonly pattern: string;
  /** Each capturing group's record property and its Edm type, in group order. */
  readonly captures: readonly (readonly [string, EdmType])[];
}

/** How entities of one set are recognised and read back to records. */
export interface SetReading {
  readonly name: string;
  readonly typeName: string;
  readonly kind: 'copy' | 'index' | 'series';
  /** The table's name template as a matcher; null for the design's one table (''). */
  readonly table: TextMatcher | null;
  readonly partitionKey: TextMatcher;
  readonly rowKey: TextMatcher;
  /** The entity's columns: record properties carried as they are (copies read them back). */
  readonly carried: readonly (readonly [string, EdmType])[];
  /** Computed columns (copies read back what they spell); names are left out of a record. */
  readonly computed: readonly (readonly [string, TextMatcher])[];
  /** An index set's list property, separator and entry template. */
  readonly list?: {
    readonly property: string;
    readonly separator: string;
    readonly entry: TextMatcher;
  };
  /** A series set's property-name template and the record property (and type) it holds. */
  readonly series?: {
    readonly name: TextMatcher;
    readonly value: string;
    readonly type: EdmType;
  };
  /** An index set's copy set whose keys its entries give (read with a point query), if any. */
  readonly follow?: string;
  /** Every column name (a series entity's other properties are its records' values). */
  readonly columns: readonly string[];
}

/** Characters a pattern gives a meaning to, escaped by code (\uXXXX means the same in JS, Python and .NET). */
function escapeText(text: string): string {
  return text.replace(
    /[.^$|?*+()[\]{}\\#\s-]/g,
    (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

type Piece =
  | { readonly literal: string }
  | {
      readonly property: string;
      readonly type: EdmType;
      /** Whether the text can be read back: the placeholder is a String alone or an integer. */
      readonly shape: 'string' | 'integer' | null;
    };

/** A template as a matcher over texts it makes; null when it does not parse. */
export function textMatcher(
  template: string,
  types: ReadonlyMap<string, EdmType>,
  typeName: string,
): TextMatcher | null {
  const parsed = parseTemplate(template);
  if (!parsed.ok) return null;
  const pieces: Piece[] = [];
  for (const part of parsed.parts) {
    if (part.kind === 'literal') pieces.push({ literal: part.text });
    else if (part.property === '$type') pieces.push({ literal: typeName });
    else {
      const type = types.get(part.property) ?? 'Edm.String';
      const fns = part.functions.map((f) => f.name);
      const integer = type === 'Edm.Int32' || type === 'Edm.Int64';
      const shape =
        type === 'Edm.String' && fns.length === 0
          ? 'string'
          : integer && (fns.length === 0 || (fns.length === 1 && fns[0] === 'pad'))
            ? 'integer'
            : null;
      pieces.push({ property: part.property, type, shape });
    }
  }
  const fields = pieces.filter((p) => !('literal' in p));
  const captures: [string, EdmType][] = [];
  let pattern = '';
  for (const [k, piece] of pieces.entries()) {
    if ('literal' in piece) {
      pattern += escapeText(piece.literal);
      continue;
    }
    // A group is read back only between literals (or the text's ends), so it cannot take a
    // neighbour's characters: a String only when it is the text's one placeholder, an integer
    // only when the literal after it does not start with a digit.
    const before = pieces[k - 1];
    const after = pieces[k + 1];
    const bounded =
      (before === undefined || 'literal' in before) &&
      (after === undefined || ('literal' in after && !/^[0-9]/.test(after.literal)));
    const readable =
      bounded &&
      (piece.shape === 'integer' || (piece.shape === 'string' && fields.length === 1)) &&
      !captures.some(([name]) => name === piece.property);
    if (readable) {
      captures.push([piece.property, piece.type]);
      pattern += piece.shape === 'integer' ? '(-?[0-9]+)' : '([\\s\\S]*)';
    } else pattern += '[\\s\\S]*?';
  }
  return { pattern, captures };
}

/** The properties a template reads (`$type` aside); null when it does not parse. */
function templateProperties(template: string): Set<string> | null {
  const parsed = parseTemplate(template);
  if (!parsed.ok) return null;
  const out = new Set<string>();
  for (const part of parsed.parts) {
    if (part.kind === 'field' && part.property !== '$type') out.add(part.property);
  }
  return out;
}

/** What a set's reading is made from: the set as the module's plan holds it. */
export type ReadingSource = SetPlan;

/**
 * Each set's reading, in the design's order. An index set follows the first copy set of its
 * record type whose table and keys are made only of properties its keys and entry give back.
 */
export function setReadings(sets: readonly ReadingSource[]): SetReading[] {
  const matcher = (s: ReadingSource, t: string) =>
    textMatcher(t, s.types, s.typeName) ?? { pattern: '[\\s\\S]*', captures: [] };
  return sets.map((s) => {
    const table = s.table === null ? null : matcher(s, s.table);
    const partitionKey = matcher(s, s.partitionKey);
    const rowKey = matcher(s, s.rowKey);
    const base = {
      name: s.name,
      typeName: s.typeName,
      kind: s.kind,
      table,
      partitionKey,
      rowKey,
      carried: s.columns
        .filter((c) => c.computed === undefined && s.types.has(c.name))
        .map((c) => [c.name, c.type] as const),
      computed: s.columns.flatMap((c) =>
        c.computed === undefined ? [] : [[c.name, matcher(s, c.computed)] as const],
      ),
      columns: s.columns.map((c) => c.name),
    };
    if (s.kind === 'series' && s.seriesName !== undefined && s.seriesValue !== undefined) {
      const series = {
        name: matcher(s, s.seriesName),
        value: s.seriesValue,
        type: s.types.get(s.seriesValue) ?? 'Edm.String',
      };
      return { ...base, series };
    }
    if (s.kind !== 'index' || s.list === undefined || s.entry === undefined) return base;
    const entry = matcher(s, s.entry);
    const list = { ...s.list, entry };
    const given = new Set(
      [table, partitionKey, rowKey, entry].flatMap((m) => m?.captures.map(([n]) => n) ?? []),
    );
    const follow = sets.find((c) => {
      if (c.kind !== 'copy' || c.typeName !== s.typeName) return false;
      const needs = [c.table ?? '', c.partitionKey, c.rowKey].map(templateProperties);
      return needs.every((n) => n !== null && [...n].every((p) => given.has(p)));
    });
    return follow === undefined ? { ...base, list } : { ...base, list, follow: follow.name };
  });
}
