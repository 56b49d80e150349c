/**
 * The advisor's codes (src/patterns/advisor), each with the names of its parameters, merged into
 * the engine's `DeclaredMessages` like the room's own codes.ts. The English and its translations
 * are in src/i18n/catalogues/advisor.ts.
 */

/** Advisor messages: code → parameter names. */
export interface AdvisorMessages {
  'advisor.assumedInsert': 'type';
  'advisor.reasonPrimary': 'pk' | 'rk' | 'type' | 'patterns';
  'advisor.reasonCopy': 'pk' | 'rk' | 'type' | 'patterns';
  'advisor.reasonIndex': 'pk' | 'rk' | 'type' | 'patterns';
  'advisor.reasonSeries': 'pk' | 'rk' | 'type' | 'patterns' | 'name';
  'advisor.reasonBuckets': 'pk' | 'rk' | 'type' | 'patterns' | 'count' | 'property';
  'advisor.unreadIntent': 'pattern';
  'advisor.nothingPinned': 'pattern';
  'advisor.noneCorrect': 'pattern';
  'advisor.onlyScans': 'pattern';
}

declare module '../../engine' {
  interface DeclaredMessages extends AdvisorMessages {}
}
