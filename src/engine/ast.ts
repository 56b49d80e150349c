/**
 * The `$filter` syntax tree. Every node keeps the span of source text it came from, so the UI can
 * underline errors and highlight the parts of a filter the planner uses to seek.
 *
 * Parentheses are not nodes: they only shape the tree. The printer puts back the ones precedence
 * needs (`or` < `and` < `not` < comparison).
 */
import type { Coded } from './coded';
import type { EdmValue } from './edm';

/** A half-open range `[from, to)` of UTF-16 offsets into the filter text. */
export interface Span {
  readonly from: number;
  readonly to: number;
}

/** The comparison operators, always lower-case in filter text. */
export type CompareOp = 'eq' | 'ne' | 'gt' | 'ge' | 'lt' | 'le';

/** Any `$filter` expression. */
export type FilterNode = OrNode | AndNode | NotNode | CompareNode | PropertyNode | BoolLiteralNode;

/** `left or right`. */
interface OrNode {
  readonly kind: 'or';
  readonly left: FilterNode;
  readonly right: FilterNode;
  readonly span: Span;
}

/** `left and right`. */
interface AndNode {
  readonly kind: 'and';
  readonly left: FilterNode;
  readonly right: FilterNode;
  readonly span: Span;
}

/** `not operand`: two-valued negation (semantics.md §3). */
interface NotNode {
  readonly kind: 'not';
  readonly operand: FilterNode;
  readonly span: Span;
}

/**
 * A comparison between one property and one literal, normalized to `property op value`.
 * `'a' lt RowKey` is stored as `{ property: 'RowKey', op: 'gt', value: 'a', reversed: true }`;
 * `reversed` only tells the printer to write it back the way the user did.
 */
export interface CompareNode {
  readonly kind: 'compare';
  readonly op: CompareOp;
  readonly property: string;
  readonly propertySpan: Span;
  readonly value: EdmValue;
  readonly valueSpan: Span;
  readonly reversed: boolean;
  readonly span: Span;
}

/** A bare property used as a Boolean predicate: `IsActive`. */
interface PropertyNode {
  readonly kind: 'property';
  readonly name: string;
  readonly span: Span;
}

/** The literal `true` or `false` used as a predicate. */
interface BoolLiteralNode {
  readonly kind: 'bool';
  readonly value: boolean;
  readonly span: Span;
}

/** A `$filter` error: what went wrong, a stable code, where, and how to fix it when we know. */
export interface FilterError {
  readonly code: string;
  /** What is wrong and where, as a code the UI says in the reader's language. */
  readonly message: Coded;
  readonly from: number;
  readonly to: number;
  readonly hint?: Coded;
}

/** The outcome of parsing: never a thrown exception. `ast` is null for the empty filter. */
export type ParseResult =
  | { readonly ok: true; readonly ast: FilterNode | null }
  | { readonly ok: false; readonly error: FilterError };
