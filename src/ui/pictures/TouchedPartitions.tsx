import type { PartitionStats } from '../../engine';
import { useT } from '../i18n/translator-context';

/** At most this many rows: a table scan over 10,000 partitions must not build 10,000 rows. */
const ROW_LIMIT = 50;

/** Props of the touched-partitions table. */
export interface TouchedPartitionsProps {
  readonly perPartition: readonly PartitionStats[];
  readonly onPartitionClick: (pk: string) => void;
  readonly onFocusPartition: (pk: string | null) => void;
}

/** The map's text equivalent: touched partitions with scanned and returned, each one click to filter. */
export function TouchedPartitions({
  perPartition,
  onPartitionClick,
  onFocusPartition,
}: TouchedPartitionsProps) {
  const shown = perPartition.slice(0, ROW_LIMIT);
  const { t, count } = useT();
  return (
    <details className="touched">
      <summary>{t('ui.pictures.touched', { count: perPartition.length })}</summary>
      <table>
        <caption className="visually-hidden">{t('ui.pictures.touchedCaption')}</caption>
        <thead>
          <tr>
            <th scope="col" translate="no">
              PartitionKey
            </th>
            <th scope="col">{t('ui.pictures.scanned')}</th>
            <th scope="col">{t('ui.pictures.returned')}</th>
            <th scope="col">
              <span className="visually-hidden">{t('ui.pictures.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {shown.map((p) => (
            <tr key={p.partitionKey}>
              <th scope="row" translate="no">
                {p.partitionKey}
              </th>
              <td>{count(p.scanned)}</td>
              <td>{count(p.returned)}</td>
              <td>
                <button
                  type="button"
                  className="link-button"
                  onClick={() => onFocusPartition(p.partitionKey)}
                >
                  {t('ui.pictures.show')}
                </button>{' '}
                <button
                  type="button"
                  className="link-button"
                  onClick={() => onPartitionClick(p.partitionKey)}
                >
                  {t('ui.pictures.filterTo')}
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {perPartition.length > ROW_LIMIT ? (
        <p className="muted">{t('ui.pictures.more', { count: perPartition.length - ROW_LIMIT })}</p>
      ) : null}
    </details>
  );
}
