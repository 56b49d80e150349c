/**
 * Error values for user input. The engine never throws on what a user typed or loaded: a filter
 * error carries a stable code, a message that says what and where, the span to underline and,
 * when we know the fix, a hint. An entity error names the rule it broke and the property.
 */
import type { FilterError, Span } from './ast';
import type { Coded } from './coded';

/** Stable codes of `$filter` errors (the UI and tests key on them, never on message text). */
export type FilterErrorCode =
  | 'UNEXPECTED_CHARACTER'
  | 'UNTERMINATED_STRING'
  | 'MALFORMED_NUMBER'
  | 'INT32_OUT_OF_RANGE'
  | 'INT64_OUT_OF_RANGE'
  | 'DOUBLE_OUT_OF_RANGE'
  | 'INVALID_DATETIME'
  | 'INVALID_GUID'
  | 'INVALID_BINARY'
  | 'LITERAL_PREFIX_CASE'
  | 'UNSUPPORTED_LITERAL'
  | 'KEYWORD_CASE'
  | 'NULL_NOT_SUPPORTED'
  | 'FUNCTION_NOT_SUPPORTED'
  | 'ARITHMETIC_NOT_SUPPORTED'
  | 'IN_NOT_SUPPORTED'
  | 'HAS_NOT_SUPPORTED'
  | 'PROPERTY_COMPARISON'
  | 'LITERAL_COMPARISON'
  | 'COMPARE_OPERAND'
  | 'CHAINED_COMPARISON'
  | 'NOT_BOOLEAN'
  | 'EXPECTED_OPERAND'
  | 'EXPECTED_OPERATOR'
  | 'UNBALANCED_PAREN'
  | 'TOO_MANY_COMPARISONS'
  | 'TOO_DEEP';

/** A filter error value at a span, with an optional hint. */
export function filterError(
  code: FilterErrorCode,
  message: Coded,
  span: Span,
  hint?: Coded,
): FilterError {
  return hint === undefined
    ? { code, message, from: span.from, to: span.to }
    : { code, message, from: span.from, to: span.to, hint };
}

/** Stable codes of entity validation errors, one per rule of semantics.md §1. */
export type EntityErrorCode =
  | 'NOT_AN_OBJECT'
  | 'MISSING_KEY'
  | 'KEY_NOT_STRING'
  | 'KEY_INVALID_CHARACTER'
  | 'KEY_UNPAIRED_SURROGATE'
  | 'KEY_TOO_LONG'
  | 'INVALID_PROPERTY_NAME'
  | 'PROPERTY_NAME_TOO_LONG'
  | 'RESERVED_PROPERTY_NAME'
  | 'UNKNOWN_TYPE'
  | 'ORPHAN_TYPE_ANNOTATION'
  | 'INVALID_VALUE'
  | 'VALUE_OUT_OF_RANGE'
  | 'STRING_TOO_LONG'
  | 'BINARY_TOO_LONG'
  | 'TOO_MANY_PROPERTIES'
  | 'ENTITY_TOO_LARGE';

/** Why an entity was rejected: the rule's code, a message naming the offending value, the property. */
export interface EntityError {
  readonly code: EntityErrorCode;
  /** The rule broken and the offending value, as a code the UI says in the reader's language. */
  readonly message: Coded;
  readonly property?: string;
}
