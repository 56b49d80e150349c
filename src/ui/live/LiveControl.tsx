/** "Connect to a live table…" beside "Import data…": opens the connect dialog. */
import { useLive, useLiveActions } from '../../state/live-context';
import { lazyView } from '../LazyView';
import { NeedsNetwork } from '../offline/NeedsNetwork';
import { useLiveMessages } from './messages';
import './live.css';

// The dialog is a chunk of its own, fetched when it first opens.
const ConnectDialog = lazyView('live', () =>
  import('./ConnectDialog').then((m) => m.ConnectDialog),
);

/** The button, and the dialog while it is open. */
export function LiveControl() {
  const M = useLiveMessages();
  const liveActions = useLiveActions();
  const open = useLive((s) => s.dialog.open);
  return (
    <>
      <button type="button" onClick={() => liveActions()?.openDialog('user')}>
        {M.connectAction}
      </button>
      <NeedsNetwork need="live" />
      {open && <ConnectDialog />}
    </>
  );
}
