/**
 * Standing notes under the header about keeping the workspace: why it is not being saved
 * (storage full or disabled), and what the current link leaves out. Said on screen, not only in
 * a tooltip, because both mean something the user typed is not where they think it is.
 */
import { sayNote } from '../../share';
import { useExplorer, useShareSync, useShareView } from '../../state/view-context';
import { useT } from '../i18n/translator-context';
import './share.css';

/**
 * The notes component; renders nothing while everything is saved and fits in the link.
 * `saveNoteId` is the save problem's note's id, for the header's "Not saved" badge to point at.
 */
export function ShareNotes({ saveNoteId }: { saveNoteId: string }) {
  const { answerHeldLoad } = useShareSync();
  const saveProblem = useShareView((s) => s.saveProblem);
  const leftOut = useShareView((s) => s.leftOut);
  const heldSize = useShareView((s) => s.heldSize);
  const size = useExplorer((s) => s.size);
  const t = useT();
  if (!saveProblem && !leftOut && heldSize === null) return null;
  return (
    <div className="share-notes" role="status">
      {heldSize !== null ? (
        <p>
          <strong>{t.t('ui.share.heldLabel')}</strong>{' '}
          {t.t('ui.share.held', { held: t.count(heldSize), size: t.count(size) })}{' '}
          <button type="button" onClick={() => answerHeldLoad(true)}>
            {t.t('ui.share.loadHeld', { held: t.count(heldSize) })}
          </button>{' '}
          <button type="button" onClick={() => answerHeldLoad(false)}>
            {t.t('ui.share.keepSize', { size: t.count(size) })}
          </button>
        </p>
      ) : null}
      {saveProblem ? (
        <p id={saveNoteId}>
          <strong>{t.t('ui.share.notSavedLabel')}</strong> {sayNote(t, saveProblem)}{' '}
          {t.t('ui.share.copyToKeep')}
        </p>
      ) : null}
      {leftOut ? (
        <p>
          <strong>{t.t('ui.share.incompleteLabel')}</strong> {sayNote(t, leftOut)}
        </p>
      ) : null}
    </div>
  );
}
