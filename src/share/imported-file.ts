/**
 * The workspace's reference to imported data. Imported entities never travel in a link: the link
 * carries the file's name, a fingerprint of its entities and their count, so the page that opens
 * it can say which file to drop and check that a dropped file is that one.
 */
import { about, type Checked, checkInteger, checkString, describe } from './checks';
import { note } from './note';

/** Which imported file a view is of: what a link says instead of the data. */
export interface ImportedFileRef {
  /** The file's name as the user picked or dropped it (`pasted text` for a paste). */
  readonly name: string;
  /** The fingerprint of its accepted entities (16 hexadecimal digits, src/worker/fingerprint.ts). */
  readonly fingerprint: string;
  /** How many entities (or records) were imported from it. */
  readonly count: number;
  /**
   * Set when its rows were imported as records: the view's table is then the workspace's design
   * applied to them (the records' starting design when the design is null).
   */
  readonly as?: 'records';
}

/** Longest file name a link carries. */
const MAX_NAME = 255;
const FINGERPRINT = /^[0-9a-f]{16}$/;
/** Most entities one import holds (a 200 MB file of the smallest rows is well below). */
const MAX_COUNT = 100_000_000;

/** The wire marker of an import as records (the optional fourth element). */
const AS_RECORDS = 'r';

/**
 * Reads the wire form `[name, fingerprint, count]` (entities) or `[name, fingerprint, count,
 * 'r']` (records), or null for a sample dataset.
 */
export function readImportedFile(raw: unknown): Checked<ImportedFileRef | null> {
  if (raw === null) return { ok: true, value: null };
  if (
    !Array.isArray(raw) ||
    (raw.length !== 3 && raw.length !== 4) ||
    (raw.length === 4 && raw[3] !== AS_RECORDS)
  ) {
    return {
      ok: false,
      error: note('share.notImportedFile', { value: describe(raw) }),
    };
  }
  const name = checkString(raw[0], MAX_NAME);
  if (!name.ok || name.value === '') {
    return { ok: false, error: note('share.notFileName', { value: describe(raw[0]) }) };
  }
  if (typeof raw[1] !== 'string' || !FINGERPRINT.test(raw[1])) {
    return {
      ok: false,
      error: note('share.notFingerprint', { value: describe(raw[1]) }),
    };
  }
  const count = checkInteger(raw[2], 1, MAX_COUNT);
  if (!count.ok) {
    return { ok: false, error: about(note('share.whatImportedCount'), count.error) };
  }
  const ref = { name: name.value, fingerprint: raw[1], count: count.value };
  return { ok: true, value: raw.length === 4 ? { ...ref, as: 'records' } : ref };
}

/** The wire form of a reference: a short array, because links should be short. */
export function writeImportedFile(value: ImportedFileRef | null): unknown {
  if (value === null) return null;
  const wire = [value.name, value.fingerprint, value.count];
  return value.as === 'records' ? [...wire, AS_RECORDS] : wire;
}
