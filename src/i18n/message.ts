/**
 * The shape of a catalogue entry. A message is text with `{name}` placeholders, or, when it
 * states a count, one text per plural category of the `count` parameter, because languages
 * differ in how many forms they use (English two, Russian three in use, Chinese one).
 */

/** One text per plural category; `other` is always required. */
type PluralText = Readonly<Partial<Record<Intl.LDMLPluralRule, string>>> & {
  readonly other: string;
};

/** A catalogue entry: plain text, or plural forms chosen by the `count` parameter. */
export type MessageText = string | PluralText;

/** The values a message's placeholders take. Numbers are formatted for the locale. */
export type MessageParams = Readonly<Record<string, string | number>>;

/** The `{name}` placeholders of a text, in order of first appearance. */
export function placeholdersOf(text: string): string[] {
  const names: string[] = [];
  for (const match of text.matchAll(/\{([A-Za-z][A-Za-z0-9]*)\}/g)) {
    if (!names.includes(match[1]!)) names.push(match[1]!);
  }
  return names;
}

/** Every text of an entry: the one text, or each plural form. */
export function textsOf(message: MessageText): string[] {
  return typeof message === 'string' ? [message] : Object.values(message);
}

type Letter =
  | 'a'
  | 'b'
  | 'c'
  | 'd'
  | 'e'
  | 'f'
  | 'g'
  | 'h'
  | 'i'
  | 'j'
  | 'k'
  | 'l'
  | 'm'
  | 'n'
  | 'o'
  | 'p'
  | 'q'
  | 'r'
  | 's'
  | 't'
  | 'u'
  | 'v'
  | 'w'
  | 'x'
  | 'y'
  | 'z';
type NameChar =
  | Letter
  | Uppercase<Letter>
  | '0'
  | '1'
  | '2'
  | '3'
  | '4'
  | '5'
  | '6'
  | '7'
  | '8'
  | '9';

/** Whether every character of `S` may follow a placeholder name's first letter. */
type NameRest<S extends string> = S extends ''
  ? true
  : S extends `${infer C}${infer R}`
    ? C extends NameChar
      ? NameRest<R>
      : false
    : false;

/** Whether `S` is a placeholder name: a letter, then letters and digits (as `placeholdersOf`). */
type IsName<S extends string> = S extends `${infer C}${infer R}`
  ? C extends Letter | Uppercase<Letter>
    ? NameRest<R>
    : false
  : false;

/** The `{name}` placeholders of a text, as a union of names: `placeholdersOf` for types. */
export type Placeholders<T extends string> = T extends `${string}{${infer Rest}`
  ? Rest extends `${infer Name}}${infer After}`
    ? IsName<Name> extends true
      ? Name | Placeholders<After>
      : Placeholders<Rest>
    : never
  : never;

/** The placeholders of an entry: of its one text, or of any of its plural forms. */
export type TextPlaceholders<M> = M extends string
  ? Placeholders<M>
  : Placeholders<M[keyof M] & string>;

/** The parameters an entry takes: its placeholders, and `count` when plural forms need it. */
export type EntryParams<M> = TextPlaceholders<M> | (M extends string ? never : 'count');
