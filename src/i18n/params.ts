/**
 * The parameters of a catalogue key, read from its English: the `{name}` placeholders of the
 * text (or of any plural form), and `count` for plural forms. For rooms that may import i18n (share, state, ui), whose words
 * are catalogue keys said directly; rooms below say declared codes (src/<room>/codes.ts).
 */
import type { EN, MessageKey } from './catalogues/en';
import type { EntryParams } from './message';

/** The parameter names of a key's English (`never`: none); `count` picks a plural form. */
export type ParamNames<K extends MessageKey> = EntryParams<(typeof EN)[K]>;

/**
 * A key whose text has no placeholders: what tables of labels (cost classes, reasons, view
 * names) hold, so `t(TABLE[x])` needs no parameters and still compiles.
 */
export type BareKey = {
  [K in MessageKey]: [ParamNames<K>] extends [never] ? K : never;
}[MessageKey];
