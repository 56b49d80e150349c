/**
 * The English catalogue, the source every other catalogue translates: every part's English
 * merged. Its keys are the message keys; a key names where a sentence is used, not what it says,
 * so a rewording keeps the key.
 */
import type { MessageCode } from '../../engine';
import type { MessageText } from '../message';
import { PARTS } from './parts';

type Parts = typeof PARTS;
type UnionToIntersection<U> = (U extends unknown ? (x: U) => void : never) extends (
  x: infer I,
) => void
  ? I
  : never;

/** Every part's English texts as one object type. */
type EnglishTexts = UnionToIntersection<Parts[number]['en']>;

/** English, the source catalogue. */
export const EN = Object.assign({}, ...PARTS.map((part) => part.en)) as EnglishTexts;

/** A message's key: every catalogue has one entry for each. */
export type MessageKey = keyof EnglishTexts & string;

/** A translation: one entry per message key, with the same placeholders as the English. */
export type Catalogue = Readonly<Record<MessageKey, MessageText>>;

/**
 * Every code a room declares (src/<room>/codes.ts) has English here, so every catalogue has it:
 * a declared code the catalogue lacks does not compile, and the error names it.
 */
// biome-ignore lint/correctness/noUnusedVariables: a compile-time check, never used: its instantiation fails to compile when a declared code has no English.
type EveryDeclaredCodeHasEnglish = HasNone<Exclude<MessageCode, MessageKey>>;
type HasNone<Missing extends never> = Missing;
