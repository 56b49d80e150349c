/**
 * Error values of the design room. Template and design errors are found at compile time, before
 * any record is read, and carry a span into the text the user typed (like filter errors). Problems
 * are found while applying a design and name the record and the value at fault.
 */
import type { Coded, EntityError, Span } from '../engine';

/** Stable codes of template errors (the UI and tests key on them, never on message text). */
export type TemplateErrorCode =
  | 'UNCLOSED_PLACEHOLDER'
  | 'UNMATCHED_BRACE'
  | 'EMPTY_PLACEHOLDER'
  | 'UNEXPECTED_CHARACTER'
  | 'UNKNOWN_PROPERTY'
  | 'UNKNOWN_FUNCTION'
  | 'MISSING_ARGUMENT'
  | 'UNEXPECTED_ARGUMENT'
  | 'INVALID_ARGUMENT'
  | 'TYPE_MISMATCH'
  | 'INVALID_FORMAT'
  | 'TEMPLATE_TOO_LONG';

/** A message of the engine's (its key and property-name rules), passed on as the engine says it. */
type EngineMessage = EntityError['message'];

/** What a design error says: the design room's own coded message, or the engine's. */
export type DesignMessage = Coded | EngineMessage;

/** A template error: what, a stable code, where in the template, and a hint when we know the fix. */
export interface TemplateError {
  readonly code: TemplateErrorCode;
  readonly message: Coded;
  readonly span: Span;
  readonly hint?: Coded;
}

/** Which text of an entity set an error is in: a template field, or the set itself. */
export type DesignField =
  | 'name'
  | 'recordType'
  | 'partitionKey'
  | 'rowKey'
  | 'table'
  | 'properties'
  | `computed.${string}`
  | 'index.property'
  | 'index.value'
  | 'series.name'
  | 'series.value'
  | 'entitySets';

/** Stable codes of design errors beyond template errors. */
export type DesignErrorCode =
  | TemplateErrorCode
  | 'UNKNOWN_RECORD_TYPE'
  | 'DUPLICATE_SET_NAME'
  | 'INVALID_TABLE_NAME'
  | 'INVALID_PROPERTY_NAME'
  | 'MISSING_OPTIONS'
  | 'NO_ENTITY_SETS';

/** A compile-time error of a design: the set (index and name), the field, and a span within it. */
export interface DesignError {
  readonly code: DesignErrorCode;
  readonly message: DesignMessage;
  readonly hint?: Coded;
  /** Index into `design.entitySets`; -1 for an error about the design as a whole. */
  readonly set: number;
  readonly field: DesignField;
  /** Within the field's text; the whole text (or 0..0) when the error is not inside a template. */
  readonly span: Span;
}

/** Stable codes of problems found while applying a design to records. */
export type DesignProblemCode =
  | 'INVALID_KEY'
  | 'KEY_COLLISION'
  | 'MISSING_VALUE'
  | 'WRONG_VALUE_TYPE'
  | 'INVALID_PROPERTY_NAME'
  | 'PROPERTY_COLLISION'
  | 'INDEX_TOO_LONG';

/** A record that could not become (part of) an entity: never dropped silently. */
export interface DesignProblem {
  readonly code: DesignProblemCode;
  readonly message: Coded;
  /** For an invalid key: the engine's reason, which `message`'s `{reason}` stands for. */
  readonly cause?: EngineMessage;
  /** The entity set's name. */
  readonly set: string;
  readonly recordType: string;
  /** The record's position among the records of its type, from 0. */
  readonly record: number;
  /** The keys as evaluated, when they were. */
  readonly partitionKey?: string;
  readonly rowKey?: string;
  /** The offending value: a key, a property name, or a record value as text. */
  readonly value?: string;
  /** For a collision: the record (of `firstRecordType`) that produced the entity first. */
  readonly firstRecord?: number;
  readonly firstRecordType?: string;
  readonly firstSet?: string;
}
