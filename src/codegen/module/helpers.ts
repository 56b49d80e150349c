/**
 * What the modules' writers share: picking a module's helpers (only those a design uses, with what
 * they call, in a stable order), and spelling a query's filter as a sum of strings.
 */
import type { EdmType } from '../../engine';
import type { QueryPiece } from '../../patterns';
import type { KeyExpression } from './keys';

/** A helper's source text and the helpers it calls. */
export interface HelperSource {
  readonly source: string;
  readonly needs?: readonly string[];
}

/** The sources of the helpers `used` and of what they need, in `table`'s order. */
export function pickHelpers(
  table: Readonly<Record<string, HelperSource>>,
  used: ReadonlySet<string>,
): string[] {
  const all = new Set<string>();
  const add = (name: string) => {
    if (all.has(name)) return;
    all.add(name);
    for (const n of table[name]?.needs ?? []) add(n);
  };
  for (const name of used) add(name);
  return Object.keys(table)
    .filter((name) => all.has(name))
    .map((name) => table[name]!.source);
}

/** How a language spells a query filter's pieces, each a string expression joined by `+`. */
export interface FilterSpelling {
  readonly text: (text: string) => string;
  /** A parameter as an OData literal of its type. */
  readonly literal: (name: string, type: EdmType) => string;
  /** A key template over the parameters, inside a quoted OData string; null: it does not parse. */
  readonly quoted: (template: string) => KeyExpression | null;
  readonly inQuotes: (code: string) => string;
  readonly empty: string;
}

/** A query's filter as one string expression (Python and C#: pieces joined by `+`). */
export function filterSum(
  pieces: readonly QueryPiece[],
  types: ReadonlyMap<string, EdmType>,
  helpers: Set<string>,
  spell: FilterSpelling,
): string {
  const parts = pieces.map((piece) => {
    if (piece.kind === 'text') return spell.text(piece.text);
    if (!piece.quoted) return spell.literal(piece.name, types.get(piece.name) ?? 'Edm.String');
    const e = spell.quoted(`{${piece.body}}`);
    for (const h of e?.helpers ?? []) helpers.add(h);
    return spell.inQuotes(e?.code ?? spell.empty);
  });
  return parts.length === 0 ? spell.empty : parts.join(' + ');
}
