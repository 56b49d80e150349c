/**
 * How a lesson link's fragment starts (`kl<version>.`, written by src/lessons/lesson-link.ts),
 * here so the page's first script tells a lesson link from a workspace link (`ks…`) without
 * fetching the lessons, which read it.
 */

/** Whether a fragment is a lesson link (well-formed or not), rather than a workspace link. */
export function isLessonLink(fragment: string): boolean {
  return /^#?\s*kl\d/.test(fragment);
}
