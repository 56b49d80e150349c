/** This browser's storage for the learner's progress and bests, or null where it is refused. */

/** localStorage, or null when the browser refuses it (sandboxed, disabled): nothing is kept. */
export function browserStorage(): Storage | null {
  try {
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}
