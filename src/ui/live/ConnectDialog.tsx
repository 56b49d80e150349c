/**
 * The connect dialog: paste a table SAS URL, see what it grants (account, table, permissions,
 * expiry) and its warnings before anything is sent, choose the cap and whether to keep the
 * signature for this session, then watch the read (entities, pages) with Cancel. A failure says
 * what happened and what to do, and the previous dataset stays loaded.
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import {
  DEFAULT_CAP,
  describeRef,
  displayHost,
  hostKind,
  isBareToken,
  type LiveTableRef,
  MAX_CAP,
} from '../../live';
import { useLive, useLiveActions } from '../../state/live-context';
import type { SasPreview } from '../../state/live-controller';
import { useDiscardGuard } from '../discard-guard';
import { useT } from '../i18n/translator-context';
import { useLiveMessages } from './messages';
import { ProblemView } from './ProblemView';
import { WarningList } from './WarningList';

/** The terms of a pasted SAS, as a definition list. */
function Terms({ preview }: { preview: SasPreview & { ok: true } }) {
  const M = useLiveMessages();
  const { ref, grant } = preview;
  const permissions =
    grant.permissions ?? (grant.policy ? M.permissionsByPolicy(grant.policy) : '—');
  return (
    <div className="live-terms">
      <h4>{M.termsHeading}</h4>
      <dl>
        <dt>{M.account}</dt>
        <dd translate="no">{ref.account}</dd>
        <dt>{M.table}</dt>
        <dd translate="no">{ref.table}</dd>
        <dt>{M.endpoint}</dt>
        <dd>
          <code>{ref.endpoint}</code>
        </dd>
        <dt>{M.permissions}</dt>
        {/* Permission letters and the ISO expiry are as the SAS writes them, in every language. */}
        <dd translate={grant.permissions ? 'no' : undefined}>{permissions}</dd>
        <dt>{M.expiry}</dt>
        <dd translate={grant.expiry ? 'no' : undefined}>{grant.expiry ?? M.noExpiry}</dd>
      </dl>
      <WarningList warnings={preview.warnings} />
    </div>
  );
}

/**
 * The host a link or the view names, said plainly (punycode, and whether it is an Azure Table
 * endpoint), and, when the reader has typed a bare token, the box that sends it there: the one
 * way a link's host is ever combined with a signature.
 */
function LinkHost({
  expected,
  token,
  confirmed,
  disabled,
  onConfirm,
}: {
  expected: LiveTableRef;
  token: boolean;
  confirmed: boolean;
  disabled: boolean;
  onConfirm: (confirmed: boolean) => void;
}) {
  const M = useLiveMessages();
  const host = displayHost(expected.endpoint) ?? expected.endpoint;
  const kind = hostKind(expected.endpoint);
  return (
    <div className={`live-link-host${kind === 'other' ? ' live-host-other' : ''}`}>
      <p>{M.hostIs[kind](host)}</p>
      {token && (
        <label className="import-check">
          <input
            type="checkbox"
            checked={confirmed}
            disabled={disabled}
            onChange={(e) => onConfirm(e.target.checked)}
          />{' '}
          <span translate="no">{M.confirmHost(host)}</span>
        </label>
      )}
    </div>
  );
}

/** The reading progress, or how the last read ended. */
function ReadStatus() {
  const M = useLiveMessages();
  const liveActions = useLiveActions();
  const read = useLive((s) => s.read);
  if (read.phase === 'reading') {
    return (
      <div className="load-progress">
        {/* Indeterminate: the table's size is unknown until its last page; the text counts. */}
        <progress aria-label={M.readingLabel(read.table)} />
        <span aria-live="polite">{M.reading(read.entities, read.pages, read.table)}</span>
        <button type="button" onClick={() => liveActions()?.cancel()}>
          {M.cancel}
        </button>
      </div>
    );
  }
  if (read.phase === 'installing')
    return <p aria-live="polite">{M.installing(read.entities, read.table)}</p>;
  if (read.phase === 'cancelled')
    return <p role="status">{M.cancelled(read.entities, read.table)}</p>;
  if (read.phase === 'failed') return <ProblemView problem={read.problem} extra={M.failedKeep} />;
  return null;
}

/** The modal dialog; it closes through the live controller. */
export function ConnectDialog() {
  const M = useLiveMessages();
  const { say } = useT();
  const liveActions = useLiveActions();
  const dialog = useRef<HTMLDialogElement>(null);
  const state = useLive((s) => s.dialog);
  const busy = useLive((s) => s.read.phase === 'reading' || s.read.phase === 'installing');
  // Nothing is filled in from a link: its host is shown beside the field as a suggestion, and a
  // bare token goes there only once the reader ticks the box naming it (docs/live-tables.md).
  const [text, setText] = useState('');
  const [hostConfirmed, setHostConfirmed] = useState(false);
  // The address last sent to connect: a typed address not yet used is unsaved input.
  const [used, setUsed] = useState('');
  const guard = useDiscardGuard(text.trim() !== '' && text !== used, () => dialog.current?.close());
  const [capText, setCapText] = useState(String(DEFAULT_CAP));
  const [keep, setKeep] = useState(false);
  const ids = useId();
  useEffect(() => {
    const d = dialog.current;
    if (d && !d.open) d.showModal();
  }, []);
  const expected = state.expected;
  const token = expected !== null && text.trim() !== '' && isBareToken(text);
  const confirmedEndpoint = token && hostConfirmed && expected ? expected.endpoint : null;
  const preview = useMemo(
    () => (text.trim() === '' ? null : (liveActions()?.preview(text, confirmedEndpoint) ?? null)),
    [text, confirmedEndpoint, liveActions],
  );
  const cap = Number(capText);
  const capOk = /^[0-9]+$/.test(capText) && cap >= 1 && cap <= MAX_CAP;
  const why =
    expected && state.reason === 'link'
      ? M.whyLink(describeRef(expected))
      : expected && state.reason === 'reconnect'
        ? M.whyReconnect(describeRef(expected))
        : null;

  return (
    <dialog
      ref={dialog}
      className="import-dialog live-dialog"
      aria-labelledby={`${ids}-title`}
      onClose={() => liveActions()?.closeDialog()}
      onCancel={guard.onCancel}
      onKeyDown={guard.onKeyDown}
    >
      <h3 id={`${ids}-title`}>{M.dialogTitle}</h3>
      <p className="muted">{M.dialogIntro}</p>
      {why && <p className="import-wanted">{why}</p>}
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (preview?.ok && capOk && !busy) {
            setUsed(text);
            void liveActions()?.connect(text, { cap, keep, confirmedEndpoint });
          }
        }}
      >
        <label className="import-paste">
          <span className="control-label">{M.urlLabel}</span>
          <input
            type="text"
            className="live-url"
            aria-label={M.urlLabel}
            placeholder={M.urlPlaceholder}
            translate="no"
            spellCheck={false}
            autoComplete="off"
            value={text}
            disabled={busy}
            onChange={(e) => setText(e.target.value)}
          />
        </label>
        {preview?.ok === false && (
          <p className="load-error" id={`${ids}-url-error`}>
            {say(preview.error.message)} {say(preview.error.action)}
          </p>
        )}
        {expected && (
          <LinkHost
            expected={expected}
            token={token}
            confirmed={hostConfirmed}
            disabled={busy}
            onConfirm={setHostConfirmed}
          />
        )}
        {preview?.ok && <Terms preview={preview} />}
        <div className="import-row">
          <label>
            <span className="control-label">{M.capLabel}</span>
            <input
              type="number"
              min={1}
              max={MAX_CAP}
              aria-label={M.capLabel}
              aria-invalid={!capOk}
              value={capText}
              disabled={busy}
              onChange={(e) => setCapText(e.target.value)}
            />
            <span className="muted">{M.capHint(MAX_CAP)}</span>
          </label>
          <label className="import-check">
            <input
              type="checkbox"
              checked={keep}
              disabled={busy}
              onChange={(e) => setKeep(e.target.checked)}
            />{' '}
            {M.keepLabel}
          </label>
        </div>
        <button type="submit" disabled={!preview?.ok || !capOk || busy}>
          {M.connect}
        </button>
      </form>
      <ReadStatus />
      {guard.prompt}
      <form method="dialog" className="dialog-close">
        <button type="button" onClick={guard.requestClose}>
          {M.close}
        </button>
      </form>
    </dialog>
  );
}
