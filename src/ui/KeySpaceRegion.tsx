/**
 * The key-space region: feeds the pictures (src/ui/pictures, drawn by their own module) from the
 * store and the worker, and turns their clicks and brushes into filter rewrites.
 */
import type { PartitionInfo } from '../engine';
import { pictureFilter, shownAnalysis } from '../state/query-state';
import { useExplorer, useExplorerActions } from '../state/view-context';
import { useT } from './i18n/translator-context';
import { KeySpacePictures } from './pictures/KeySpacePictures';
import { usePresenterScale } from './pictures/scale';

const NO_PARTITIONS: readonly PartitionInfo[] = [];

/** The key-space region's content. */
export function KeySpaceRegion() {
  const explorerActions = useExplorerActions();
  const { t } = useT();
  const partitions = useExplorer((s) => s.loaded?.partitions ?? NO_PARTITIONS);
  const loaded = useExplorer((s) => s.loaded !== null);
  const analysis = useExplorer((s) => shownAnalysis(s.query));
  // The analysis's spans index the text it was computed for.
  const filter = useExplorer((s) => pictureFilter(s.query, s.filter));
  const detail = useExplorer((s) => s.detail);
  const focusPartition = useExplorer((s) => s.focusPartition);
  const step = useExplorer((s) => s.step);
  const highlight = useExplorer((s) => s.highlight);
  const setFocusPartition = useExplorer((s) => s.setFocusPartition);
  const setStep = useExplorer((s) => s.setStep);
  const setHighlight = useExplorer((s) => s.setHighlight);
  // On a projector the pictures are drawn large enough to read from the back of the room.
  const scale = usePresenterScale(useExplorer((s) => s.presenter));

  if (!loaded) return <p className="empty">{t('ui.keyspace.empty')}</p>;
  return (
    <KeySpacePictures
      partitions={partitions}
      analysis={analysis}
      detail={detail}
      focusPartition={focusPartition}
      filter={filter}
      step={step}
      highlight={highlight}
      onFocusPartition={setFocusPartition}
      onPartitionClick={(pk) => explorerActions()?.partitionClick(pk)}
      onRowKeyBrush={(lower, upper) => explorerActions()?.rowKeyBrush(lower, upper)}
      onStepChange={setStep}
      onHighlight={setHighlight}
      scale={scale}
    />
  );
}
