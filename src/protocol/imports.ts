/**
 * Imports as the main thread asks for them and reads their answers: the options a file is read
 * with, and the summary of a read (never the entities, which stay in the worker until loaded).
 */
import type { RecordType } from '../design';
import type { CsvDelimiter, ImportError } from '../io';

/** How to read an import file: the CSV delimiter (detected when absent) and type inference. */
export interface ImportOptions {
  readonly delimiter?: CsvDelimiter;
  /** Plain CSV only: false keeps every value a String. */
  readonly inferTypes?: boolean;
  /** Largest file accepted, in characters (200 MB unless given; tests make it small). */
  readonly maxChars?: number;
  /**
   * How the rows are taken: as entities with the file's keys (default), or as records whose
   * keys a design makes (the key columns are dropped).
   */
  readonly as?: 'entities' | 'records';
}

/**
 * What identifies imported data in a view: its file name, fingerprint and entity count (record
 * count for records), and `as: 'records'` when its rows were taken as records.
 */
export interface ImportedFile {
  readonly name: string;
  readonly fingerprint: string;
  readonly count: number;
  readonly as?: 'records';
}

/** What a read as records found, for the summary: the record type and the columns dropped. */
export interface RecordsFound {
  readonly recordType: RecordType;
  readonly dropped: readonly string[];
}

/** The summary of one import: never the entities, which stay in the worker until loaded. */
export type ImportOutcome =
  | ({
      readonly ok: true;
      readonly importId: number;
      readonly format: 'csv' | 'json';
      /** Rows rejected in all (the first MAX_REPORTED_ERRORS are in `errors`). */
      readonly rejected: number;
      readonly errors: readonly ImportError[];
      readonly ms: number;
      /** Set when the rows were read as records. */
      readonly records?: RecordsFound;
    } & ImportedFile)
  | { readonly ok: false; readonly error: ImportRefusal };

/** Why an import gave no entities: cancelled by the user, or the whole file refused. */
interface ImportRefusal {
  readonly importId: number;
  /** True when the user cancelled; else `message` says why the whole file was refused. */
  readonly cancelled: boolean;
  readonly code: string;
  readonly message: string;
  /** The whole-file problem, coded, for the UI to say (`message` is then its code). */
  readonly problem?: ImportError;
}
