/**
 * English for a coded message, for code generation alone: a generated program's comments stay
 * English in every language. Every other layer carries the `Coded` value to the UI, which says it
 * in the reader's language (test/architecture.test.ts keeps it so; tests may word failures with it).
 */
import type { Coded } from '../engine';
import { createTranslator } from './translate';

const ENGLISH = createTranslator('en');

/** The English sentence of a coded message. */
export function sayEnglish(message: Coded): string {
  return ENGLISH.say(message);
}
