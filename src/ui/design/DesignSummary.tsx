/**
 * What the applied design costs, in the guide's terms: entities written per record, whether a
 * record's copies can be written in one entity group transaction, partitions, the largest one,
 * bytes, and every record that could not become an entity.
 */
import { formatCount } from '../../i18n/format';
import { useExplorer } from '../../state/view-context';
import { formatBytes } from '../plan-text';

/** The applied design's figures and problems. */
export function DesignSummary() {
  const loaded = useExplorer((s) => s.loaded);
  const designError = useExplorer((s) => s.designError);
  if (!loaded) return null;
  const { metrics, designProblems } = loaded;
  const ratio = Number(metrics.entitiesPerRecord.toFixed(2));
  return (
    <section className="design-summary" aria-label="What the applied design costs">
      <h3>Applied: {loaded.design.name}</h3>
      {designError && (
        <p className="template-error" role="alert">
          The last change was not applied: {designError.message}
        </p>
      )}
      <dl className="design-figures">
        <div>
          <dt>Entities per record</dt>
          <dd>{ratio}</dd>
        </div>
        <div>
          <dt>Entities</dt>
          <dd>{formatCount(metrics.entities)}</dd>
        </div>
        <div>
          <dt>Partitions</dt>
          <dd>{formatCount(metrics.partitions)}</dd>
        </div>
        <div>
          <dt>Largest partition</dt>
          <dd>
            {metrics.largestPartition
              ? `${metrics.largestPartition.partitionKey} (${formatCount(metrics.largestPartition.entities)})`
              : '—'}
          </dd>
        </div>
        <div>
          <dt>Size</dt>
          <dd>{formatBytes(metrics.bytes)}</dd>
        </div>
      </dl>
      <ul className="design-writes">
        {metrics.recordTypes
          .filter((t) => t.records > 0)
          .map((t) => (
            <li key={t.recordType}>
              A new {t.recordType} writes {Number(t.entitiesPerRecord.toFixed(2))}{' '}
              {t.entitiesPerRecord === 1 ? 'entity' : 'entities'}
              {t.sets.length > 1
                ? t.oneTransaction
                  ? ', all in one partition: one entity group transaction keeps them consistent.'
                  : ' in different partitions: no single transaction covers them, so keeping the copies consistent needs the eventually consistent pattern.'
                : '.'}
            </li>
          ))}
      </ul>
      {designProblems.total > 0 && (
        <details className="design-problems" open>
          <summary>
            {formatCount(designProblems.total)} {designProblems.total === 1 ? 'record' : 'records'}{' '}
            could not become entities
          </summary>
          <ul>
            {designProblems.sample.map((p) => (
              <li key={`${p.set}:${p.recordType}:${p.record}:${p.code}`}>
                {p.recordType} #{p.record + 1} ({p.set}): {p.message}
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
