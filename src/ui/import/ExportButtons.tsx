/** Export: the current results or the whole table, as typed CSV or OData JSON, built in the worker. */
import { useState } from 'react';
import type { BareKey } from '../../i18n/params';
import type { ExportScope } from '../../state/export-files';
import type { ExportFormat } from '../../state/importer';
import { useExplorer, useExplorerActions } from '../../state/view-context';
import { downloadText } from '../download';
import { useT } from '../i18n/translator-context';

const CHOICES: readonly { scope: ExportScope; format: ExportFormat; label: BareKey }[] = [
  { scope: 'results', format: 'typed-csv', label: 'ui.import.resultsCsv' },
  { scope: 'results', format: 'odata-json', label: 'ui.import.resultsJson' },
  { scope: 'table', format: 'typed-csv', label: 'ui.import.tableCsv' },
  { scope: 'table', format: 'odata-json', label: 'ui.import.tableJson' },
];

/** The four export buttons and what the last export did. */
export function ExportButtons() {
  const { t, say } = useT();
  const explorerActions = useExplorerActions();
  const ready = useExplorer((s) => s.load.phase === 'ready');
  const [message, setMessage] = useState<string | null>(null);
  const run = async (scope: ExportScope, format: ExportFormat) => {
    const actions = explorerActions();
    if (!actions) return;
    setMessage(t('ui.import.exporting'));
    const file = await actions.exportData(scope, format);
    if (!file.ok) {
      setMessage(t('ui.import.exportFailed', { reason: say(file.error) }));
      return;
    }
    downloadText(file.text, file.name, format === 'typed-csv' ? 'text/csv' : 'application/json');
    setMessage(t('ui.import.saved', { name: file.name, count: file.count }));
  };
  return (
    <fieldset className="export-buttons">
      <legend>{t('ui.import.export')}</legend>
      {CHOICES.map((c) => (
        <button
          key={c.label}
          type="button"
          disabled={!ready}
          onClick={() => void run(c.scope, c.format)}
        >
          {t(c.label)}
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
