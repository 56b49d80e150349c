/**
 * Links the strip's bounds to the filter clauses that set them. The plan gives the spans of the
 * seek comparisons; the pictures run on the UI thread, which never parses filters (that is the
 * worker's job), so a seek clause is read back from its own text: a seek clause is always a
 * simple `Key op 'literal'` (or reversed) comparison.
 */
import type { Bound, Span } from '../engine';

/** Which end of an interval a clause sets: `eq` sets both. */
type BoundSide = 'lower' | 'upper' | 'both';

/** A seek clause read back from the filter text. */
export interface SeekClause {
  readonly span: Span;
  readonly property: string;
  readonly side: BoundSide;
  readonly value: string;
  readonly inclusive: boolean;
}

const FORWARD = /^\s*([A-Za-z_][A-Za-z0-9_]*)\s+(eq|gt|ge|lt|le)\s+'((?:[^']|'')*)'\s*$/;
const REVERSED = /^\s*'((?:[^']|'')*)'\s+(eq|gt|ge|lt|le)\s+([A-Za-z_][A-Za-z0-9_]*)\s*$/;
const FLIP: Record<string, string> = { eq: 'eq', gt: 'lt', ge: 'le', lt: 'gt', le: 'ge' };

/** Reads one seek span's text as a key comparison; null when it is not one. */
export function readSeekClause(filter: string, span: Span): SeekClause | null {
  const text = filter.slice(span.from, span.to);
  let property: string;
  let op: string;
  let literal: string;
  const forward = FORWARD.exec(text);
  const reversed = forward ? null : REVERSED.exec(text);
  if (forward) {
    [, property = '', op = '', literal = ''] = forward;
  } else if (reversed) {
    let rawOp: string;
    [, literal = '', rawOp = '', property = ''] = reversed;
    op = FLIP[rawOp] ?? rawOp;
  } else {
    return null;
  }
  const side: BoundSide = op === 'eq' ? 'both' : op === 'gt' || op === 'ge' ? 'lower' : 'upper';
  return {
    span,
    property,
    side,
    value: literal.replaceAll("''", "'"),
    inclusive: op !== 'gt' && op !== 'lt',
  };
}

/** The span of the seek clause that sets `bound` as the `side` end of `property`'s interval. */
export function spanOfBound(
  filter: string,
  seek: readonly Span[],
  property: string,
  side: 'lower' | 'upper',
  bound: Bound,
): Span | null {
  for (const span of seek) {
    const c = readSeekClause(filter, span);
    if (!c || c.property !== property || c.value !== bound.value) continue;
    if (c.side === 'both' || (c.side === side && c.inclusive === bound.inclusive)) return span;
  }
  return null;
}

/** True when two spans overlap (a hovered clause lights up the bound it set). */
export function spansOverlap(a: Span | null, b: Span | null): boolean {
  return !!a && !!b && a.from < b.to && b.from < a.to;
}
