/**
 * The workspace: the part of the app's state that makes a view reproducible, and THE declaration
 * of where each piece of it is kept. Every encoder, decoder, autosave and history rule is derived
 * from WORKSPACE_FIELDS; adding a field here is the whole job of making it shareable.
 */
import { type Design, designFromJSON } from '../design';
import { MAX_PAGE_SIZE, type RangePartitioning, type Span } from '../engine';
import { isLocale, type Locale } from '../i18n/locales';
import type { ComparisonSpec } from '../patterns';
import {
  about,
  type Checked,
  checkInteger,
  checkKey,
  checkPropertyName,
  checkString,
  describe,
  notUnderstood,
  orNull,
} from './checks';
import { readComparison, writeComparison } from './comparison-field';
import { type ImportedFileRef, readImportedFile, writeImportedFile } from './imported-file';
import { type LiveTableRef, readLiveRef, writeLiveRef } from './live-ref';
import { type Note, type NoteParam, note } from './note';

/**
 * The workspace fields, as the app's store holds them (src/state/workspace.ts derives its type
 * from this one), plus `highlight`, declared here only to say that it is kept nowhere.
 */
export interface Workspace {
  /** Sample dataset id (`employees`, `app-log-hot`, ...). */
  readonly dataset: string;
  /** Approximate entity count of the generated dataset. */
  readonly size: number;
  /** Generator seed: the same recipe and seed give the same entities. */
  readonly seed: number;
  /** The key design applied to the dataset's records; null means the dataset's own design. */
  readonly design: Design | null;
  /** Where the server splits the table into range partitions (page boundaries). */
  readonly rangePartitioning: RangePartitioning;
  /** The `$filter` text, exactly as typed. */
  readonly filter: string;
  /** `$top` (1 to MAX_PAGE_SIZE), or null for none. */
  readonly top: number | null;
  /** `$select` property names; empty means every property. */
  readonly select: readonly string[];
  /** The partition the key-range strip shows; null follows the busiest touched partition. */
  readonly focusPartition: string | null;
  /** The page being played back step by step; null shows all pages. */
  readonly step: number | null;
  /** Larger type for projecting. */
  readonly presenter: boolean;
  /**
   * The imported file the view is of (name, fingerprint, count; never its data); null for a
   * sample dataset. When set, the dataset, size, seed and design fields are not used.
   */
  readonly imported: ImportedFileRef | null;
  /**
   * Candidate designs and access patterns compared over the dataset's records (templates and
   * filters, never data); null when no comparison is open. Old links have none.
   */
  readonly comparison: ComparisonSpec | null;
  /** The lesson step on show (a link to it opens that step for anyone); null outside lessons. */
  readonly lesson: LessonRef | null;
  /**
   * The live table the imported data was read from (endpoint, account, table; never the SAS);
   * null when the data is not a live table's. Set only together with `imported`.
   */
  readonly live: LiveTableRef | null;
  /**
   * The language the sender chose in the picker; null when they never chose one (then a link
   * leaves it out, and the receiver sees their own browser's language). Old links have none.
   */
  readonly language: Locale | null;
  /** The filter clause under the pointer, linking the editor and the pictures; kept nowhere. */
  readonly highlight: Span | null;
}

/** A lesson and one of its steps, by id. */
export interface LessonRef {
  readonly lesson: string;
  readonly step: string;
}

/** Lesson and step ids: lower-case words joined by hyphens, like dataset ids. */
const LESSON_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function readLessonRef(raw: unknown): FieldRead<LessonRef | null> {
  if (raw === null) return { ok: true, value: null };
  const bad: FieldRead<LessonRef | null> = {
    ok: false,
    error: note('share.notLesson', { value: describe(raw) }),
  };
  if (!Array.isArray(raw) || raw.length !== 2) return bad;
  const [lesson, step] = raw as unknown[];
  const id = (v: unknown): v is string =>
    typeof v === 'string' && v.length <= 64 && LESSON_ID.test(v);
  return id(lesson) && id(step) ? { ok: true, value: { lesson, step } } : bad;
}

/**
 * Where a field is kept. `url`: in share links and in the autosave (it is needed to reproduce
 * the view). `local`: only in this browser's autosave (a personal preference). `none`: never
 * (transient, like the clause under the pointer).
 */
export type Keep = 'url' | 'local' | 'none';

/**
 * How a change to a field moves the address bar. `push`: a deliberate step, a new history entry
 * so Back returns to it. `burst`: typing; the first change after a pause pushes, the rest replace.
 * `replace`: never worth a history entry (playback, presentation).
 */
type HistoryPolicy = 'push' | 'burst' | 'replace';

/** What a field reader needs to know beyond the value itself. */
export interface ReadContext {
  /** Dataset ids the app offers; when absent, any well-formed id is accepted. */
  readonly datasets?: readonly string[];
  /** Where the value was read from: the autosave keeps more than a link may carry. */
  readonly place?: 'url' | 'local';
}

/** A field value read from outside: accepted (perhaps partly, with notes) or rejected. */
export type FieldRead<T> =
  | { readonly ok: true; readonly value: T; readonly notes?: readonly Note[] }
  | { readonly ok: false; readonly error: Note };

/** One field's declaration: where it is kept, its wire key, default, reader and writer. */
export interface FieldSpec<T> {
  readonly keep: Keep;
  /** Its key in the compact wire object; short, because links should be short. Never reuse one. */
  readonly key: string;
  readonly history: HistoryPolicy;
  /** A fresh default each call, so no two workspaces share a list. */
  readonly initial: () => T;
  /** Checks a wire value (already JSON-parsed) and returns the field value. */
  readonly read: (raw: unknown, context: ReadContext) => FieldRead<T>;
  /** The JSON-able wire value; its JSON text also decides equality with the default. */
  readonly write: (value: T) => unknown;
}

/** Fields declared for every key of the workspace, so none can be forgotten. */
export type WorkspaceFields = { readonly [K in keyof Workspace]: FieldSpec<Workspace[K]> };

/**
 * Longest filter a link may carry, in UTF-16 code units: longer than any filter of 15 key
 * comparisons the service accepts (docs/semantics-notes.md, "Filter length").
 */
export const MAX_FILTER_LENGTH = 32_768;
/** Longest filter the autosave reads back: whatever was typed, bounded only against garbage. */
export const MAX_SAVED_FILTER_LENGTH = 1_000_000;
/** Largest dataset size, in entities (product.md: a few dozen to a million). */
export const MAX_SIZE = 1_000_000;
/** Largest page-playback index; a million entities at `$top` 1 give a million pages. */
export const MAX_STEP = 10_000_000;
/** Most `$select` names; an entity has at most 252 custom properties plus 3 system ones. */
const MAX_SELECT = 255;
/** Most server range-partition split points. */
const MAX_SPLITS = 1000;

/** A dataset id is lower-case words joined by hyphens, like `employees-intra-index`. */
const DATASET_ID = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

function lift<T>(checked: Checked<T>, what: NoteParam): FieldRead<T> {
  return checked.ok ? checked : { ok: false, error: about(what, checked.error) };
}

function readDataset(raw: unknown, context: ReadContext): FieldRead<string> {
  if (typeof raw !== 'string' || raw.length > 64 || !DATASET_ID.test(raw)) {
    return { ok: false, error: note('share.notDatasetId', { value: describe(raw) }) };
  }
  if (context.datasets && !context.datasets.includes(raw)) {
    return { ok: false, error: note('share.unknownDataset', { value: describe(raw) }) };
  }
  return { ok: true, value: raw };
}

/** Reads a list item by item, keeping the good items and noting the bad ones. */
function readList<T>(
  raw: unknown,
  what: NoteParam,
  max: number,
  item: (raw: unknown) => Checked<T>,
): FieldRead<T[]> {
  if (!Array.isArray(raw)) {
    return { ok: false, error: note('share.notAList', { what, value: describe(raw) }) };
  }
  if (raw.length > max) {
    return {
      ok: false,
      error: note('share.tooManyEntries', { what, count: String(raw.length), max: String(max) }),
    };
  }
  const value: T[] = [];
  const notes: Note[] = [];
  for (const entry of raw) {
    const checked = item(entry);
    if (!checked.ok) notes.push(note('share.itemLeftOut', { what, problem: checked.error }));
    else if (value.includes(checked.value))
      notes.push(note('share.itemRepeated', { what, value: describe(entry) }));
    else value.push(checked.value);
  }
  return notes.length > 0 ? { ok: true, value, notes } : { ok: true, value };
}

function readRangePartitioning(raw: unknown): FieldRead<RangePartitioning> {
  if (raw === 's') return { ok: true, value: { kind: 'single' } };
  if (raw === 'e') return { ok: true, value: { kind: 'every-partition' } };
  const keys = readList(raw, note('share.whatSplitKeys'), MAX_SPLITS, checkKey);
  if (!keys.ok) return { ok: false, error: notUnderstood(note('share.whatPartitioning'), raw) };
  return { ...keys, value: { kind: 'split-at', partitionKeys: keys.value } };
}

function readDesign(raw: unknown): FieldRead<Design | null> {
  if (raw === null) return { ok: true, value: null };
  const read = designFromJSON(raw);
  return read.ok
    ? { ok: true, value: read.design }
    : { ok: false, error: note('share.designProblem', { error: read.error }) };
}

function writeRangePartitioning(value: RangePartitioning): unknown {
  if (value.kind === 'single') return 's';
  if (value.kind === 'every-partition') return 'e';
  return [...value.partitionKeys];
}

const same = <T>(value: T): unknown => value;

/**
 * THE declaration. Wire keys are one letter and permanent, and so are the defaults: a link leaves
 * out every value equal to its default, so changing a default would change what old links open.
 * (The app's first-visit view is the store's own DEFAULT_WORKSPACE and may change freely.)
 * A changed key, default or meaning needs a new format version and a migration (versions.ts).
 */
export const WORKSPACE_FIELDS: WorkspaceFields = {
  dataset: {
    keep: 'url',
    key: 'd',
    history: 'push',
    initial: () => 'employees',
    read: readDataset,
    write: same,
  },
  size: {
    keep: 'url',
    key: 'n',
    history: 'push',
    initial: () => 200,
    read: (raw) => lift(checkInteger(raw, 1, MAX_SIZE), note('share.whatSize')),
    write: same,
  },
  seed: {
    keep: 'url',
    key: 'r',
    history: 'push',
    initial: () => 1,
    read: (raw) => lift(checkInteger(raw, 0, 0xffff_ffff), note('share.whatSeed')),
    write: same,
  },
  design: {
    keep: 'url',
    key: 'e',
    // Typing in a template commits after each pause: the first commit pushes, the rest replace.
    history: 'burst',
    initial: () => null,
    read: readDesign,
    write: same,
  },
  rangePartitioning: {
    keep: 'url',
    key: 'k',
    history: 'push',
    initial: () => ({ kind: 'single' }),
    read: readRangePartitioning,
    write: writeRangePartitioning,
  },
  filter: {
    keep: 'url',
    key: 'f',
    history: 'burst',
    initial: () => '',
    read: (raw, context) =>
      lift(
        checkString(raw, context.place === 'local' ? MAX_SAVED_FILTER_LENGTH : MAX_FILTER_LENGTH),
        note('share.whatFilter'),
      ),
    write: same,
  },
  top: {
    keep: 'url',
    key: 't',
    history: 'burst',
    initial: () => null,
    read: (raw) => lift(orNull((r) => checkInteger(r, 1, MAX_PAGE_SIZE))(raw), '$top'),
    write: same,
  },
  select: {
    keep: 'url',
    key: 'c',
    history: 'burst',
    initial: () => [],
    read: (raw) => readList(raw, '$select', MAX_SELECT, checkPropertyName),
    write: (value) => [...value],
  },
  focusPartition: {
    keep: 'url',
    key: 'p',
    history: 'push',
    initial: () => null,
    read: (raw) => lift(orNull(checkKey)(raw), note('share.whatFocus')),
    write: same,
  },
  step: {
    keep: 'url',
    key: 'g',
    history: 'replace',
    initial: () => null,
    read: (raw) => lift(orNull((r) => checkInteger(r, 0, MAX_STEP))(raw), note('share.whatStep')),
    write: same,
  },
  presenter: {
    keep: 'url',
    key: 'm',
    history: 'replace',
    initial: () => false,
    read: (raw) =>
      typeof raw === 'boolean'
        ? { ok: true, value: raw }
        : { ok: false, error: note('share.notPresenter', { value: describe(raw) }) },
    write: same,
  },
  imported: {
    keep: 'url',
    key: 'i',
    history: 'push',
    initial: () => null,
    read: (raw) => readImportedFile(raw),
    write: writeImportedFile,
  },
  comparison: {
    keep: 'url',
    key: 'x',
    history: 'push',
    initial: () => null,
    read: (raw) => readComparison(raw),
    write: writeComparison,
  },
  lesson: {
    keep: 'url',
    key: 'y',
    history: 'push',
    initial: () => null,
    read: readLessonRef,
    write: (value) => (value === null ? null : [value.lesson, value.step]),
  },
  live: {
    keep: 'url',
    key: 'l',
    history: 'push',
    initial: () => null,
    read: (raw) => readLiveRef(raw),
    write: writeLiveRef,
  },
  language: {
    keep: 'url',
    key: 'w',
    // Choosing a language changes no view worth going Back to.
    history: 'replace',
    initial: () => null,
    read: (raw) =>
      raw === null || isLocale(raw)
        ? { ok: true, value: raw }
        : { ok: false, error: note('share.notLanguage', { value: describe(raw) }) },
    write: same,
  },
  highlight: {
    keep: 'none',
    key: '',
    history: 'replace',
    initial: () => null,
    read: () => ({ ok: true, value: null }),
    write: () => null,
  },
};

/** The field names, in declaration order. */
export const WORKSPACE_KEYS = Object.keys(WORKSPACE_FIELDS) as (keyof Workspace)[];

/** One field's declaration with its value type erased, for code that walks every field. */
export function fieldSpec(name: keyof Workspace): FieldSpec<unknown> {
  return WORKSPACE_FIELDS[name] as unknown as FieldSpec<unknown>;
}

/** A fresh workspace holding every default. */
export function defaultWorkspace(): Workspace {
  const state: Record<string, unknown> = {};
  for (const name of WORKSPACE_KEYS) state[name] = WORKSPACE_FIELDS[name].initial();
  return state as unknown as Workspace;
}

/** Whether a field is kept in the given place (`url` fields are kept locally too). */
export function keptIn(keep: Keep, place: 'url' | 'local'): boolean {
  return keep === 'url' || (keep === 'local' && place === 'local');
}
