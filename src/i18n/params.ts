/**
 * The parameters of a catalogue key, read from its English: the `{name}` placeholders of the
 * text (or of any plural form). For rooms that may import i18n (share, state, ui), whose words
 * are catalogue keys said directly; rooms below say declared codes (src/<room>/codes.ts).
 */
import type { EN, MessageKey } from './catalogues/en';
import type { TextPlaceholders } from './message';

/** The placeholder names of a key's English (`never`: none). */
export type ParamNames<K extends MessageKey> = TextPlaceholders<(typeof EN)[K]>;
