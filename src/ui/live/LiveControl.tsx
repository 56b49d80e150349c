/** "Connect to a live table…" beside "Import data…": opens the connect dialog. */
import { useLive, useLiveActions } from '../../state/live-context';
import { ConnectDialog } from './ConnectDialog';
import { useLiveMessages } from './messages';
import './live.css';

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
      {open && <ConnectDialog />}
    </>
  );
}
