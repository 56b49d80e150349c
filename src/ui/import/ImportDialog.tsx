/**
 * The import dialog: pick a file or paste text, choose how CSV is read, watch the worker read it
 * (with Cancel), and read what was kept and rejected; the export buttons sit beside.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { ImportOptions } from '../../state/importer';
import { useExplorer } from '../../state/view-context';
import { ExportButtons } from './ExportButtons';
import { ImportSummary } from './ImportSummary';
import { IMPORT_MESSAGES } from './messages';

/** The delimiter choice: detected, or forced. */
export type DelimiterChoice = 'detect' | ',' | ';' | '\t';

/** What the user chose in the dialog about how a file is read. */
export interface ImportChoices {
  readonly delimiter: DelimiterChoice;
  readonly keepStrings: boolean;
  /** Entities with the file's keys, or records whose keys a design makes. */
  readonly as: 'entities' | 'records';
}

/** The choices before the user makes any. */
export const DEFAULT_CHOICES: ImportChoices = {
  delimiter: 'detect',
  keepStrings: false,
  as: 'entities',
};

/**
 * The choices a file is read with: the user's, except that a view waiting for its file (a link
 * opened where the file is not) reads it as that view's import did, entities or records, so
 * the fingerprints can match.
 */
export function choicesFor(
  choices: ImportChoices,
  wanted: { readonly as?: 'records' } | null,
): ImportChoices {
  return wanted ? { ...choices, as: wanted.as ?? 'entities' } : choices;
}

/** The reading options the user set, as the worker takes them. */
export function importOptionsOf({ delimiter, keepStrings, as }: ImportChoices): ImportOptions {
  return {
    ...(delimiter === 'detect' ? {} : { delimiter }),
    ...(keepStrings ? { inferTypes: false } : {}),
    ...(as === 'records' ? { as } : {}),
  };
}

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

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
  const dialog = useRef<HTMLDialogElement>(null);
  const importing = useExplorer((s) => s.importing);
  const missing = useExplorer((s) => s.missingImport);
  const [pasted, setPasted] = useState('');
  const titleId = useId();
  useEffect(() => {
    const d = dialog.current;
    if (d && !d.open) d.showModal();
  }, []);
  const reading = importing.phase === 'reading';
  const { delimiter, keepStrings } = choices;

  return (
    <dialog ref={dialog} className="import-dialog" aria-labelledby={titleId} onClose={onClose}>
      <h3 id={titleId}>Import data</h3>
      <p className="muted">
        Typed CSV from Azure Storage Explorer (<code>.typed.csv</code>), plain CSV, or OData JSON
        (an array, a response body, or JSON lines). It stays in this browser; a link names it, but
        does not carry it.
      </p>
      {missing && (
        <p className="import-wanted">
          This view was made from <strong>{missing.name}</strong> (
          {missing.count.toLocaleString('en-US')}{' '}
          {missing.as === 'records' ? 'records' : 'entities'}): choose or drop that file.
        </p>
      )}
      <fieldset className="import-as">
        <legend className="control-label">{IMPORT_MESSAGES.asLegend}</legend>
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
            {as === 'entities' ? IMPORT_MESSAGES.asEntities : IMPORT_MESSAGES.asRecords}
          </label>
        ))}
        <p className="muted">
          {choices.as === 'entities'
            ? IMPORT_MESSAGES.asEntitiesHint
            : IMPORT_MESSAGES.asRecordsHint}
        </p>
      </fieldset>
      <div className="import-row">
        <label>
          <span className="control-label">File</span>
          <input
            type="file"
            aria-label="Choose a file to import"
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
          <span className="control-label">CSV delimiter</span>
          <select
            aria-label="CSV delimiter"
            value={delimiter}
            onChange={(e) =>
              onChoices({ ...choices, delimiter: e.target.value as DelimiterChoice })
            }
          >
            <option value="detect">Detect</option>
            <option value=",">Comma</option>
            <option value=";">Semicolon</option>
            <option value={'\t'}>Tab</option>
          </select>
        </label>
        <label className="import-check">
          <input
            type="checkbox"
            checked={keepStrings}
            onChange={(e) => onChoices({ ...choices, keepStrings: e.target.checked })}
          />{' '}
          Keep every value as String (plain CSV)
        </label>
      </div>
      <label className="import-paste">
        <span className="control-label">Or paste the file's text</span>
        <textarea
          aria-label="Text to import"
          rows={4}
          spellCheck={false}
          value={pasted}
          onChange={(e) => setPasted(e.target.value)}
        />
      </label>
      <button
        type="button"
        disabled={reading || pasted.trim() === ''}
        onClick={() => onFile(new Blob([pasted], { type: 'text/plain' }), 'pasted text')}
      >
        Import the pasted text
      </button>
      {reading && (
        <div className="load-progress">
          <progress
            aria-label={`Reading ${importing.name}`}
            max={Math.max(importing.total, 1)}
            value={importing.read}
          />
          <span>
            Reading {importing.name}: {megabytes(importing.read)} of {megabytes(importing.total)}
          </span>
          <button type="button" onClick={onCancel}>
            Cancel
          </button>
        </div>
      )}
      {importing.phase === 'failed' && (
        <p className="load-error" role="alert">
          {importing.name} was not imported: {importing.message}. The previous dataset stays.
        </p>
      )}
      {importing.phase === 'done' && <ImportSummary status={importing} />}
      <ExportButtons />
      <form method="dialog" className="dialog-close">
        <button type="submit">Close</button>
      </form>
    </dialog>
  );
}
