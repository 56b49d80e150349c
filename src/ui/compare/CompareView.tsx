/**
 * "Compare designs": candidate designs as columns, access patterns as rows, each cell checked
 * for correctness and cost, with storage and write cost per column, a projection to a larger
 * scale, the heat of reads and writes, and the selected cell's pictures in an explorer view of its own.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { type Coded, coded } from '../../engine';
import {
  type AccessPattern,
  type CandidateDesign,
  PROJECTION_SCALES,
  type Scenario,
} from '../../patterns';
import { shown } from '../../state/answer';
import { useComparison, useComparisonView } from '../../state/comparison/context';
import {
  addDesign,
  type Edited,
  newPattern,
  putPattern,
  removeDesign,
  removePattern,
  renameDesign,
  specFromDataset,
  specFromScenario,
} from '../../state/comparison/edits';
import { appComparisonEngines } from '../../state/comparison/pool';
import { setupOf } from '../../state/comparison/setup';
import { useExplorer } from '../../state/view-context';
import { AdvisorPanel } from './AdvisorPanel';
import { CellDetail } from './CellDetail';
import { ComparisonFiles } from './ComparisonFiles';
import { CosmosPanel } from './CosmosPanel';
import { CostPanel } from './CostPanel';
import { DesignColumnEditor } from './DesignColumnEditor';
import { HeatPanel } from './HeatPanel';
import { LiveTablePanel } from './LiveTablePanel';
import { MatrixGrid } from './MatrixGrid';
import { ParametersPanel } from './ParametersPanel';
import { PatternEditor } from './PatternEditor';
import { ScenarioCards } from './ScenarioCards';
import { WorkloadPanel } from './WorkloadPanel';
import './compare.css';
import { presetName } from '../design/preset-names';
import { designName, patternName } from '../i18n/bundled-names';
import { useT } from '../i18n/translator-context';
import { AssumptionsPanel } from './AssumptionsPanel';
import { ModelPending } from './ModelPending';
import { useCost } from './use-cost';
import { useProjection } from './use-projection';

/** The comparison view; its controller runs while it is shown, its store outlives it. */
export function CompareView() {
  const tr = useT();
  const { t, say } = tr;
  const comparison = useComparisonView();
  useEffect(() => comparison.start(appComparisonEngines()), [comparison]);
  const state = useComparison((s) => s);
  const mainDataset = useExplorer((s) => s.dataset);
  const mainSize = useExplorer((s) => s.size);
  const mainSeed = useExplorer((s) => s.seed);
  const mainDesign = useExplorer((s) => s.design);
  const catalogue = useExplorer((s) => s.catalogue);
  const [problem, setProblem] = useState<Coded | null>(null);
  const problemRef = useRef<HTMLParagraphElement>(null);
  // A refusal is said beside the control that asked: brought into view, since the view below
  // (a cell's pictures, the workload) may have scrolled that control away. Braces: Chromium's
  // scrollIntoView returns a promise, which React would take for a clean-up.
  useEffect(() => {
    if (problem) problemRef.current?.scrollIntoView({ block: 'nearest' });
  }, [problem]);
  const [editing, setEditing] = useState<AccessPattern | null>(null);
  const [designing, setDesigning] = useState<string | null>(null);
  const [renaming, setRenaming] = useState<string | null>(null);
  const scenarioId = useId();
  const scaleId = useId();
  const addId = useId();
  const headingId = useId();

  const info = catalogue.find((d) => d.id === state.dataset);
  const matrix = shown(state.matrix);
  const projection = useProjection();
  const cost = useCost();
  const loading = state.load.phase === 'running';
  const apply = (edited: Edited) => {
    if (edited.ok) {
      setProblem(null);
      state.update(edited.spec);
    } else setProblem(edited.error);
  };
  const openScenario = (scenario: Scenario) => {
    state.select(null);
    apply({ ok: true, spec: specFromScenario(scenario) });
  };
  const startFromDataset = () => {
    const here = catalogue.find((d) => d.id === mainDataset);
    if (!here) return;
    const first = mainDesign ?? here.design;
    const spec = specFromDataset({ dataset: mainDataset, size: mainSize, seed: mainSeed }, first);
    const other = here.presets.find((p) => p.design.name !== first.name);
    apply(other ? addDesign(spec, other.design, other.id) : { ok: true, spec });
  };

  const columnTools = (d: CandidateDesign) => (
    <span className="matrix-tools">
      {renaming === d.id ? (
        <input
          aria-label={t('compare.designName')}
          defaultValue={d.design.name}
          // biome-ignore lint/a11y/noAutofocus: the user just asked to rename this column.
          autoFocus
          onBlur={() => setRenaming(null)}
          onKeyDown={(e) => {
            if (e.key === 'Escape') setRenaming(null);
            if (e.key !== 'Enter') return;
            apply(renameDesign(comparison.store.getState(), d.id, e.currentTarget.value));
            setRenaming(null);
          }}
        />
      ) : (
        <button
          type="button"
          className="tool"
          onClick={() => setRenaming(d.id)}
          aria-label={t('compare.renameDesign', { name: designName(tr, d.design.name).text })}
        >
          ✎
        </button>
      )}
      <button
        type="button"
        className="tool"
        onClick={() => setDesigning(d.id)}
        aria-label={t('compare.editDesign', { name: designName(tr, d.design.name).text })}
      >
        ⚙
      </button>
      <button
        type="button"
        className="tool"
        onClick={() => apply(removeDesign(comparison.store.getState(), d.id))}
        aria-label={t('compare.removeDesign', { name: designName(tr, d.design.name).text })}
      >
        ✕
      </button>
    </span>
  );
  const rowTools = (p: AccessPattern) => (
    <span className="matrix-tools">
      <button
        type="button"
        className="tool"
        onClick={() => setEditing(p)}
        aria-label={t('compare.editPattern', { name: patternName(tr, p).text })}
      >
        ✎
      </button>
      <button
        type="button"
        className="tool"
        onClick={() => state.update(removePattern(comparison.store.getState(), p.id))}
        aria-label={t('compare.removePattern', { name: patternName(tr, p).text })}
      >
        ✕
      </button>
    </span>
  );
  const designBeingEdited = state.designs.find((d) => d.id === designing);

  return (
    <section className="compare" aria-labelledby={headingId}>
      <h2 id={headingId} className="visually-hidden">
        {t('compare.heading')}
      </h2>
      <div className="compare-bar">
        <label htmlFor={scenarioId}>{t('compare.scenarioLabel')}</label>
        <select
          id={scenarioId}
          value={state.scenario ?? ''}
          onChange={(e) => {
            const scenario = state.scenarios.find((s) => s.id === e.target.value);
            if (scenario) openScenario(scenario);
          }}
        >
          <option value="">{t('compare.scenarioNone')}</option>
          {state.scenarios.map((s) => (
            <option key={s.id} value={s.id} title={say(s.about)}>
              {say(s.title)}
            </option>
          ))}
        </select>
        <button type="button" onClick={startFromDataset}>
          {t('compare.fromDataset')}
        </button>
        <ComparisonFiles
          onOpen={({ recipe, comparison: spec }) => {
            state.select(null);
            setProblem(null);
            // The file's recipe and comparison, read as a link's would be (setupOf).
            state.update(
              setupOf({
                comparison: spec,
                dataset: recipe.dataset,
                size: recipe.size,
                seed: recipe.seed,
              }),
            );
          }}
        />
        <label htmlFor={scaleId}>{t('compare.scaleLabel')}</label>
        <select
          id={scaleId}
          value={state.scale ?? ''}
          onChange={(e) => state.update({ scale: e.target.value ? Number(e.target.value) : null })}
        >
          <option value="">{t('compare.scaleLoaded', { count: state.size })}</option>
          {PROJECTION_SCALES.map((n) => (
            <option key={n} value={n}>
              {t('compare.scaleProjected', { count: n })}
            </option>
          ))}
        </select>
        {state.scale !== null ? (
          <span className="projection-flag">{t('compare.projectionFlag')}</span>
        ) : null}
        <output className="compare-status" aria-live="polite">
          {loading
            ? t('compare.loading', {
                done: state.load.done ?? 0,
                count: state.load.expected ?? state.size,
              })
            : state.matrix.phase === 'running'
              ? t('compare.checking')
              : ''}
        </output>
      </div>
      {state.load.phase === 'failed' ? (
        <p className="input-error" role="alert">
          {t('compare.loadFailed', { message: say(state.load.message) })}
          {state.gaveUp ? (
            <>
              {' '}
              <button type="button" onClick={() => comparison.retry()}>
                {say(coded('state.tryAgain'))}
              </button>
            </>
          ) : null}
        </p>
      ) : null}
      {state.matrix.phase === 'failed' ? (
        <p className="input-error" role="alert">
          {t('compare.checkFailed', { message: say(state.matrix.message) })}
        </p>
      ) : null}
      {state.designs.length === 0 ? (
        <ScenarioCards scenarios={state.scenarios} onOpen={openScenario} />
      ) : (
        <div className="compare-body">
          <div className="compare-main">
            <MatrixGrid
              designs={state.designs}
              patterns={state.patterns}
              matrix={matrix}
              projection={state.scale === null ? null : projection}
              cost={cost ? { value: cost, currency: state.prices.currency } : null}
              stale={state.matrix.phase === 'running' || loading}
              selection={state.selection}
              onSelect={(patternId, designId) =>
                state.select({
                  patternId,
                  designId,
                  besideDesignId:
                    state.selection?.besideDesignId === designId
                      ? null
                      : (state.selection?.besideDesignId ?? null),
                })
              }
              onUseSuggestion={(patternId, designId, query) => {
                const pattern = state.patterns.find((p) => p.id === patternId);
                if (pattern)
                  state.update(
                    putPattern(comparison.store.getState(), {
                      ...pattern,
                      queries: { ...pattern.queries, [designId]: query },
                    }),
                  );
              }}
              columnTools={columnTools}
              rowTools={rowTools}
            />
            <div className="matrix-actions">
              <button
                type="button"
                onClick={() =>
                  // The new pattern's name is the reader's to keep or change, in their language.
                  setEditing({
                    ...newPattern(state, info?.recordTypes[0]?.name ?? ''),
                    name: t('compare.newPatternName'),
                  })
                }
              >
                {t('compare.addPattern')}
              </button>
              <label htmlFor={addId}>{t('compare.addDesignFrom')}</label>
              <select
                id={addId}
                value=""
                onChange={(e) => {
                  const value = e.target.value;
                  // The explorer's design, when it is of this comparison's records.
                  const current = state.dataset === mainDataset ? mainDesign : null;
                  const design =
                    value === 'current'
                      ? (current ?? info?.design)
                      : info?.presets.find((p) => p.id === value)?.design;
                  if (design)
                    apply(
                      addDesign(
                        comparison.store.getState(),
                        design,
                        value === 'current' ? undefined : value,
                      ),
                    );
                }}
              >
                <option value="">{t('compare.addDesign')}</option>
                <option value="current">{t('compare.currentDesign')}</option>
                {info?.presets.map((p) => (
                  <option key={p.id} value={p.id}>
                    {presetName(tr, p)}
                  </option>
                ))}
              </select>
              {/* Beside the control that was refused (the design cap), where the user looks. */}
              {problem ? (
                <p className="input-error" role="alert" ref={problemRef}>
                  {say(problem)}
                </p>
              ) : null}
            </div>
            {state.scale !== null && projection ? (
              <div className="projection-note">
                <p>{t('compare.projectionNote', { count: projection.records })}</p>
                <ul>
                  {projection.model.map((line) => (
                    <li key={line.code}>{say(line)}</li>
                  ))}
                </ul>
                <AssumptionsPanel />
              </div>
            ) : null}
          </div>
          <aside className="compare-side">
            <ParametersPanel />
          </aside>
        </div>
      )}
      {designBeingEdited ? (
        <DesignColumnEditor
          key={designBeingEdited.id}
          candidate={designBeingEdited}
          onClose={() => setDesigning(null)}
        />
      ) : null}
      <CellDetail />
      {state.designs.length > 0 ? <LiveTablePanel /> : null}
      {state.designs.length > 0 ? <AdvisorPanel /> : null}
      {state.designs.length > 0 ? (
        <>
          <ModelPending />
          <CostPanel />
          <HeatPanel />
          <CosmosPanel />
          <WorkloadPanel />
        </>
      ) : null}
      {editing ? (
        <PatternEditor key={editing.id} pattern={editing} onClose={() => setEditing(null)} />
      ) : null}
    </section>
  );
}
