/**
 * The learner's best passing answer to a challenge, kept in this browser: each time the
 * challenge passes, the answer's requests and scanned entities are kept when they beat the best.
 */
import { useCallback, useState } from 'react';
import { bestOf, type Score, type StepRef, withBest } from '../../lessons';
import { loadBests, saveBests } from '../../state/lesson-best';
import { browserStorage } from './browser-storage';
import { lessonOf } from './lesson-of';

/** The best kept for `at`, and the way to offer a passing answer's score. */
export function useBest(at: StepRef): {
  readonly best: Score | undefined;
  readonly offer: (score: Score) => void;
} {
  const [best, setBest] = useState(() => bestOf(loadBests(browserStorage(), lessonOf), at));
  const offer = useCallback(
    (score: Score) => {
      const storage = browserStorage();
      const before = loadBests(storage, lessonOf);
      const after = withBest(before, at, score);
      if (after !== before) saveBests(storage, after);
      setBest(bestOf(after, at));
    },
    [at],
  );
  return { best, offer };
}
