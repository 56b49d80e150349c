/**
 * Imported files in the worker: one read at a time is pending until the explorer loads it as a
 * table, and reads can be cancelled by id between slices (an AbortSignal cannot cross to a worker).
 */
import type { StoredEntity } from '../engine';
import type { ImportError } from '../io';
import { fingerprintStored } from './fingerprint';
import { type ImportOptions, readImportBlob } from './import-source';

/** What identifies imported data in a view: its file name, fingerprint and entity count. */
export interface ImportedFile {
  readonly name: string;
  readonly fingerprint: string;
  readonly count: number;
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
    } & ImportedFile)
  | {
      readonly ok: false;
      readonly importId: number;
      /** True when the user cancelled; else `message` says why the whole file was refused. */
      readonly cancelled: boolean;
      readonly code: string;
      readonly message: string;
    };

/** A read that succeeded and waits to be loaded as a table. */
export interface PendingImport {
  readonly importId: number;
  readonly file: ImportedFile;
  /** Validated as they were read, so the table is built from them as they are. */
  readonly entities: readonly StoredEntity[];
}

/** Reads import files and holds the latest good one until it is loaded. */
export class ImportShelf {
  private pending: PendingImport | null = null;
  private readonly cancelled = new Set<number>();

  constructor(private readonly clock: () => number) {}

  /** Reads `blob` as import `importId`, reporting (bytes read, total); never throws for bad input. */
  async read(
    importId: number,
    blob: Blob,
    name: string,
    options: ImportOptions,
    onProgress?: (read: number, total: number) => void,
  ): Promise<ImportOutcome> {
    const started = this.clock();
    const read = await readImportBlob(
      blob,
      options,
      (done, total) => onProgress?.(done, total),
      () => this.cancelled.has(importId),
    );
    this.cancelled.delete(importId);
    if (read.cancelled) {
      return {
        ok: false,
        importId,
        cancelled: true,
        code: 'CANCELLED',
        message: 'Import cancelled',
      };
    }
    const { result, format } = read;
    if (result.fileError) {
      const { code, message } = result.fileError;
      return { ok: false, importId, cancelled: false, code, message };
    }
    const entities = result.stored ?? [];
    const file: ImportedFile = {
      name,
      fingerprint: fingerprintStored(entities),
      count: entities.length,
    };
    // Only the newest read is kept: an earlier one nobody loaded would only hold memory.
    this.pending = { importId, file, entities };
    return {
      ok: true,
      importId,
      format,
      ...file,
      rejected: result.rejected,
      errors: result.errors,
      ms: this.clock() - started,
    };
  }

  /** Asks read `importId` to stop at its next slice. */
  cancel(importId: number): void {
    this.cancelled.add(importId);
  }

  /** The pending read `importId`, taken off the shelf; null when it is not the pending one. */
  take(importId: number): PendingImport | null {
    const pending = this.pending;
    if (!pending || pending.importId !== importId) return null;
    this.pending = null;
    return pending;
  }
}
