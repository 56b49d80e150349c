/**
 * Saying the design room's messages: its own are coded, the engine's (a key or property name it
 * rejects) come as the engine gives them, and an invalid key's problem carries the engine's
 * reason inside it.
 */
import type { DesignMessage, DesignProblem } from '../../design';
import type { Translator } from '../../i18n/translate';

/** A design message in the reader's language. */
export function sayDesign(t: Translator, message: DesignMessage): string {
  return typeof message === 'string' ? message : t.say(message);
}

/** An apply problem in the reader's language, with the engine's reason filled in when it has one. */
export function sayProblem(t: Translator, problem: DesignProblem): string {
  const { message, cause } = problem;
  if (cause === undefined) return t.say(message);
  return t.say({ code: message.code, params: { ...message.params, reason: sayDesign(t, cause) } });
}
