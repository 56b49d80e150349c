/**
 * The line a part that needs the network shows while the browser is offline: the app works
 * offline after one visit (its service worker), but a live table and a generated program talk
 * to the Table service, so those parts say so where they are instead of failing when used.
 */
import { useT } from '../i18n/translator-context';
import { useOnline } from './use-online';
import './offline.css';

/** Which part needs the network, and so which sentence says it. */
export type NetworkNeed = 'live' | 'code';

/** Nothing while online; offline, a status line naming what needs the network. */
export function NeedsNetwork({ need }: { need: NetworkNeed }) {
  const { t } = useT();
  const online = useOnline();
  if (online) return null;
  return (
    <p className="needs-network" role="status">
      {need === 'live' ? t('ui.offline.live') : t('ui.offline.code')}
    </p>
  );
}
