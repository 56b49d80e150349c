/**
 * What to tell the user when the engine cannot even start: the page's Content Security Policy
 * or Trusted Types policy may forbid Web Workers, and then `new Worker()` throws (or the worker
 * fails before it answers). Without this the app waited for a plan forever.
 */

import { type Coded, coded } from '../engine';

/** An engine factory's refusal that says its own reason (no worker failed: there is none to use). */
export class EngineUnavailable extends Error {
  constructor(readonly reason: Coded) {
    super(reason.code);
    this.name = 'EngineUnavailable';
  }
}

/** The message for an engine that could not be started, naming the likely cause. */
export function engineStartFailure(error: unknown): Coded {
  if (error instanceof EngineUnavailable) return error.reason;
  const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return /security|policy|trusted|csp|content.security/i.test(detail)
    ? coded('state.engineForbidden', { detail })
    : coded('state.engineNotStarted', { detail });
}
