/**
 * The import dialog: pick a file or paste text, choose how CSV is read, watch the worker read it
 * (with Cancel), and read what was kept and rejected; the export buttons sit beside.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { ImportOptions } from '../../state/importer';
import { useExplorer } from '../../state/view-context';
import { ExportButtons } from './ExportButtons';
import { ImportSummary } from './ImportSummary';

/** The delimiter choice: detected, or forced. */
export type DelimiterChoice = 'detect' | ',' | ';' | '\t';

/** The reading options the user set, as the worker takes them. */
export function importOptionsOf(delimiter: DelimiterChoice, keepStrings: boolean): ImportOptions {
  return {
    ...(delimiter === 'detect' ? {} : { delimiter }),
    ...(keepStrings ? { inferTypes: false } : {}),
  };
}

const megabytes = (bytes: number) => `${(bytes / (1024 * 1024)).toFixed(1)} MB`;

/** The modal dialog; `onFile` starts an import, `onCancel` stops it, `onClose` hides the dialog. */
export function ImportDialog({
  delimiter,
  keepStrings,
  onDelimiter,
  onKeepStrings,
  onFile,
  onCancel,
  onClose,
}: {
  delimiter: DelimiterChoice;
  keepStrings: boolean;
  onDelimiter: (d: DelimiterChoice) => void;
  onKeepStrings: (keep: boolean) => void;
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

  return (
    <dialog ref={dialog} className="import-dialog" aria-labelledby={titleId} onClose={onClose}>
      <h3 id={titleId}>Import data</h3>
      <p className="muted">
        Typed CSV from Azure Storage Explorer (<code>.typed.csv</code>), plain CSV, or OData JSON
        (an array, a response body, or JSON lines). The keys are taken from the file. It stays in
        this browser; a link names it, but does not carry it.
      </p>
      {missing && (
        <p className="import-wanted">
          This view was made from <strong>{missing.name}</strong> (
          {missing.count.toLocaleString('en-US')} entities): choose or drop that file.
        </p>
      )}
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
            onChange={(e) => onDelimiter(e.target.value as DelimiterChoice)}
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
            onChange={(e) => onKeepStrings(e.target.checked)}
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
