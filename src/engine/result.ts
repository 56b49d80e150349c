/**
 * The one shape of a fallible answer across Keyscope: `ok: true` with the answer's own fields, or
 * `ok: false` with `error`, what went wrong (a coded message, a list of problems, or a richer
 * value that also says where). Plain data, so it crosses the worker boundary by structured clone.
 */
export type Result<T extends object, E> =
  | ({ readonly ok: true } & T)
  | { readonly ok: false; readonly error: E };
