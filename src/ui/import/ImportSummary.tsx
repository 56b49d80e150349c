/** What an import did: counts, the rejected rows with their lines, and the report to download. */

import { importReport } from '../../state/export-files';
import { sayImportError } from '../../state/import-messages';
import type { ImportStatus } from '../../state/store';
import { downloadText } from '../download';
import { useT } from '../i18n/translator-context';

/** Rows listed on the page; the downloadable report has every kept one. */
const SHOWN_ERRORS = 50;

/** The summary of a finished import. */
export function ImportSummary({ status }: { status: Extract<ImportStatus, { phase: 'ready' }> }) {
  const t = useT();
  const { name, count, rejected, errors, mismatch, records } = status;
  const kept = t.t(records ? 'ui.import.records' : 'ui.import.entities', { count });
  const said = t.t('ui.import.imported', {
    kept,
    rejected: t.t('ui.import.rows', { count: rejected }),
  });
  const sayRow = (e: (typeof errors)[number]) => sayImportError(t, e);
  return (
    <div className="import-summary" role="status" aria-label={t.t('ui.import.summaryLabel')}>
      <p>
        <strong translate="no">{name}</strong>: {said}
        {count === 0 && ` ${t.t('ui.import.nothingLoaded')}`}
      </p>
      {records && (
        <p>
          {records.dropped.length > 0
            ? t.t('ui.import.recordsReadDropped', {
                type: records.recordType.name,
                count: records.recordType.properties.length,
                dropped: records.dropped.join(', '),
              })
            : t.t('ui.import.recordsRead', {
                type: records.recordType.name,
                count: records.recordType.properties.length,
              })}
        </p>
      )}
      {mismatch && (
        <p className="import-mismatch" role="alert">
          {t.say(mismatch)}
        </p>
      )}
      {errors.length > 0 && (
        <>
          <ul className="import-errors" aria-label={t.t('ui.import.rejectedRows')}>
            {errors.slice(0, SHOWN_ERRORS).map((e) => (
              <li key={`${e.line}:${e.column ?? ''}:${e.code}`}>{sayRow(e)}</li>
            ))}
          </ul>
          {errors.length > SHOWN_ERRORS && (
            <p className="muted">
              {t.t('ui.import.firstShown', { shown: SHOWN_ERRORS, count: errors.length })}
            </p>
          )}
          <button
            type="button"
            onClick={() =>
              downloadText(
                importReport(t, name, status, sayRow),
                `${name}.errors.txt`,
                'text/plain',
              )
            }
          >
            {t.t('ui.import.download')}
          </button>
        </>
      )}
    </div>
  );
}
