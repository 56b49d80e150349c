/**
 * A dismissible message the user must see once (the engine was restarted); when the engine kept
 * failing and is no longer restarted, it also offers to try again.
 */
import { coded } from '../engine';
import { useExplorer, useExplorerActions } from '../state/view-context';
import { useT } from './i18n/translator-context';

/** The notice bar component; renders nothing without a notice. */
export function NoticeBar() {
  const notice = useExplorer((s) => s.notice);
  const gaveUp = useExplorer((s) => s.gaveUp);
  const dismiss = useExplorer((s) => s.dismissNotice);
  const actions = useExplorerActions();
  const { t, say } = useT();
  if (!notice) return null;
  return (
    <div className="notice" role="alert">
      <span>{say(notice)}</span>
      {gaveUp && (
        <button type="button" onClick={() => actions()?.retryEngine()}>
          {say(coded('state.tryAgain'))}
        </button>
      )}
      <button type="button" onClick={dismiss}>
        {t('ui.notice.dismiss')}
      </button>
    </div>
  );
}
