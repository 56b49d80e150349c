/**
 * Edits one column's design in the key-design editor, inside an explorer view of its own: the
 * editor checks and applies the design there, and each applied design replaces the column's.
 */
import { useEffect, useId, useRef, useState } from 'react';
import type { Design } from '../../design';
import type { CandidateDesign } from '../../patterns';
import { useComparison, useComparisonView } from '../../state/comparison/context';
import { replaceDesign } from '../../state/comparison/edits';
import type { ExplorerView } from '../../state/explorer-view';
import { DesignEditor } from '../design/DesignEditor';
import { designName } from '../i18n/bundled-names';
import { useT } from '../i18n/translator-context';
import { SideExplorer } from './SideExplorer';

/** The editor of `candidate`'s design; `onClose` ends the editing. */
export function DesignColumnEditor(props: { candidate: CandidateDesign; onClose: () => void }) {
  const tr = useT();
  const { t } = tr;
  const { candidate, onClose } = props;
  const comparison = useComparisonView();
  const update = useComparison((s) => s.update);
  const dataset = useComparison((s) => s.dataset);
  const size = useComparison((s) => s.size);
  const seed = useComparison((s) => s.seed);
  const [view, setView] = useState<ExplorerView | null>(null);
  const headingId = useId();
  const section = useRef<HTMLElement>(null);
  // Opened from a column's header: bring the editor into view below the matrix.
  // Braces: Chromium's scrollIntoView now returns a promise, which React would take for a clean-up.
  useEffect(() => {
    section.current?.scrollIntoView({ block: 'nearest' });
  }, []);
  // The workspace the side view opened on: the column's design as it was when editing began.
  const opened = useRef({
    dataset,
    size,
    seed,
    design: candidate.design as Design | null,
    filter: '',
  });

  useEffect(() => {
    if (!view) return;
    return view.store.subscribe((state, prev) => {
      if (state.design === prev.design) return;
      const own = state.catalogue.find((d) => d.id === state.dataset)?.design;
      const design = state.design ?? own;
      if (!design) return;
      // The column keeps its own name; the editor's name is the preset's.
      const edited = replaceDesign(comparison.store.getState(), candidate.id, (old) => ({
        ...design,
        name: old.name,
      }));
      if (edited.ok) update({ designs: edited.spec.designs });
    });
  }, [view, comparison, candidate.id, update]);

  return (
    <section ref={section} className="design-column-editor" aria-labelledby={headingId}>
      <h3 id={headingId}>
        {t('compare.editDesign', { name: designName(tr, candidate.design.name).text })}
      </h3>
      <SideExplorer workspace={opened.current} onView={setView}>
        <DesignEditor />
      </SideExplorer>
      <button type="button" onClick={onClose}>
        {t('compare.done')}
      </button>
    </section>
  );
}
