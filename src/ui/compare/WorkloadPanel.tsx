/**
 * The workload: how often each access pattern runs and how its result grows, each record type's
 * production count, and the write streams with their cost per design. Editing any of it
 * recomputes the projection and the cost from the matrix, with no query run again.
 */
import { useId, useMemo } from 'react';
import { targetRecords } from '../../patterns';
import { shown } from '../../state/answer';
import { useComparison } from '../../state/comparison/context';
import { withRecords } from '../../state/comparison/workload-edits';
import { useExplorer } from '../../state/view-context';
import { useT } from '../i18n/translator-context';
import { NumberField } from './NumberField';
import { ReadRates } from './ReadRates';
import { modelledMatrix } from './use-cost';
import { WritePatterns } from './WritePatterns';

/** The workload panel. */
export function WorkloadPanel() {
  const { t } = useT();
  const headingId = useId();
  const matrix = useComparison((s) => shown(s.matrix));
  const workload = useComparison((s) => s.workload);
  const scale = useComparison((s) => s.scale);
  const patterns = useComparison((s) => s.patterns);
  const designs = useComparison((s) => s.designs);
  // The bounds it infers read each pattern's pinning property, which a first matrix lacks.
  const modelled = useMemo(
    () => modelledMatrix(matrix, patterns, designs),
    [matrix, patterns, designs],
  );
  const dataset = useComparison((s) => s.dataset);
  const update = useComparison((s) => s.update);
  const info = useExplorer((s) => s.catalogue.find((d) => d.id === dataset));
  const types = info?.recordTypes ?? [];
  const used = [...new Set(patterns.map((p) => p.recordType))];
  return (
    <section className="workload" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('workloadUi.heading')}</h3>
      <p className="muted">{t('workloadUi.about')}</p>
      <ReadRates matrix={modelled} />
      <div className="workload-records">
        {used.map((type) => (
          <NumberField
            key={type}
            label={t('workloadUi.recordsOf', { type })}
            value={
              matrix
                ? targetRecords(matrix, type, { scale, ...(workload ? { workload } : {}) })
                : (workload?.records?.[type] ?? scale ?? 0)
            }
            onChange={(n) => update({ workload: withRecords(workload, type, Math.round(n)) })}
          />
        ))}
      </div>
      <h4>{t('workloadUi.writesHeading')}</h4>
      <WritePatterns matrix={matrix} types={types} />
    </section>
  );
}
