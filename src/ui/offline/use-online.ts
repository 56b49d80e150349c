/**
 * Whether the browser says it is online, kept current by its `online` and `offline` events.
 * navigator.onLine can say "online" on a network that reaches nothing, but "offline" is reliable:
 * the parts that need the network use it to say so before the learner tries.
 */
import { useSyncExternalStore } from 'react';

function subscribe(changed: () => void): () => void {
  window.addEventListener('online', changed);
  window.addEventListener('offline', changed);
  return () => {
    window.removeEventListener('online', changed);
    window.removeEventListener('offline', changed);
  };
}

/** True unless the browser knows it is offline. */
export function useOnline(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => navigator.onLine,
    () => true,
  );
}
