/**
 * The seed dialog: paste a SAS URL that grants add and update, see before anything is sent the
 * host (and whether it is the local emulator), the permissions, the tables, and how many
 * entities and requests the seed writes; then write them with a progress bar and Cancel. A SAS
 * that cannot write is refused here, in words, before any request.
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useStore } from 'zustand';
import type { SeedController } from '../../state/comparison/seed';
import type { SeedPreview } from '../../state/comparison/seed-store';
import { useDiscardGuard } from '../discard-guard';
import { useT } from '../i18n/translator-context';
import { useLiveMessages } from './messages';
import { ProblemView } from './ProblemView';
import { WarningList } from './WarningList';
import './live.css';

/** What the SAS lets the seed do, as a definition list. */
function SeedTerms({ preview }: { preview: SeedPreview & { ok: true } }) {
  const { t } = useT();
  const host = {
    loopback: 'ui.seed.hostLoopback',
    'azure-table': 'ui.seed.hostAzure',
    'cosmos-table': 'ui.seed.hostCosmos',
    other: 'ui.seed.hostOther',
  } as const;
  const tables = preview.tables.join(', ');
  return (
    <div className="live-terms">
      <dl>
        <dt>{t('ui.seed.host')}</dt>
        <dd className={preview.kind === 'other' ? 'live-host-other' : undefined}>
          {t(host[preview.kind], { host: preview.host })}
        </dd>
        <dt>{t('ui.seed.permissions')}</dt>
        <dd>
          {preview.permissions === null
            ? t('ui.seed.permissionsPolicy', { policy: preview.policy ?? '' })
            : t('ui.seed.permissionsAre', {
                permissions: preview.permissions,
                kind: t(preview.sasKind === 'table' ? 'ui.seed.kindTable' : 'ui.seed.kindAccount'),
              })}
        </dd>
        <dt>{t('ui.seed.tables')}</dt>
        <dd translate="no">
          {preview.canCreate
            ? t('ui.seed.creates', { tables })
            : t('ui.seed.mustExist', { tables })}
        </dd>
        <dt>{t('ui.seed.writes')}</dt>
        <dd>
          {t('ui.seed.writesCount', {
            entities: preview.entities,
            requests: preview.requests,
            partitions: preview.partitions,
          })}
        </dd>
      </dl>
      <p className="muted">{t('ui.seed.idempotent')}</p>
      <WarningList warnings={preview.warnings} />
    </div>
  );
}

/** The seed's progress, or how it ended. */
function SeedProgressView({ controller }: { controller: SeedController }) {
  const tr = useT();
  const { t } = tr;
  const seed = useStore(controller.store, (s) => s.seed);
  const seeded = useStore(controller.store, (s) => s.seeded);
  if (seed.phase === 'seeding') {
    return (
      <div className="load-progress">
        <progress aria-label={t('ui.seed.progressLabel')} value={seed.entities} max={seed.total} />
        <span aria-live="polite">
          {t('ui.seed.progress', {
            entities: seed.entities,
            total: seed.total,
            requests: seed.requests,
          })}
        </span>
        <button type="button" onClick={() => controller.cancel()}>
          {t('ui.seed.cancel')}
        </button>
      </div>
    );
  }
  const seconds = (ms: number) => tr.decimal(ms / 1000, 1);
  if (seed.phase === 'done') {
    return (
      <p role="status">
        {t('ui.seed.done', {
          entities: seed.entities,
          requests: seed.requests,
          tables: seeded?.tables.map((x) => x.live).join(', ') ?? '',
          seconds: seconds(seed.ms),
        })}
      </p>
    );
  }
  if (seed.phase === 'cancelled') {
    return (
      <p role="status">
        {t('ui.seed.cancelled', { entities: seed.entities, requests: seed.requests })}
      </p>
    );
  }
  if (seed.phase === 'failed') return <ProblemView problem={seed.problem} />;
  return null;
}

/** The modal dialog for one design; `designName` as the reader sees it. */
export function SeedDialog({
  controller,
  designName,
}: {
  controller: SeedController;
  designName: string;
}) {
  const { t, say } = useT();
  const M = useLiveMessages();
  const ids = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const source = useStore(controller.store, (s) => s.source);
  const busy = useStore(controller.store, (s) => s.seed.phase === 'seeding');
  const [text, setText] = useState('');
  const [table, setTable] = useState('');
  const [used, setUsed] = useState('');
  const guard = useDiscardGuard(text.trim() !== '' && text !== used && !busy, () =>
    dialog.current?.close(),
  );
  useEffect(() => {
    const d = dialog.current;
    if (d && !d.open) d.showModal();
  }, []);
  const ready = source.phase === 'ready';
  // A one-table design through an account SAS (its URL names no table) asks for the table.
  const single =
    source.phase === 'ready' &&
    source.value.tables.length === 1 &&
    source.value.tables[0]!.name === '';
  const asksTable = single && /[?&](ss|srt)=/.test(text);
  // What the design makes, whatever the URL: the button names it before a URL is pasted.
  const entities =
    source.phase === 'ready' ? source.value.tables.reduce((n, x) => n + x.entities, 0) : 0;
  const preview = useMemo(
    () => (!ready || text.trim() === '' ? null : controller.preview(text, table)),
    [ready, text, table, controller],
  );
  return (
    <dialog
      ref={dialog}
      className="import-dialog live-dialog seed-dialog"
      aria-labelledby={`${ids}-title`}
      onClose={() => controller.close()}
      onCancel={guard.onCancel}
      onKeyDown={guard.onKeyDown}
    >
      <h3 id={`${ids}-title`}>{t('ui.seed.dialogTitle')}</h3>
      <p className="muted">{t('ui.seed.designIs', { design: designName })}</p>
      {source.phase === 'loading' && <p aria-live="polite">{t('ui.seed.preparing')}</p>}
      {source.phase === 'failed' && (
        <p className="load-error" role="alert">
          {say(source.message)}
        </p>
      )}
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (preview?.ok && !busy) {
            setUsed(text);
            void controller.seed(text, table);
          }
        }}
      >
        <label className="import-paste">
          <span className="control-label">{t('ui.seed.urlLabel')}</span>
          <input
            type="text"
            className="live-url"
            placeholder={M.urlPlaceholder}
            translate="no"
            spellCheck={false}
            autoComplete="off"
            value={text}
            disabled={busy || !ready}
            aria-describedby={`${ids}-help`}
            onChange={(e) => setText(e.target.value)}
          />
        </label>
        <p className="muted" id={`${ids}-help`}>
          {t('ui.seed.urlHelp')}
        </p>
        {preview?.ok === false && (
          <p className="load-error" role="alert">
            {say(preview.error.message)} {say(preview.error.action)}
          </p>
        )}
        {asksTable && (
          <label className="import-paste">
            <span className="control-label">{t('ui.seed.tableLabel')}</span>
            <input
              type="text"
              translate="no"
              spellCheck={false}
              autoComplete="off"
              value={table}
              placeholder={preview?.ok ? preview.tables[0] : undefined}
              disabled={busy}
              onChange={(e) => setTable(e.target.value)}
            />
          </label>
        )}
        {preview?.ok && <SeedTerms preview={preview} />}
        <button type="submit" disabled={!preview?.ok || busy}>
          {t('ui.seed.write', { count: entities })}
        </button>
      </form>
      <SeedProgressView controller={controller} />
      {guard.prompt}
      <form method="dialog" className="dialog-close">
        <button type="button" disabled={busy} onClick={guard.requestClose}>
          {t('ui.seed.close')}
        </button>
      </form>
    </dialog>
  );
}
