/**
 * Said while a comparison's first matrix is on show without the workload model's facts (each
 * design's growth, each pattern's pinning property): the cells are final, and the projection,
 * cost and heat follow once the full check answers, rather than being shown from a guess.
 */
import { hasModelFacts } from '../../patterns';
import { shown } from '../../state/answer';
import { useComparison } from '../../state/comparison/context';
import { useT } from '../i18n/translator-context';
import { ofCurrent } from './use-cost';

/** The line, or nothing once the matrix carries the model's facts (or before any matrix). */
export function ModelPending() {
  const { t } = useT();
  const matrix = useComparison((s) => shown(s.matrix));
  const patterns = useComparison((s) => s.patterns);
  const designs = useComparison((s) => s.designs);
  if (matrix === null || !ofCurrent(matrix, patterns, designs) || hasModelFacts(matrix)) {
    return null;
  }
  return (
    <p className="model-pending muted" role="status">
      {t('workloadUi.modelPending')}
    </p>
  );
}
