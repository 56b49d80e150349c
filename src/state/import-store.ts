/**
 * Imported files kept in this browser (IndexedDB: localStorage is far too small for a 150 MB
 * file), so a reload, or a link to an imported view opened again here, finds its data. The file
 * itself is kept (a Blob is stored as is) with the options it was read with, and re-read on
 * restore: the worker's reader is the one place that turns text into entities.
 */

import type { ImportOptions } from '../protocol/imports';
import type { ImportedFileRef } from '../share';

/** One kept import: the reference a view names it by, the file, and how it was read. */
export interface StoredImport extends ImportedFileRef {
  readonly options: ImportOptions;
  readonly file: Blob;
  /** When it was kept (ms since 1970), so the oldest is dropped first. */
  readonly savedAt: number;
}

/** Where imports are kept. Never rejects: a browser without storage just keeps nothing. */
export interface ImportStore {
  /** Keeps an import, dropping the oldest beyond the few kept; false when it could not. */
  save(record: StoredImport): Promise<boolean>;
  /** The kept import with this fingerprint, or null. */
  find(fingerprint: string): Promise<StoredImport | null>;
}

/** How many imports are kept: each may be 200 MB, and the latest few are what views name. */
const KEPT_IMPORTS = 3;

/** The imports to drop so that `KEPT_IMPORTS` newest remain. */
function overflow<T extends { readonly savedAt: number }>(records: readonly T[]): T[] {
  return [...records].sort((a, b) => b.savedAt - a.savedAt).slice(KEPT_IMPORTS);
}

/** An import store in memory (tests, and browsers without IndexedDB). */
export function memoryImportStore(): ImportStore {
  const records = new Map<string, StoredImport>();
  return {
    async save(record) {
      records.set(record.fingerprint, record);
      for (const old of overflow([...records.values()])) records.delete(old.fingerprint);
      return true;
    },
    async find(fingerprint) {
      return records.get(fingerprint) ?? null;
    },
  };
}

const DB_NAME = 'keyscope-imports';
const STORE = 'imports';

/** A request's result as a promise. */
function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

/** Opens (creating on first use) the database of kept imports. */
function open(factory: IDBFactory): Promise<IDBDatabase> {
  const request = factory.open(DB_NAME, 1);
  request.onupgradeneeded = () => {
    request.result.createObjectStore(STORE, { keyPath: 'fingerprint' });
  };
  return done(request);
}

/**
 * This browser's IndexedDB, or undefined. Reading `indexedDB` itself throws a SecurityError where
 * site data is blocked, so it is looked up here, under a catch, and only when first used: the
 * store is made before the first render, and a throw there left the page blank.
 */
function browserIndexedDb(): IDBFactory | undefined {
  try {
    return globalThis.indexedDB ?? undefined;
  } catch {
    return undefined;
  }
}

/** The import store over IndexedDB; falls back to keeping nothing when it is unavailable. */
export function indexedDbImportStore(
  factory: () => IDBFactory | undefined = browserIndexedDb,
): ImportStore {
  let db: Promise<IDBDatabase> | null = null;
  const database = () => {
    db ??= (async () => {
      const found = factory();
      if (!found) throw new Error('IndexedDB is not available');
      return open(found);
    })();
    return db;
  };
  return {
    async save(record) {
      try {
        const tx = (await database()).transaction(STORE, 'readwrite');
        const store = tx.objectStore(STORE);
        await done(store.put(record));
        const all = (await done(store.getAll())) as StoredImport[];
        for (const old of overflow(all)) store.delete(old.fingerprint);
        await new Promise<void>((resolve, reject) => {
          tx.oncomplete = () => resolve();
          tx.onerror = () => reject(tx.error);
          tx.onabort = () => reject(tx.error);
        });
        return true;
      } catch {
        // Storage full or refused (private browsing): the import still works until a reload.
        return false;
      }
    },
    async find(fingerprint) {
      try {
        const tx = (await database()).transaction(STORE, 'readonly');
        const found = await done(tx.objectStore(STORE).get(fingerprint));
        return (found as StoredImport | undefined) ?? null;
      } catch {
        return null;
      }
    },
  };
}
