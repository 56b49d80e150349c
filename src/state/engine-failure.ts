/**
 * What the user is told when an engine call fails for a reason other than the engine's death
 * (a death is the supervisor's to handle): the worker's own coded message, a refusal's, or else
 * the error's words as they came (a browser's, not ours to translate).
 */
import { type Coded, coded } from '../engine';
import { codedOf } from '../protocol/coded-error';

/** A worker answer's refusal, thrown so a runner reports it with its own coded message. */
export class Refused extends Error {
  constructor(readonly reason: Coded) {
    super(reason.code);
    this.name = 'Refused';
  }
}

/** Says what went wrong in an engine call, in the reader's language where the words are ours. */
export function describeFailure(error: unknown): Coded {
  if (error instanceof Refused) return error.reason;
  return (
    codedOf(error) ??
    coded('state.detail', { detail: error instanceof Error ? error.message : String(error) })
  );
}
