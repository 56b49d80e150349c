/**
 * What an import gives back, whatever the format: the accepted entities in the engine's JSON wire
 * form, the rejected rows (each with where it starts and the rule it breaks), and a whole-file
 * problem when the file cannot be read at all (then the UI keeps the previous dataset).
 */
import {
  type Coded,
  coded,
  type EntityError,
  type EntityErrorCode,
  type StoredEntity,
  type WireEntity,
} from '../engine';
import type { RecordsRead } from './record-sink';

/** Codes of whole-file problems: the file is refused as a whole. */
export type FileErrorCode =
  | 'EMPTY_FILE'
  | 'NOT_TEXT'
  | 'NOT_CSV'
  | 'NOT_JSON'
  | 'TOO_LARGE'
  | 'TOO_MANY_COLUMNS'
  | 'BAD_HEADER'
  | 'NO_KEY_COLUMNS';

/** Codes of row problems: the row is rejected, the rest of the file is kept. */
export type RowErrorCode =
  | EntityErrorCode
  | 'DUPLICATE_KEY'
  | 'FIELD_COUNT'
  | 'MALFORMED_CSV'
  | 'MALFORMED_JSON'
  | 'MIXED_TYPES';

/** A rejected row or a whole-file problem, with what and where. */
export interface ImportError {
  /** 1-based physical line of the file where the row starts (0 for a whole-file problem). */
  readonly line: number;
  /** 1-based column (CSV field) of the offending cell, when known. */
  readonly column?: number;
  /** The property or header name of that column, when known. */
  readonly field?: string;
  /** Stable code of the rule broken (the UI and tests key on it). */
  readonly code: RowErrorCode | FileErrorCode;
  /**
   * What a user reads: where, what, and the rule. A row's message says its place with `{where}`,
   * which the reader's language fills from `line`, `column` and `field`.
   */
  readonly message: Coded;
  /** For a row the engine refused: the engine's reason, which `message`'s `{reason}` stands for. */
  readonly cause?: EntityError['message'];
}

/** The outcome of reading an import file. Never thrown: problems are values. */
export interface ImportResult {
  /** Accepted entities, in file order, in the engine's wire form (no Timestamp: the table sets it). */
  readonly entities: WireEntity[];
  /**
   * Set instead of `entities` when the reader was asked for the engine's stored form (the
   * worker's import): the same accepted rows, validated once, ready for `createTableFromStored`.
   */
  readonly stored?: StoredEntity[];
  /** Set when the file was read as records (its `entities` are then empty). */
  readonly records?: RecordsRead;
  /** The first MAX_REPORTED_ERRORS rejected rows, in file order. */
  readonly errors: ImportError[];
  /** How many rows were rejected in all (may exceed `errors.length`). */
  readonly rejected: number;
  /** Set when the whole file is refused; `entities` is then empty. */
  readonly fileError: ImportError | null;
}

/** Largest file accepted, in UTF-16 code units (about bytes for the mostly-ASCII files we read). */
export const MAX_FILE_CHARS = 200 * 1024 * 1024;
/** Most rejected rows kept with their message; the rest are only counted. */
export const MAX_REPORTED_ERRORS = 10_000;

/** A result that refuses the whole file. */
export function refuse(code: FileErrorCode, message: Coded): ImportResult {
  return { entities: [], errors: [], rejected: 0, fileError: { line: 0, code, message } };
}

/** The message for a file over the size limit: in MB for the real limit, in characters below. */
export function tooLargeMessage(chars: number, limit = MAX_FILE_CHARS): Coded {
  const mb = 1024 * 1024;
  return limit >= mb
    ? coded('io.tooLargeMb', { limit: Math.round(limit / mb), read: Math.round(chars / mb) })
    : coded('io.tooLargeChars', { limit, read: chars });
}
