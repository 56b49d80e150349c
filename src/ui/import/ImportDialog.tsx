/**
 * The import dialog: pick a file or paste text, choose how CSV is read, watch the worker read it
 * (with Cancel), and read what was kept and rejected; the export buttons sit beside.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { sayImportError } from '../../state/import-messages';
import { useExplorer } from '../../state/view-context';
import { useDiscardGuard } from '../discard-guard';
import { useT } from '../i18n/translator-context';
import { ExportButtons } from './ExportButtons';
import { ImportSummary } from './ImportSummary';
import type { DelimiterChoice, ImportChoices } from './import-choices';

/** The modal dialog; `onFile` starts an import, `onCancel` stops it, `onClose` hides the dialog. */
export function ImportDialog({
  choices,
  onChoices,
  onFile,
  onCancel,
  onClose,
}: {
  choices: ImportChoices;
  onChoices: (c: ImportChoices) => void;
  onFile: (file: Blob, name: string) => void;
  onCancel: () => void;
  onClose: () => void;
}) {
  const translator = useT();
  const { t } = translator;
  // Megabytes with one decimal, the locale's way (0.4 / 0,4).
  const megabytes = new Intl.NumberFormat(translator.locale, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  });
  const mb = (bytes: number) => megabytes.format(bytes / (1024 * 1024));
  const dialog = useRef<HTMLDialogElement>(null);
  const importing = useExplorer((s) => s.importing);
  const missing = useExplorer((s) => s.missingImport);
  const [pasted, setPasted] = useState('');
  // The pasted text last imported: pasted text not yet imported is unsaved input.
  const [imported, setImported] = useState('');
  const guard = useDiscardGuard(pasted.trim() !== '' && pasted !== imported, () =>
    dialog.current?.close(),
  );
  const titleId = useId();
  useEffect(() => {
    const d = dialog.current;
    if (d && !d.open) d.showModal();
  }, []);
  const reading = importing.phase === 'running';
  const { delimiter, keepStrings } = choices;

  return (
    <dialog
      ref={dialog}
      className="import-dialog"
      aria-labelledby={titleId}
      onClose={onClose}
      onCancel={guard.onCancel}
      onKeyDown={guard.onKeyDown}
    >
      <h3 id={titleId}>{t('ui.import.title')}</h3>
      <p className="muted">{t('ui.import.intro')}</p>
      {missing && (
        <p className="import-wanted">
          {t(missing.as === 'records' ? 'ui.import.wantedRecords' : 'ui.import.wantedEntities', {
            name: missing.name,
            count: missing.count,
          })}
        </p>
      )}
      <fieldset className="import-as">
        <legend className="control-label">{t('ui.import.asLegend')}</legend>
        {(['entities', 'records'] as const).map((as) => (
          <label key={as} className="import-check">
            <input
              type="radio"
              name="import-as"
              value={as}
              checked={choices.as === as}
              disabled={reading}
              onChange={() => onChoices({ ...choices, as })}
            />{' '}
            {as === 'entities' ? t('ui.import.asEntities') : t('ui.import.asRecords')}
          </label>
        ))}
        <p className="muted">
          {choices.as === 'entities' ? t('ui.import.asEntitiesHint') : t('ui.import.asRecordsHint')}
        </p>
      </fieldset>
      <div className="import-row">
        <label>
          <span className="control-label">{t('ui.import.file')}</span>
          <input
            type="file"
            aria-label={t('ui.import.chooseFile')}
            accept=".csv,.tsv,.txt,.json,.jsonl,text/csv,application/json"
            disabled={reading}
            onChange={(e) => {
              const file = e.target.files?.[0];
              if (file) onFile(file, file.name);
              e.target.value = '';
            }}
          />
        </label>
        <label>
          <span className="control-label">{t('ui.import.delimiter')}</span>
          <select
            aria-label={t('ui.import.delimiter')}
            value={delimiter}
            onChange={(e) =>
              onChoices({ ...choices, delimiter: e.target.value as DelimiterChoice })
            }
          >
            <option value="detect">{t('ui.import.detect')}</option>
            <option value=",">{t('ui.import.comma')}</option>
            <option value=";">{t('ui.import.semicolon')}</option>
            <option value={'\t'}>{t('ui.import.tab')}</option>
          </select>
        </label>
        <label className="import-check">
          <input
            type="checkbox"
            checked={keepStrings}
            onChange={(e) => onChoices({ ...choices, keepStrings: e.target.checked })}
          />{' '}
          {t('ui.import.keepStrings')}
        </label>
      </div>
      <label className="import-paste">
        <span className="control-label">{t('ui.import.paste')}</span>
        <textarea
          aria-label={t('ui.import.pasteLabel')}
          translate="no"
          rows={4}
          spellCheck={false}
          value={pasted}
          onChange={(e) => setPasted(e.target.value)}
        />
      </label>
      <button
        type="button"
        disabled={reading || pasted.trim() === ''}
        onClick={() => {
          setImported(pasted);
          onFile(new Blob([pasted], { type: 'text/plain' }), t('ui.import.pastedName'));
        }}
      >
        {t('ui.import.importPasted')}
      </button>
      {reading && (
        <div className="load-progress">
          <progress
            aria-label={t('ui.import.readingLabel', { name: importing.name })}
            max={Math.max(importing.total, 1)}
            value={importing.read}
          />
          <span>
            {t('ui.import.reading', {
              name: importing.name,
              read: mb(importing.read),
              total: mb(importing.total),
            })}
          </span>
          <button type="button" onClick={onCancel}>
            {t('ui.import.cancel')}
          </button>
        </div>
      )}
      {importing.phase === 'failed' && (
        <p className="load-error" role="alert">
          {t('ui.import.failed', {
            name: importing.name,
            reason: importing.error
              ? sayImportError(translator, importing.error)
              : translator.say(importing.message),
          })}
        </p>
      )}
      {importing.phase === 'ready' && <ImportSummary status={importing} />}
      <ExportButtons />
      {guard.prompt}
      <form method="dialog" className="dialog-close">
        <button type="button" onClick={guard.requestClose}>
          {t('ui.import.close')}
        </button>
      </form>
    </dialog>
  );
}
