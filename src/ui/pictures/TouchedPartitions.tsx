import type { PartitionStats } from '../../engine';
import { formatCount } from '../../i18n/format';

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
  return (
    <details className="touched">
      <summary>Touched partitions ({formatCount(perPartition.length)})</summary>
      <table>
        <caption className="visually-hidden">Partitions the query touched, in key order</caption>
        <thead>
          <tr>
            <th scope="col">PartitionKey</th>
            <th scope="col">Scanned</th>
            <th scope="col">Returned</th>
            <th scope="col">
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {shown.map((p) => (
            <tr key={p.partitionKey}>
              <th scope="row">{p.partitionKey}</th>
              <td>{formatCount(p.scanned)}</td>
              <td>{formatCount(p.returned)}</td>
              <td>
                <button
                  type="button"
                  className="link-button"
                  onClick={() => onFocusPartition(p.partitionKey)}
                >
                  Show
                </button>{' '}
                <button
                  type="button"
                  className="link-button"
                  onClick={() => onPartitionClick(p.partitionKey)}
                >
                  Filter to it
                </button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {perPartition.length > ROW_LIMIT ? (
        <p className="muted">and {formatCount(perPartition.length - ROW_LIMIT)} more partitions</p>
      ) : null}
    </details>
  );
}
