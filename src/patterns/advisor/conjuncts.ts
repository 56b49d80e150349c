/**
 * A pattern's intent read as the advisor needs it: a list of `and`-joined comparisons of one
 * record property with a parameter or a literal. The key templates can encode a comparison with
 * a parameter (the query rebuilds the key from it); everything else stays a property filter.
 * An intent with `or`, `not` or parentheses is not read (no proposal: the advisor says so).
 */

/** The comparison operators an intent's conjunct may use. */
export type ConjunctOp = 'eq' | 'ne' | 'gt' | 'ge' | 'lt' | 'le';

/** One conjunct of an intent. */
export interface Conjunct {
  /** The record property compared. */
  readonly property: string;
  readonly op: ConjunctOp;
  /** The parameter's name when compared with `{param}`, else null (a literal). */
  readonly param: string | null;
  /** The conjunct as the intent writes it, for a property filter. */
  readonly text: string;
}

const PART =
  /^\s*([A-Za-z_][A-Za-z0-9_]*)\s+(eq|ne|gt|ge|lt|le)\s+(\{([A-Za-z][A-Za-z0-9_]*)\}|.+?)\s*$/;

/** Quoted strings blanked, so words and parentheses inside them are not read as syntax. */
const blankStrings = (text: string): string =>
  text.replace(/'(?:[^']|'')*'/g, (s) => `${"'".padEnd(s.length - 1, '_')}'`);

/** The intent's conjuncts, or null when it is not an `and` of simple comparisons. */
export function conjunctsOf(intent: string): readonly Conjunct[] | null {
  const blank = blankStrings(intent);
  if (/[()]|\b(or|not)\b/i.test(blank)) return null;
  const out: Conjunct[] = [];
  // Cut where the blanked text has ' and ', so an 'and' inside a string literal is kept.
  const cut = /\s+and\s+/gi;
  let from = 0;
  const parts: string[] = [];
  for (let m = cut.exec(blank); m !== null; m = cut.exec(blank)) {
    parts.push(intent.slice(from, m.index));
    from = m.index + m[0].length;
  }
  parts.push(intent.slice(from));
  for (const part of parts) {
    const m = PART.exec(part);
    if (m === null) return null;
    out.push({
      property: m[1]!,
      op: m[2] as ConjunctOp,
      param: m[4] ?? null,
      text: part.trim(),
    });
  }
  return out;
}
