/**
 * The key conditions a set's key template allows for an intent: the design guide's moves. An
 * equality the whole key is built from becomes `Key eq '…'`, rebuilt from the parameters through
 * the template's own functions (so padding, case and prefixes match); a range over the key's last
 * field becomes a key range (reversed for an inverted field); a prefix of equalities becomes the
 * range `ge` the prefix, `lt` its successor. Each condition says which conjuncts it encodes
 * exactly, so the rest stay as property filters.
 */
import { prefixUpperBound } from '../../engine';
import type { Conjunct, ConjunctOp } from './conjuncts';
import type { KeyField, KeyPiece } from './key-pieces';

/** How a key condition narrows the key: one value, a range, a prefix, or not at all. */
export type KeyReach = 'eq' | 'range' | 'prefix' | 'none';

/** One way to condition a key. */
export interface KeyTerm {
  readonly reach: KeyReach;
  /** Filter terms on the key, e.g. `PartitionKey eq '{dept}'`. */
  readonly terms: readonly string[];
  /** Conjuncts the key condition encodes exactly (no property filter needed for them). */
  readonly exact: ReadonlySet<Conjunct>;
}

/**
 * Literal key text inside a quoted filter string, where it is a key template over the
 * parameters: quotes doubled, and braces doubled so they stay text.
 */
const quoted = (s: string): string =>
  s.replaceAll("'", "''").replaceAll('{', '{{').replaceAll('}', '}}');

/** A field rebuilt from a parameter, as a query key template writes it. */
const fromParam = (f: KeyField, param: string): string => `{${param}${f.functions}}`;

/** The intent's conjuncts on one property with a parameter, by operator. */
export function boundsOf(conjuncts: readonly Conjunct[], property: string) {
  const on = conjuncts.filter((c) => c.property === property && c.param !== null);
  const eq = on.find((c) => c.op === 'eq');
  const lower = on.find((c) => c.op === 'ge' || c.op === 'gt');
  const upper = on.find((c) => c.op === 'lt' || c.op === 'le');
  return { eq, lower, upper };
}

/** The key operator a conjunct's bound becomes through an increasing or decreasing field. */
function keyOp(op: ConjunctOp, down: boolean): ConjunctOp {
  if (!down) return op;
  const flip: Record<string, ConjunctOp> = { ge: 'le', gt: 'lt', le: 'ge', lt: 'gt' };
  return flip[op] ?? op;
}

/**
 * The conditions a key template allows, best first: the whole key (equality), a range over its
 * last field, or the prefix the equalities make. A coarse last field gives two ranges: the upper
 * bound inclusive (always right) and exclusive (right when the bound falls on a boundary, as a
 * day's or an hour's start does); the check decides which holds for the pattern.
 */
export function keyTerms(
  key: 'PartitionKey' | 'RowKey',
  pieces: readonly KeyPiece[],
  conjuncts: readonly Conjunct[],
): KeyTerm[] {
  let prefix = '';
  /** The prefix's last literal, when the prefix ends in literal text (for its successor). */
  let tailLiteral: string | null = null;
  const exact = new Set<Conjunct>();
  const fields = pieces.filter((p) => p.kind === 'field').length;
  for (const [at, piece] of pieces.entries()) {
    if (piece.kind === 'literal') {
      prefix += quoted(piece.text);
      tailLiteral = piece.text;
      continue;
    }
    const { eq, lower, upper } = boundsOf(conjuncts, piece.property);
    if (eq !== undefined && eq.param !== null) {
      prefix += fromParam(piece, eq.param);
      tailLiteral = null;
      // Several fields in one key may blur into each other ('a_b' + 'c' = 'a' + 'b_c'): the
      // property filters stay beside such a key when the set carries them.
      if (piece.oneToOne && fields === 1) exact.add(eq);
      continue;
    }
    const out: KeyTerm[] = [];
    const last = at === pieces.length - 1;
    const ordered =
      piece.fieldClass === 'exact-up' ||
      piece.fieldClass === 'exact-down' ||
      piece.fieldClass === 'coarse-up';
    if (last && ordered && (lower !== undefined || upper !== undefined)) {
      const down = piece.fieldClass === 'exact-down';
      const coarse = piece.fieldClass === 'coarse-up';
      const bound = (c: Conjunct, op: ConjunctOp) =>
        `${key} ${keyOp(op, down)} '${prefix}${fromParam(piece, c.param!)}'`;
      const prefixBounds = prefixRange(key, prefix, tailLiteral);
      const lowerTerm = (c: Conjunct) => bound(c, coarse ? 'ge' : c.op);
      const terms = (upperOp: ConjunctOp | null) => {
        const list: string[] = [];
        if (lower) list.push(lowerTerm(lower));
        if (upper && upperOp) list.push(bound(upper, upperOp));
        // An open side keeps to the prefix's own keys.
        if (!lower || !upper) list.push(...prefixBounds.filter((t) => !list.includes(t)));
        return down ? list.reverse() : list;
      };
      const rangeExact = new Set(exact);
      if (!coarse && fields === 1) {
        if (lower) rangeExact.add(lower);
        if (upper) rangeExact.add(upper);
      }
      out.push({
        reach: 'range',
        terms: terms(upper ? (coarse ? 'le' : upper.op) : null),
        exact: rangeExact,
      });
      if (coarse && upper?.op === 'lt') {
        out.push({ reach: 'range', terms: terms('lt'), exact: new Set(exact) });
        // A range inside one hour (or day) is that one key, as a careful developer writes it.
        if (lower) out.push({ reach: 'eq', terms: [bound(lower, 'eq')], exact: new Set(exact) });
      }
    }
    const bounds = prefixRange(key, prefix, tailLiteral);
    out.push({
      reach: bounds.length > 0 ? 'prefix' : 'none',
      terms: bounds,
      exact: new Set(exact),
    });
    return out;
  }
  return [{ reach: 'eq', terms: [`${key} eq '${prefix}'`], exact }];
}

/** `Key ge 'prefix' and Key lt 'successor'`, as much of it as the prefix allows. */
function prefixRange(key: string, prefix: string, tailLiteral: string | null): string[] {
  if (prefix === '') return [];
  const lower = `${key} ge '${prefix}'`;
  if (tailLiteral === null || tailLiteral === '') return [lower];
  const next = prefixUpperBound(tailLiteral);
  if (next === null || /[{}]/.test(next)) return [lower];
  const head = prefix.slice(0, prefix.length - quoted(tailLiteral).length);
  return [lower, `${key} lt '${head}${quoted(next)}'`];
}
