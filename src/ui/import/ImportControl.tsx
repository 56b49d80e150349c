/**
 * "Import data…" in the dataset region: opens the import dialog, and takes a file dropped
 * anywhere on the page (showing where to drop it while one is dragged).
 */
import { useCallback, useState } from 'react';
import { useExplorer, useExplorerActions } from '../../state/view-context';
import { useT } from '../i18n/translator-context';
import { lazyView } from '../LazyView';
import { choicesFor, DEFAULT_CHOICES, type ImportChoices, importOptionsOf } from './import-choices';
import { useFileDrop } from './useFileDrop';

// The dialog is a chunk of its own, fetched when it first opens.
const ImportDialog = lazyView('import', () => import('./ImportDialog').then((m) => m.ImportDialog));

/** The button, the dialog and the page-wide drop target. */
export function ImportControl() {
  const { t } = useT();
  const explorerActions = useExplorerActions();
  const [open, setOpen] = useState(false);
  const [choices, setChoices] = useState<ImportChoices>(DEFAULT_CHOICES);
  const wanted = useExplorer((s) => s.missingImport);
  const start = useCallback(
    (file: Blob, name: string) => {
      setOpen(true);
      const options = importOptionsOf(choicesFor(choices, wanted));
      void explorerActions()?.importFile(file, name, options);
    },
    [choices, wanted, explorerActions],
  );
  const dropFile = useCallback((file: File) => start(file, file.name), [start]);
  const dragging = useFileDrop(dropFile);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        {t('ui.import.open')}
      </button>
      {open && (
        <ImportDialog
          choices={choices}
          onChoices={setChoices}
          onFile={start}
          onCancel={() => explorerActions()?.cancelImport()}
          onClose={() => setOpen(false)}
        />
      )}
      {dragging && (
        <div className="drop-overlay" role="status" aria-live="polite">
          <p>{t('ui.import.drop')}</p>
        </div>
      )}
    </>
  );
}
