/** A dismissible message the user must see once (the engine was restarted). */
import { useExplorer } from '../state/view-context';

/** The notice bar component; renders nothing without a notice. */
export function NoticeBar() {
  const notice = useExplorer((s) => s.notice);
  const dismiss = useExplorer((s) => s.dismissNotice);
  if (!notice) return null;
  return (
    <div className="notice" role="alert">
      <span>{notice}</span>
      <button type="button" onClick={dismiss}>
        Dismiss
      </button>
    </div>
  );
}
