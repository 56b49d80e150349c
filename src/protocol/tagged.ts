/** The envelope of keystroke-driven answers, shared by the worker and the main thread. */

/** An answer tagged with the id of the request it answers, so the client can drop stale ones. */
export interface Tagged<T> {
  readonly requestId: number;
  readonly result: T;
}
