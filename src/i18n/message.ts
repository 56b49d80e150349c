/**
 * The shape of a catalogue entry. A message is text with `{name}` placeholders, or, when it
 * states a count, one text per plural category of the `count` parameter, because languages
 * differ in how many forms they use (English two, Russian three in use, Chinese one).
 */

/** One text per plural category; `other` is always required. */
export type PluralText = Readonly<Partial<Record<Intl.LDMLPluralRule, string>>> & {
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
