/**
 * Saying a list of coded sentences as one paragraph (a plan's explanation is one sentence per
 * part): Chinese runs sentences together after their full stops; English and Russian put a space.
 */
import type { Coded } from '../engine';
import type { Translator } from './translate';

/** The sentences said one after another, in the translator's language. */
export function saySentences(t: Translator, sentences: readonly Coded[]): string {
  return sentences.map((s) => t.say(s)).join(t.locale === 'zh-CN' ? '' : ' ');
}
