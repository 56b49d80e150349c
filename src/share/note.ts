/**
 * A share message: a coded message whose parameters may themselves be messages (a field's name
 * inside "The link left out …"), said from the inside out in the reader's language. Share and
 * state return these; the UI says them with `sayNote(useT(), note)`.
 */
import type { MessageKey } from '../i18n/catalogues';
import type { ParamNames } from '../i18n/params';
import type { Translator } from '../i18n/translate';

/** A parameter: text and numbers as in `Coded`, or messages said first (a list joined by "and"). */
export type NoteParam = string | number | Note | readonly Note[];

/** A message as a catalogue key and its parameters. */
export interface Note {
  readonly code: string;
  readonly params?: Readonly<Record<string, NoteParam>>;
}

/** What follows a note's key: its English's placeholders by name, or nothing when it has none. */
type NoteArguments<K extends MessageKey> = [ParamNames<K>] extends [never]
  ? []
  : [params: { readonly [P in ParamNames<K>]: NoteParam }];

/**
 * A note: `note('share.empty')`, `note('share.leftOut', { fields: [...] })`. The key must be in
 * the catalogue and the parameters exactly its English's placeholders, or the call does not
 * compile.
 */
export function note<K extends MessageKey>(code: K, ...[params]: NoteArguments<K>): Note {
  return params === undefined ? { code } : { code, params };
}

/**
 * The note in the translator's language, as a sentence: its first letter is a capital even when
 * it opens with a nested note (`size 0 is not …` said as `Size 0 is not …; using the default.`).
 */
export function sayNote(t: Translator, message: Note): string {
  const said = sayInner(t, message);
  return said.charAt(0).toUpperCase() + said.slice(1);
}

function sayInner(t: Translator, message: Note): string {
  const params: Record<string, string | number> = {};
  for (const [name, value] of Object.entries(message.params ?? {})) {
    params[name] =
      typeof value === 'string' || typeof value === 'number'
        ? value
        : Array.isArray(value)
          ? sayList(t, value)
          : sayInner(t, value as Note);
  }
  return t.say({ code: message.code, params });
}

/** Notes said one after another, as sentences (Chinese sets none of the spaces between them). */
export function sayNotes(t: Translator, notes: readonly Note[]): string {
  return notes.map((n) => sayNote(t, n)).join(t.locale === 'zh-CN' ? '' : ' ');
}

function sayList(t: Translator, items: readonly Note[]): string {
  const said = items.map((item) => sayInner(t, item));
  return said.length === 0
    ? ''
    : said.reduce((first, second) => t.t('share.and', { first, second }));
}

/** Whether two notes say the same thing (a store keeps the old one, so nothing re-renders). */
export function sameNote(a: Note | null, b: Note | null): boolean {
  return a === b || (a !== null && b !== null && JSON.stringify(a) === JSON.stringify(b));
}
