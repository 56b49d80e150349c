/** A challenge's goal, asked of the worker once per table: it depends on the sample, not the query. */
import { useEffect, useState } from 'react';
import type { Goal, StepRef } from '../../lessons';
import { useExplorer, useExplorerActions } from '../../state/view-context';

/** The goal of the challenge on step `at` on the table on show; null until it is known. */
export function useGoal(at: StepRef): Goal | null {
  const actions = useExplorerActions();
  const loaded = useExplorer((s) => (s.load.phase === 'ready' ? s.loaded : null));
  const [goal, setGoal] = useState<Goal | null>(null);
  useEffect(() => {
    setGoal(null);
    if (loaded === null) return;
    let current = true;
    void actions()
      ?.lessonGoal(at)
      .then((g) => {
        if (current) setGoal(g);
      });
    return () => {
      current = false;
    };
  }, [actions, at, loaded]);
  return goal;
}
