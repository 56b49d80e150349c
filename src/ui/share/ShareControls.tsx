/**
 * The header's share controls: "Copy link" with the link's size beside it (and a warning when
 * chat tools may cut it), "Open in new tab", and "Restore my last workspace" after a link
 * replaced the user's own workspace.
 */
import { useId, useState } from 'react';
import { LONG_LINK_LENGTH } from '../../share';
import { shareUrl } from '../../state/share-sync';
import { useExplorer, useShareSync, useShareView } from '../../state/view-context';
import { useT } from '../i18n/translator-context';
import './share.css';

/** The share controls component; `saveNoteId` names the note that says why nothing is saved. */
export function ShareControls({ saveNoteId }: { saveNoteId: string }) {
  const sync = useShareSync();
  const { t, say, count } = useT();
  const catalogue = useExplorer((s) => s.catalogue);
  const sizeId = useId();
  // The fragment the address bar holds: encoding on every keystroke here cost as much as the
  // address bar writes that share sync now batches.
  const fragment = useShareView((s) => s.fragment);
  const earlier = useShareView((s) => s.earlier);
  const saveProblem = useShareView((s) => s.saveProblem);
  const [copied, setCopied] = useState<{ fragment: string; ok: boolean } | null>(null);
  const url = shareUrl(fragment);
  const long = url.length > LONG_LINK_LENGTH;

  const copy = () => {
    sync.flush();
    const now = sync.view.getState().fragment;
    const done = (ok: boolean) => setCopied({ fragment: now, ok });
    if (!navigator.clipboard) return done(false);
    navigator.clipboard.writeText(shareUrl(now)).then(
      () => done(true),
      () => done(false),
    );
  };
  // A bundled dataset by its name in this language; any other by its id, as the link has it.
  const datasetName = (id: string): string => {
    const key = catalogue.find((d) => d.id === id)?.nameKey;
    return key ? say({ code: key }) : id;
  };
  const status =
    copied?.fragment !== fragment
      ? ''
      : copied.ok
        ? t('ui.share.copied')
        : t('ui.share.copyFailed');

  return (
    <div className="share-controls">
      <button type="button" onClick={copy} aria-describedby={sizeId}>
        {t('ui.share.copy')}
      </button>
      <span id={sizeId} className={long ? 'share-size share-long' : 'share-size'}>
        {t('ui.share.size', { count: url.length })}
        {long ? ` ${t('ui.share.long', { limit: count(LONG_LINK_LENGTH) })}` : ''}
      </span>
      <output className="share-status" aria-live="polite" aria-label={t('ui.share.status')}>
        {status}
      </output>
      <a
        className="share-open"
        href={url}
        target="_blank"
        rel="noopener noreferrer"
        onClick={(e) => {
          // Typing may not be written yet: open the view as it is now.
          sync.flush();
          e.currentTarget.href = shareUrl(sync.view.getState().fragment);
        }}
      >
        {t('ui.share.open')}
      </a>
      {earlier ? (
        <button
          type="button"
          onClick={sync.restoreMine}
          title={t('ui.share.restoreTitle', {
            dataset: datasetName(earlier.dataset),
            filter: earlier.filter || t('ui.share.noFilter'),
          })}
        >
          {t('ui.share.restore')}
        </button>
      ) : null}
      {saveProblem ? (
        <span className="share-save-problem" aria-describedby={saveNoteId}>
          {t('ui.share.notSaved')}
        </span>
      ) : null}
    </div>
  );
}
