/** A dismissible message the user must see once (the engine was restarted). */
import { useExplorer } from '../state/view-context';
import { useT } from './i18n/translator-context';

/** The notice bar component; renders nothing without a notice. */
export function NoticeBar() {
  const notice = useExplorer((s) => s.notice);
  const dismiss = useExplorer((s) => s.dismissNotice);
  const { t, say } = useT();
  if (!notice) return null;
  return (
    <div className="notice" role="alert">
      <span>{say(notice)}</span>
      <button type="button" onClick={dismiss}>
        {t('ui.notice.dismiss')}
      </button>
    </div>
  );
}
