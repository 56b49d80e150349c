/**
 * Standing notes under the header about keeping the workspace: why it is not being saved
 * (storage full or disabled), and what the current link leaves out. Said on screen, not only in
 * a tooltip, because both mean something the user typed is not where they think it is.
 */
import { formatCount } from '../../i18n/format';
import { sayNote } from '../../share/note';
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
          <strong>Large dataset:</strong> this link asks for {formatCount(heldSize)} entities, which
          take several seconds and hundreds of megabytes to generate; it opened with{' '}
          {formatCount(size)} meanwhile.{' '}
          <button type="button" onClick={() => answerHeldLoad(true)}>
            Load {formatCount(heldSize)} entities
          </button>{' '}
          <button type="button" onClick={() => answerHeldLoad(false)}>
            Keep {formatCount(size)}
          </button>
        </p>
      ) : null}
      {saveProblem ? (
        <p id={saveNoteId}>
          <strong>Not saved:</strong> {sayNote(t, saveProblem)} Copy the link to keep this view.
        </p>
      ) : null}
      {leftOut ? (
        <p>
          <strong>Link incomplete:</strong> {sayNote(t, leftOut)}
        </p>
      ) : null}
    </div>
  );
}
