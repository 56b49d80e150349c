/**
 * What to tell the user when the engine cannot even start: the page's Content Security Policy
 * or Trusted Types policy may forbid Web Workers, and then `new Worker()` throws (or the worker
 * fails before it answers). Without this the app waited for a plan forever.
 */

/** The message for an engine that could not be started, naming the likely cause. */
export function engineStartFailure(error: unknown): string {
  const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const policy = /security|policy|trusted|csp|content.security/i.test(detail)
    ? ' The page’s security policy (Content Security Policy or Trusted Types) forbids it.'
    : '';
  return `Keyscope could not start its query engine, a Web Worker (${detail}).${policy} Nothing can be planned on this page; open Keyscope from its own address, or ask whoever serves it to allow workers from the same origin (worker-src 'self').`;
}
