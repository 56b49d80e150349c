/**
 * Share links: the workspace in the URL fragment as `ks<version>.<payload>.<checksum>`, where the
 * payload is the compact wire object (wire.ts) as JSON, compressed URL-safe by lz-string, and the
 * checksum (checksum.ts) covers everything before it. The checksum sits last so that a link cut
 * short by a chat tool is recognised as cut rather than decoded into something else.
 * Decoding never throws: it returns the state or a message that says what was wrong.
 */
// lz-string is CommonJS: a default import works in Vite and in plain Node ESM (the e2e tests
// decode the address bar with this codec), named imports only under a bundler.
import LZString from 'lz-string';
import { isPlainObject } from './checks';
import { checksum } from './checksum';
import { type Note, note } from './note';
import { type RestoreOptions, restore } from './restore';
import { FORMAT_HISTORY } from './versions';
import { toWire, VERSION_KEY } from './wire';
import { WORKSPACE_FIELDS, type Workspace } from './workspace';

const { compressToEncodedURIComponent, decompressFromEncodedURIComponent } = LZString;

/** The marker every Keyscope fragment starts with, before its version number. */
const SHARE_PREFIX = 'ks';
/** Longest fragment read at all; longer ones are refused before any decompression work. */
export const MAX_FRAGMENT_LENGTH = 12_000;
/** Longest decompressed payload read; a tiny payload can inflate to megabytes. */
const MAX_PAYLOAD_JSON_LENGTH = 64_000;
/** Above this many characters in a whole link, chat tools and slides may cut it. */
export const LONG_LINK_LENGTH = 2000;

/** Why a fragment could not be opened. */
type ShareFailure =
  | 'empty'
  | 'not-keyscope'
  | 'future-version'
  | 'unknown-version'
  | 'too-large'
  | 'truncated'
  | 'garbled';

/** Why a fragment gives no workspace: the kind of failure, and what to tell the reader. */
interface ShareRefusal {
  readonly reason: ShareFailure;
  readonly message: Note;
}

/** A fragment's wire object, or why there is none. */
export type DecodedFragment =
  | { readonly ok: true; readonly raw: Record<string, unknown> }
  | { readonly ok: false; readonly error: ShareRefusal };

/**
 * A fragment's workspace (with what could not be used, and the fields its maker left out because
 * they did not fit in a link), or why there is none.
 */
export type DecodedShare =
  | {
      readonly ok: true;
      readonly state: Workspace;
      readonly problems: Note[];
      /** Present only when the link left fields out; they hold their defaults in `state`. */
      readonly leftOut?: readonly LeftOut[];
    }
  | { readonly ok: false; readonly error: ShareRefusal };

/** A field a link could not carry, and how long its value was (characters of its wire JSON). */
export interface LeftOut {
  readonly field: keyof Workspace;
  readonly length: number;
}

/** A fragment, and the fields left out of it so that it opens (empty when nothing was). */
export interface EncodedShare {
  readonly fragment: string;
  readonly leftOut: readonly LeftOut[];
}

/**
 * The envelope key that lists what a link left out, `{ <wire key>: length }`. Two letters, so no
 * field's one-letter key can take it; readers that predate it only report it as unknown.
 */
const LEFT_OUT_KEY = 'lo';
/** What goes first when a workspace is too large for a link: the fields that grow without bound. */
const LEAVE_OUT_ORDER: readonly (keyof Workspace)[] = [
  'filter',
  'rangePartitioning',
  'select',
  'focusPartition',
  'comparison',
  // Last: without its design a link opens the dataset's own table, a different view.
  'design',
];

/** The first format Keyscope wrote; a lower version number was never a Keyscope link. */
const FIRST_VERSION = 1;

/** Characters lz-string's URL-safe form uses. */
const PAYLOAD = /^[A-Za-z0-9+$-]*$/;
/** Punctuation a chat tool may glue onto the end of a pasted link. */
const TRAILING_PUNCTUATION = /[.,;:!?)\]'"]+$/;

function envelope(version: unknown, fields: Record<string, unknown>): string {
  const head = `${SHARE_PREFIX}${String(version)}.${compressToEncodedURIComponent(JSON.stringify(fields))}`;
  return `${head}.${checksum(head)}`;
}

/**
 * The fragment (without `#`) that reproduces `state` in a fresh browser. A workspace too large
 * for a link that this app opens loses its largest fields, one at a time, and the link names
 * them: a link is never written that decodeFragment would refuse.
 */
export function encodeShareReport(state: Workspace): EncodedShare {
  const { [VERSION_KEY]: version, ...all } = toWire(state, 'url');
  let fields = all;
  let fragment = envelope(version, fields);
  const leftOut: LeftOut[] = [];
  const omitted: Record<string, number> = {};
  for (const field of LEAVE_OUT_ORDER) {
    if (decodeFragment(fragment).ok) break;
    const key = WORKSPACE_FIELDS[field].key;
    if (!Object.hasOwn(fields, key)) continue;
    const { [key]: value, ...rest } = fields;
    const length = JSON.stringify(value).length;
    fields = rest;
    omitted[key] = length;
    leftOut.push({ field, length });
    fragment = envelope(version, { ...fields, [LEFT_OUT_KEY]: omitted });
  }
  return { fragment, leftOut };
}

/** The fragment (without `#`) that reproduces `state`, as far as a link can carry it. */
export function encodeShare(state: Workspace): string {
  return encodeShareReport(state).fragment;
}

function fail(reason: ShareFailure, message: Note): DecodedFragment & { ok: false } {
  return { ok: false, error: { reason, message } };
}

/** Undoes what browsers and chat tools do to fragments: `#`, spaces, percent-escapes. */
function normalize(fragment: string): string {
  let text = fragment.trim().replace(/^#/, '');
  if (text.includes('%')) {
    try {
      text = decodeURIComponent(text);
    } catch {
      // A stray `%` is not an escape; the checksum decides whether the text is intact.
    }
  }
  return text.replace(/ /g, '+');
}

/** Reads a fragment's envelope: marker, version, checksum, compression, JSON. */
export function decodeFragment(
  fragment: string,
  current = FORMAT_HISTORY.current,
): DecodedFragment {
  if (typeof fragment !== 'string') return fail('garbled', note('share.linkNotText'));
  const tooLarge = (length: number) =>
    fail('too-large', note('share.tooLarge', { length, max: MAX_FRAGMENT_LENGTH }));
  // Checked before and after unescaping: escapes triple the length, and unescaping costs work.
  if (fragment.length > MAX_FRAGMENT_LENGTH * 3) return tooLarge(fragment.length);
  const text = normalize(fragment);
  if (text === '') return fail('empty', note('share.empty'));
  if (text.length > MAX_FRAGMENT_LENGTH) return tooLarge(text.length);
  const marker = /^ks(\d{1,9})(?:\.|$)/.exec(text);
  if (!marker) {
    return fail('not-keyscope', note('share.notKeyscope'));
  }
  const version = Number(marker[1]);
  if (version < FIRST_VERSION) {
    return fail('unknown-version', note('share.unknownVersion', { version: String(version) }));
  }
  if (version > current) {
    return fail(
      'future-version',
      note('share.futureVersion', { version: String(version), current: String(current) }),
    );
  }
  const body = text.slice(marker[0].length).replace(TRAILING_PUNCTUATION, '');
  const [payload = '', sum, ...extra] = body.split('.');
  const cut = note('share.cut');
  if (extra.length > 0 || !PAYLOAD.test(payload)) {
    return fail('garbled', note('share.badCharacters'));
  }
  if (sum === undefined) return fail('truncated', cut);
  const expected = checksum(`${SHARE_PREFIX}${marker[1]}.${payload}`);
  if (sum !== expected) {
    if (sum.length < expected.length && expected.startsWith(sum)) return fail('truncated', cut);
    return fail('garbled', note('share.checksum'));
  }
  let json: string | null;
  try {
    json = decompressFromEncodedURIComponent(payload);
  } catch {
    json = null;
  }
  if (!json) return fail('garbled', note('share.notCompressed'));
  if (json.length > MAX_PAYLOAD_JSON_LENGTH) {
    return fail('too-large', note('share.unpacksTooLarge'));
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return fail('garbled', note('share.notData'));
  }
  if (!isPlainObject(parsed)) return fail('garbled', note('share.notSettings'));
  return { ok: true, raw: { ...parsed, [VERSION_KEY]: version } };
}

/** Reads a fragment into a workspace through `restore()`; never throws. */
export function decodeShare(
  fragment: string,
  options: Omit<RestoreOptions, 'place'> = {},
): DecodedShare {
  const decoded = decodeFragment(fragment, (options.history ?? FORMAT_HISTORY).current);
  if (!decoded.ok) return decoded;
  const { [LEFT_OUT_KEY]: omitted, ...raw } = decoded.raw;
  const { state, problems } = restore(raw, { ...options, place: 'url' });
  const leftOut = readLeftOut(omitted);
  if (leftOut.length === 0) return { ok: true, state, problems };
  return { ok: true, state, problems: [...problems, describeLeftOut(leftOut)], leftOut };
}

/** The fields a link's maker left out, from its `lo` entry; anything unrecognised is skipped. */
function readLeftOut(raw: unknown): LeftOut[] {
  if (!isPlainObject(raw)) return [];
  const leftOut: LeftOut[] = [];
  for (const field of LEAVE_OUT_ORDER) {
    const length = raw[WORKSPACE_FIELDS[field].key];
    if (typeof length === 'number' && Number.isInteger(length) && length > 0)
      leftOut.push({ field, length });
  }
  return leftOut;
}

/** Names of the fields a link may leave out, as the user knows them. */
const FIELD_WORDS: Partial<Record<keyof Workspace, Note>> = {
  filter: note('share.fieldFilter'),
  rangePartitioning: note('share.fieldSplits'),
  select: note('share.fieldSelect'),
  focusPartition: note('share.fieldFocus'),
  design: note('share.fieldDesign'),
};

/**
 * Says what a link left out: to whoever opens it, or (`mine`) to its maker, whose autosave
 * keeps the whole workspace.
 */
export function describeLeftOut(leftOut: readonly LeftOut[], mine = false): Note {
  const fields = leftOut.map(({ field, length }) =>
    note('share.leftOutField', { field: FIELD_WORDS[field] ?? field, count: length }),
  );
  return note(mine ? 'share.leftOutMine' : 'share.leftOut', { fields });
}
