/**
 * English for a coded message, for a layer whose own messages are still English sentences: a
 * stopgap at each place that embeds an engine message, until that layer's owner carries the
 * `Coded` value through to the UI (a coded parameter says it in the reader's language).
 */
import type { Coded } from '../engine';
import { createTranslator } from './translate';

const ENGLISH = createTranslator('en');

/** The English sentence of a coded message. */
export function sayEnglish(message: Coded): string {
  return ENGLISH.say(message);
}
