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
import { type RestoreOptions, restore } from './restore';
import { FORMAT_HISTORY } from './versions';
import { toWire, VERSION_KEY } from './wire';
import type { Workspace } from './workspace';

const { compressToEncodedURIComponent, decompressFromEncodedURIComponent } = LZString;

/** The marker every Keyscope fragment starts with, before its version number. */
export const SHARE_PREFIX = 'ks';
/** Longest fragment read at all; longer ones are refused before any decompression work. */
export const MAX_FRAGMENT_LENGTH = 12_000;
/** Longest decompressed payload read; a tiny payload can inflate to megabytes. */
export const MAX_PAYLOAD_JSON_LENGTH = 64_000;
/** Above this many characters in a whole link, chat tools and slides may cut it. */
export const LONG_LINK_LENGTH = 2000;

/** Why a fragment could not be opened. */
export type ShareFailure =
  | 'empty'
  | 'not-keyscope'
  | 'future-version'
  | 'too-large'
  | 'truncated'
  | 'garbled';

/** A fragment's wire object, or why there is none. */
export type DecodedFragment =
  | { readonly ok: true; readonly raw: Record<string, unknown> }
  | { readonly ok: false; readonly reason: ShareFailure; readonly message: string };

/** A fragment's workspace (with what could not be used), or why there is none. */
export type DecodedShare =
  | { readonly ok: true; readonly state: Workspace; readonly problems: string[] }
  | { readonly ok: false; readonly reason: ShareFailure; readonly message: string };

/** Characters lz-string's URL-safe form uses. */
const PAYLOAD = /^[A-Za-z0-9+$-]*$/;
/** Punctuation a chat tool may glue onto the end of a pasted link. */
const TRAILING_PUNCTUATION = /[.,;:!?)\]'"]+$/;

/** The fragment (without `#`) that reproduces `state` in a fresh browser. */
export function encodeShare(state: Workspace): string {
  const { [VERSION_KEY]: version, ...fields } = toWire(state, 'url');
  const head = `${SHARE_PREFIX}${String(version)}.${compressToEncodedURIComponent(JSON.stringify(fields))}`;
  return `${head}.${checksum(head)}`;
}

function fail(reason: ShareFailure, message: string): DecodedFragment & { ok: false } {
  return { ok: false, reason, message };
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
  if (typeof fragment !== 'string') return fail('garbled', 'The link is not text.');
  const tooLarge = (length: number) =>
    fail(
      'too-large',
      `The link is too large to open (${length.toLocaleString('en-US')} characters after #; at most ${MAX_FRAGMENT_LENGTH.toLocaleString('en-US')}).`,
    );
  // Checked before and after unescaping: escapes triple the length, and unescaping costs work.
  if (fragment.length > MAX_FRAGMENT_LENGTH * 3) return tooLarge(fragment.length);
  const text = normalize(fragment);
  if (text === '') return fail('empty', 'The link carries no workspace.');
  if (text.length > MAX_FRAGMENT_LENGTH) return tooLarge(text.length);
  const marker = /^ks(\d{1,9})(?:\.|$)/.exec(text);
  if (!marker) {
    return fail(
      'not-keyscope',
      'The part of the link after # is not a Keyscope workspace (those start with #ks and a version number, like #ks2.).',
    );
  }
  const version = Number(marker[1]);
  if (version > current) {
    return fail(
      'future-version',
      `The link was made by a newer Keyscope (format v${version}); this one reads formats up to v${current}. Reload to get the newest version.`,
    );
  }
  const body = text.slice(marker[0].length).replace(TRAILING_PUNCTUATION, '');
  const [payload = '', sum, ...extra] = body.split('.');
  const cut =
    'The link is incomplete: it was cut short, as chat tools and slides sometimes do with long links. Copy the whole link again.';
  if (extra.length > 0 || !PAYLOAD.test(payload)) {
    return fail(
      'garbled',
      'The link is damaged: it contains characters a Keyscope link never has.',
    );
  }
  if (sum === undefined) return fail('truncated', cut);
  const expected = checksum(`${SHARE_PREFIX}${marker[1]}.${payload}`);
  if (sum !== expected) {
    if (sum.length < expected.length && expected.startsWith(sum)) return fail('truncated', cut);
    return fail(
      'garbled',
      'The link is damaged: its contents do not match its checksum, so it was changed after it was made.',
    );
  }
  let json: string | null;
  try {
    json = decompressFromEncodedURIComponent(payload);
  } catch {
    json = null;
  }
  if (!json) return fail('garbled', 'The link is damaged: its workspace cannot be decompressed.');
  if (json.length > MAX_PAYLOAD_JSON_LENGTH) {
    return fail(
      'too-large',
      'The link is too large to open: its workspace unpacks to more than Keyscope ever writes.',
    );
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(json);
  } catch {
    return fail('garbled', 'The link is damaged: its workspace is not readable data.');
  }
  if (!isPlainObject(parsed))
    return fail('garbled', 'The link is damaged: its workspace is not a set of settings.');
  return { ok: true, raw: { ...parsed, [VERSION_KEY]: version } };
}

/** Reads a fragment into a workspace through `restore()`; never throws. */
export function decodeShare(
  fragment: string,
  options: Omit<RestoreOptions, 'place'> = {},
): DecodedShare {
  const decoded = decodeFragment(fragment, (options.history ?? FORMAT_HISTORY).current);
  if (!decoded.ok) return decoded;
  const { state, problems } = restore(decoded.raw, { ...options, place: 'url' });
  return { ok: true, state, problems };
}
