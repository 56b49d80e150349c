/**
 * Notes said in English for tests: the English texts are the ones the behaviour was specified
 * in, so tests compare those.
 */
import { createTranslator } from '../../i18n/translate';
import { type Note, sayNote, sayNotes } from '../note';
import type { StartupMessage } from '../startup';

const EN = createTranslator('en');

/** One note in English. */
export function english(message: Note): string {
  return sayNote(EN, message);
}

/** Each note in English. */
export function englishEach(notes: readonly Note[]): string[] {
  return notes.map(english);
}

/** A banner message as its English text, or null. */
export function englishText(message: StartupMessage | null | undefined): string | null {
  return message ? sayNotes(EN, message.notes) : null;
}
