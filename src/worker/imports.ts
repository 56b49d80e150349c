/**
 * Imported files in the worker: one read at a time is pending until the explorer loads it as a
 * table, and reads can be cancelled by id between slices (an AbortSignal cannot cross to a worker).
 */
import type { DataRecord, Design, RecordType } from '../design';
import type { StoredEntity } from '../engine';
import { recordTypeName, startingDesign } from '../io';
import type { ImportedFile, ImportOptions, ImportOutcome } from '../protocol/imports';
import { fingerprintStored } from './fingerprint';
import { readImportBlob } from './import-source';

/** A read that succeeded and waits to be loaded as a table. */
export interface PendingImport {
  readonly importId: number;
  readonly file: ImportedFile;
  /** Validated as they were read, so the table is built from them as they are; none for records. */
  readonly entities: readonly StoredEntity[];
  /** Set for a read as records: they become a table through a design. */
  readonly records: ImportedRecords | null;
}

/** Records read from a file: their inferred type, and the design they start with. */
export interface ImportedRecords {
  readonly recordType: RecordType;
  readonly records: readonly DataRecord[];
  readonly design: Design;
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
    const blobRead = await readImportBlob(
      blob,
      options,
      (done, total) => onProgress?.(done, total),
      () => this.cancelled.has(importId),
      recordTypeName(name),
    );
    this.cancelled.delete(importId);
    if (blobRead.cancelled) {
      return {
        ok: false,
        error: { importId, cancelled: true, code: 'CANCELLED', message: 'Import cancelled' },
      };
    }
    const { result, format } = blobRead;
    if (result.fileError) {
      const problem = result.fileError;
      return {
        ok: false,
        error: { importId, cancelled: false, code: problem.code, message: problem.code, problem },
      };
    }
    const read = result.records;
    const entities = read ? [] : (result.stored ?? []);
    const file: ImportedFile = read
      ? {
          name,
          fingerprint: fingerprintStored(read.stored),
          count: read.records.length,
          as: 'records',
        }
      : { name, fingerprint: fingerprintStored(entities), count: entities.length };
    const records: ImportedRecords | null = read
      ? {
          recordType: read.recordType,
          records: read.records,
          design: startingDesign(read.recordType, read.records),
        }
      : null;
    // Only the newest read is kept: an earlier one nobody loaded would only hold memory.
    this.pending = { importId, file, entities, records };
    return {
      ok: true,
      importId,
      format,
      ...file,
      ...(read ? { records: { recordType: read.recordType, dropped: read.dropped } } : {}),
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
