/** What an import did: counts, the rejected rows with their lines, and the report to download. */

import { formatCount, plural } from '../../i18n/format';
import { importReport } from '../../state/export-files';
import type { ImportStatus } from '../../state/store';
import { downloadText } from '../download';
import { useT } from '../i18n/translator-context';
import { IMPORT_MESSAGES } from './messages';

/** Rows listed on the page; the downloadable report has every kept one. */
const SHOWN_ERRORS = 50;

/** The summary of a finished import. */
export function ImportSummary({ status }: { status: Extract<ImportStatus, { phase: 'done' }> }) {
  const { name, count, rejected, errors, mismatch, records } = status;
  const { say } = useT();
  return (
    <div className="import-summary" role="status" aria-label="Import summary">
      <p>
        <strong>{name}</strong>:{' '}
        {plural(count, records ? 'record' : 'entity', records ? 'records' : 'entities')} imported,{' '}
        {plural(rejected, 'row', 'rows')} rejected.
        {count === 0 && ' Nothing was loaded: the previous dataset stays.'}
      </p>
      {records && (
        <p>
          {IMPORT_MESSAGES.recordsRead(
            records.recordType.name,
            records.recordType.properties.length,
            records.dropped,
          )}
        </p>
      )}
      {mismatch && (
        <p className="import-mismatch" role="alert">
          {say(mismatch)}
        </p>
      )}
      {errors.length > 0 && (
        <>
          <ul className="import-errors" aria-label="Rejected rows">
            {errors.slice(0, SHOWN_ERRORS).map((e) => (
              <li key={`${e.line}:${e.column ?? ''}:${e.code}`}>{e.message}</li>
            ))}
          </ul>
          {errors.length > SHOWN_ERRORS && (
            <p className="muted">
              The first {SHOWN_ERRORS} are shown; the report lists {formatCount(errors.length)}.
            </p>
          )}
          <button
            type="button"
            onClick={() =>
              downloadText(importReport(name, status), `${name}.errors.txt`, 'text/plain')
            }
          >
            Download the rejected rows
          </button>
        </>
      )}
    </div>
  );
}
