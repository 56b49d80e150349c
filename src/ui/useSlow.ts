/**
 * Whether something has been going on for longer than it should: true once `active` has stayed
 * true for `afterMs`, false as soon as it stops. The plan panel uses it to mark a plan stale
 * while a query that should take milliseconds is still unanswered.
 */
import { useEffect, useState } from 'react';

/** How long a plan may take before the plan on screen is marked stale. */
const SLOW_PLAN_MS = 800;

/** True once `active` has been true for `afterMs` without a break. */
export function useSlow(active: boolean, afterMs = SLOW_PLAN_MS): boolean {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    setSlow(false);
    if (!active) return;
    const timer = setTimeout(() => setSlow(true), afterMs);
    return () => clearTimeout(timer);
  }, [active, afterMs]);
  return active && slow;
}
