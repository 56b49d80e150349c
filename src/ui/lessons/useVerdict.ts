/**
 * A challenge's verdict, asked of the worker again whenever the explorer shows a new answer:
 * a new query, a new table (design, size), or a restart.
 */
import { useEffect, useState } from 'react';
import type { Check, StepRef, Verdict } from '../../lessons';
import { useExplorer, useExplorerActions } from '../../state/view-context';

/**
 * The latest verdict of `check` on what the view shows, judged on other samples of the recipe too
 * (the step `at` names the reference); null while it is being worked out.
 */
export function useVerdict(check: Check, at: StepRef): Verdict | null {
  const actions = useExplorerActions();
  const analysisVersion = useExplorer((s) => s.analysisVersion);
  const loadPhase = useExplorer((s) => s.load.phase);
  const answered = useExplorer((s) => s.query.phase === 'ready' || s.query.phase === 'failed');
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new answer (analysisVersion) asks for a new verdict
  useEffect(() => {
    setVerdict(null);
    if (loadPhase !== 'ready' || !answered) return;
    let current = true;
    void actions()
      ?.judgeChallenge(check, at)
      .then((v) => {
        if (current && v !== null) setVerdict(v);
      });
    return () => {
      current = false;
    };
  }, [actions, check, at, analysisVersion, loadPhase, answered]);
  return verdict;
}
