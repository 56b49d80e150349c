/**
 * "Import data…" in the dataset region: opens the import dialog, and takes a file dropped
 * anywhere on the page (showing where to drop it while one is dragged).
 */
import { useCallback, useState } from 'react';
import { useExplorerActions } from '../../state/view-context';
import { type DelimiterChoice, ImportDialog, importOptionsOf } from './ImportDialog';
import { useFileDrop } from './useFileDrop';

/** The button, the dialog and the page-wide drop target. */
export function ImportControl() {
  const explorerActions = useExplorerActions();
  const [open, setOpen] = useState(false);
  const [delimiter, setDelimiter] = useState<DelimiterChoice>('detect');
  const [keepStrings, setKeepStrings] = useState(false);
  const start = useCallback(
    (file: Blob, name: string) => {
      setOpen(true);
      void explorerActions()?.importFile(file, name, importOptionsOf(delimiter, keepStrings));
    },
    [delimiter, keepStrings, explorerActions],
  );
  const dropFile = useCallback((file: File) => start(file, file.name), [start]);
  const dragging = useFileDrop(dropFile);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Import data…
      </button>
      {open && (
        <ImportDialog
          delimiter={delimiter}
          keepStrings={keepStrings}
          onDelimiter={setDelimiter}
          onKeepStrings={setKeepStrings}
          onFile={start}
          onCancel={() => explorerActions()?.cancelImport()}
          onClose={() => setOpen(false)}
        />
      )}
      {dragging && (
        <div className="drop-overlay" role="status" aria-live="polite">
          <p>Drop the file to import it (typed CSV, CSV or OData JSON)</p>
        </div>
      )}
    </>
  );
}
