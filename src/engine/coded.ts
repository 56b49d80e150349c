/**
 * A message as a code and its parameters, not a sentence: the engine (and every layer below the
 * UI) says *what* happened; the UI says it in the reader's language from the catalogue.
 */

/**
 * A parameter of a coded message: text stays as it is, numbers are formatted per locale, and a
 * coded message inside (the reason a rewritten filter fails, how a bad value looks) is said in
 * the same language as the message around it.
 */
export type CodedParam = string | number | Coded;

/** The parameters of a coded message, by placeholder name. */
export type CodedParams = Readonly<Record<string, CodedParam>>;

/**
 * A coded message. `code` is the full catalogue key (`engine.int32Range`), written out in full
 * where the message is made so a search for the key finds its origin.
 */
export interface Coded<C extends string = string> {
  readonly code: C;
  readonly params?: CodedParams;
}

/** A coded message: `coded('engine.int32Range', { text })`. */
export function coded<C extends string>(code: C, params?: CodedParams): Coded<C> {
  return params === undefined ? { code } : { code, params };
}
