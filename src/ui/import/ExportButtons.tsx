/** Export: the current results or the whole table, as typed CSV or OData JSON, built in the worker. */
import { useState } from 'react';
import type { ExportScope } from '../../state/export-files';
import type { ExportFormat } from '../../state/importer';
import { useExplorer, useExplorerActions } from '../../state/view-context';
import { downloadText } from '../download';

const CHOICES: readonly { scope: ExportScope; format: ExportFormat; label: string }[] = [
  { scope: 'results', format: 'typed-csv', label: 'Results as typed CSV' },
  { scope: 'results', format: 'odata-json', label: 'Results as OData JSON' },
  { scope: 'table', format: 'typed-csv', label: 'Whole table as typed CSV' },
  { scope: 'table', format: 'odata-json', label: 'Whole table as OData JSON' },
];

/** The four export buttons and what the last export did. */
export function ExportButtons() {
  const explorerActions = useExplorerActions();
  const ready = useExplorer((s) => s.load.phase === 'ready');
  const [message, setMessage] = useState<string | null>(null);
  const run = async (scope: ExportScope, format: ExportFormat) => {
    const actions = explorerActions();
    if (!actions) return;
    setMessage('Exporting…');
    const file = await actions.exportData(scope, format);
    if (!file.ok) {
      setMessage(`The export failed: ${file.message}`);
      return;
    }
    downloadText(file.text, file.name, format === 'typed-csv' ? 'text/csv' : 'application/json');
    setMessage(`Saved ${file.name} (${file.count.toLocaleString('en-US')} entities).`);
  };
  return (
    <fieldset className="export-buttons">
      <legend>Export</legend>
      {CHOICES.map((c) => (
        <button
          key={c.label}
          type="button"
          disabled={!ready}
          onClick={() => void run(c.scope, c.format)}
        >
          {c.label}
        </button>
      ))}
      {message && (
        <p className="muted" aria-live="polite">
          {message}
        </p>
      )}
    </fieldset>
  );
}
