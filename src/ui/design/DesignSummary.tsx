/**
 * What the applied design costs, in the guide's terms: entities written per record, whether a
 * record's copies can be written in one entity group transaction, partitions, the largest one,
 * bytes, and every record that could not become an entity.
 */
import { useExplorer } from '../../state/view-context';
import { designName } from '../i18n/bundled-names';
import { useT } from '../i18n/translator-context';
import { formatBytes } from '../plan-text';
import { sayDesign, sayProblem } from './say-design';

/** The applied design's figures and problems. */
export function DesignSummary() {
  const t = useT();
  const loaded = useExplorer((s) => s.loaded);
  const designError = useExplorer((s) => s.designError);
  if (!loaded) return null;
  const { metrics, designProblems } = loaded;
  const ratio = Number(metrics.entitiesPerRecord.toFixed(2));
  // Ratios keep two decimals (1.5 entities per record); counts are whole.
  const decimals = new Intl.NumberFormat(t.locale, { maximumFractionDigits: 2 });
  const firstError = designError?.errors[0];
  return (
    <section className="design-summary" aria-label={t.t('ui.design.summaryLabel')}>
      <h3>{t.t('ui.design.applied', { name: designName(t, loaded.design.name).text })}</h3>
      {designError && (
        <p className="template-error" role="alert">
          {t.t('ui.design.lastChangeNotApplied', {
            reason: firstError ? sayDesign(t, firstError.message) : t.say(designError.message),
          })}
        </p>
      )}
      <dl className="design-figures">
        <div>
          <dt>{t.t('ui.design.entitiesPerRecord')}</dt>
          <dd>{decimals.format(ratio)}</dd>
        </div>
        <div>
          <dt>{t.t('ui.design.entities')}</dt>
          <dd>{t.count(metrics.entities)}</dd>
        </div>
        <div>
          <dt>{t.t('ui.design.partitions')}</dt>
          <dd>{t.count(metrics.partitions)}</dd>
        </div>
        <div>
          <dt>{t.t('ui.design.largestPartition')}</dt>
          <dd>
            {metrics.largestPartition ? (
              <>
                <span translate="no">{metrics.largestPartition.partitionKey}</span> (
                {t.count(metrics.largestPartition.entities)})
              </>
            ) : (
              '—'
            )}
          </dd>
        </div>
        <div>
          <dt>{t.t('ui.design.size')}</dt>
          <dd>{formatBytes(metrics.bytes, t)}</dd>
        </div>
      </dl>
      <ul className="design-writes">
        {metrics.recordTypes
          .filter((r) => r.records > 0)
          .map((r) => {
            const perRecord = Number(r.entitiesPerRecord.toFixed(2));
            const params = {
              recordType: r.recordType,
              count: perRecord,
              ratio: decimals.format(perRecord),
            };
            return (
              <li key={r.recordType}>
                {r.sets.length <= 1
                  ? t.t('ui.design.writes', params)
                  : r.oneTransaction
                    ? t.t('ui.design.writesOneTransaction', params)
                    : t.t('ui.design.writesManyPartitions', params)}
              </li>
            );
          })}
      </ul>
      {designProblems.total > 0 && (
        <details className="design-problems" open>
          <summary>{t.t('ui.design.problems', { count: designProblems.total })}</summary>
          <ul>
            {designProblems.sample.map((p) => (
              <li key={`${p.set}:${p.recordType}:${p.record}:${p.code}`}>
                <span translate="no">
                  {p.recordType} #{p.record + 1} ({p.set})
                </span>
                : {sayProblem(t, p)}
              </li>
            ))}
          </ul>
        </details>
      )}
    </section>
  );
}
