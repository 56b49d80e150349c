/**
 * A message as a code and its parameters, not a sentence: the engine (and every layer below the
 * UI) says *what* happened; the UI says it in the reader's language from the catalogue.
 */
import type { EngineMessages } from './codes';

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

/**
 * Every code said through `coded`, with the names of its parameters (`never`: none). Each room
 * declares the codes it says in its own `codes.ts`, merged into this interface there
 * (`declare module '../engine'`), so the engine names no other room and the catalogue
 * (src/i18n) holds its English to the declarations without importing the rooms.
 */
export interface DeclaredMessages extends EngineMessages {}

/**
 * A placeholder of a declared message that its sayer does not fill: the UI fills it later (where
 * in a file a row failed, the reason from a cause), or the text shows it as written (an example
 * such as `{Department}`). Declared so the catalogue can hold every placeholder to a name.
 */
export type Unfilled<N extends string> = `(${N})`;

/** A declared message code. */
export type MessageCode = keyof DeclaredMessages & string;

/** The parameters of a declared code, by name; `count`, which picks a plural form, is a number. */
export type ParamsOf<C extends MessageCode> = {
  readonly [K in Filled<DeclaredMessages[C]>]: K extends 'count' ? number : CodedParam;
};

/** The names a sayer fills, of a declaration's names. */
type Filled<N extends string> = Exclude<N, Unfilled<string>>;

/**
 * A declared code said without parameters: a name, a label or a description that bundled data
 * carries as its key.
 */
export type BareCode = {
  [C in MessageCode]: [Filled<DeclaredMessages[C]>] extends [never] ? C : never;
}[MessageCode];

/** What follows the code in a call to `coded`: nothing when the code takes no parameters. */
type ParamsArgument<C extends string> = [C] extends [MessageCode]
  ? [Filled<DeclaredMessages[C]>] extends [never]
    ? []
    : [params: ParamsOf<C>]
  : [params?: CodedParams];

/**
 * A coded message: `coded('engine.int32Range', { text })`. The code must be declared and the
 * parameters must be exactly its placeholders, or the call does not compile.
 */
export function coded<C extends MessageCode>(code: C, ...[params]: ParamsArgument<C>): Coded<C> {
  return params === undefined ? { code } : { code, params: params as CodedParams };
}
