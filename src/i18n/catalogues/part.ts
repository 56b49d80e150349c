/**
 * A part of the catalogue: the messages of one room (the engine's errors, the plan panel, the
 * lessons), in every language side by side, so a translator sees the English beside their own
 * and a room's messages live in one file its owner edits.
 */
import type { DeclaredMessages, MessageCode } from '../../engine';
import type { EntryParams, MessageText, Placeholders, TextPlaceholders } from '../message';

/** English texts by key; the English is the source every other language translates. */
export type PartTexts = Readonly<Record<string, MessageText>>;

/** One part: the English texts and, for each other locale, a text for every English key. */
export interface CataloguePart<E extends PartTexts> {
  readonly en: E;
  readonly 'zh-CN': Readonly<Record<keyof E, MessageText>>;
  readonly ru: Readonly<Record<keyof E, MessageText>>;
}

/** A declaration's names as they appear in the text (`(where)`, unfilled, is `where`). */
type DeclaredNames<N extends string> = N extends `(${infer Name})` ? Name : N;

/** Whether two unions hold the same names. */
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;

/**
 * What a declared code's English must be: its parameters (placeholders, and `count` for plural
 * forms) are the declared names.
 */
type DeclaredText<C extends MessageCode, M> =
  Same<EntryParams<M>, DeclaredNames<DeclaredMessages[C]>> extends true
    ? M
    : { readonly 'parameters must be the declared names': DeclaredNames<DeclaredMessages[C]> };

/** English texts whose codes a room declares (its `codes.ts`) must match the declaration. */
type EnglishChecked<E> = {
  readonly [K in keyof E]: K extends MessageCode ? DeclaredText<K, E[K]> : E[K];
};

/** Whether a text, or every plural form of it, has exactly the placeholders `P`. */
type EveryFormHas<M, P> = M extends string
  ? Same<Placeholders<M>, P>
  : false extends { [F in keyof M]: Same<Placeholders<M[F] & string>, P> }[keyof M]
    ? false
    : true;

/** A translation of English `E`: every key, each text (each form) with the English placeholders. */
type TranslationChecked<E, T> = {
  readonly [K in keyof E]: K extends keyof T
    ? EveryFormHas<T[K], TextPlaceholders<E[K]>> extends true
      ? T[K]
      : { readonly 'placeholders must be the English ones': TextPlaceholders<E[K]> }
    : MessageText;
};

/**
 * A part of the catalogue. Type-checked: a translation that lacks a key of the English (or has
 * one the English lacks) does not compile, nor does a translated text (or plural form) whose
 * placeholders differ from the English, nor English whose placeholders differ from the names
 * its code is declared with; which plural forms a language needs is checked by a test.
 */
export function cataloguePart<
  const E extends PartTexts,
  const Z extends Readonly<Record<keyof E, MessageText>>,
  const R extends Readonly<Record<keyof E, MessageText>>,
>(
  en: E & EnglishChecked<E>,
  translations: {
    readonly 'zh-CN': Z & TranslationChecked<E, Z>;
    readonly ru: R & TranslationChecked<E, R>;
  },
): CataloguePart<E> {
  return { en, ...translations };
}
