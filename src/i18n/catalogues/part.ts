/**
 * A part of the catalogue: the messages of one room (the engine's errors, the plan panel, the
 * lessons), in every language side by side, so a translator sees the English beside their own
 * and a room's messages live in one file its owner edits.
 */
import type { MessageText } from '../message';

/** English texts by key; the English is the source every other language translates. */
export type PartTexts = Readonly<Record<string, MessageText>>;

/** One part: the English texts and, for each other locale, a text for every English key. */
export interface CataloguePart<E extends PartTexts> {
  readonly en: E;
  readonly 'zh-CN': Readonly<Record<keyof E, MessageText>>;
  readonly ru: Readonly<Record<keyof E, MessageText>>;
}

/**
 * A part of the catalogue. Type-checked: a translation that lacks a key of the English (or has
 * one the English lacks) does not compile; placeholders and plural forms are checked by tests.
 */
export function cataloguePart<const E extends PartTexts>(
  en: E,
  translations: {
    readonly 'zh-CN': Readonly<Record<keyof E, MessageText>>;
    readonly ru: Readonly<Record<keyof E, MessageText>>;
  },
): CataloguePart<E> {
  return { en, ...translations };
}
