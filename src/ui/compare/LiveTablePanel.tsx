/**
 * The comparison's live-table panel: choose a design, seed a table with the loaded records
 * through it (the seed dialog), then run every access pattern on that table and see, per
 * pattern, whether model and service return the same entities in the same order.
 */
import { useEffect, useId, useState } from 'react';
import { useStore } from 'zustand';
import type { AccessPattern } from '../../patterns';
import { shown } from '../../state/answer';
import { useComparison, useComparisonView } from '../../state/comparison/context';
import { type SeedController, startSeedController } from '../../state/comparison/seed';
import type { PatternRow } from '../../state/comparison/seed-store';
import { designName, patternName } from '../i18n/bundled-names';
import { useT } from '../i18n/translator-context';
import { SeedDialog } from '../live/SeedDialog';
import { DesignOptions } from './DesignOptions';

/** One pattern's verdict cell. */
function Verdict({ row }: { row: PatternRow }) {
  const { t, say } = useT();
  if (row.status === 'no-query') return <>{t('ui.seed.noQuery')}</>;
  if (row.status === 'problem')
    return <>{t('ui.seed.problem', { problem: say(row.problem.message) })}</>;
  if (row.agree) return <strong>{t('ui.seed.agree')}</strong>;
  return <>{t('ui.seed.differ', { position: (row.firstDifference ?? 0) + 1 })}</>;
}

/** The table of every pattern's result, with the summary line above it. */
function Results({
  controller,
  patterns,
  design,
}: {
  controller: SeedController;
  patterns: readonly AccessPattern[];
  design: string;
}) {
  const tr = useT();
  const { t } = tr;
  const run = useStore(controller.store, (s) => s.run);
  if (run.phase === 'running') {
    return (
      <p aria-live="polite">{t('ui.seed.running', { done: run.done + 1, total: run.total })}</p>
    );
  }
  if (run.phase !== 'done') return null;
  const ran = run.rows.filter((r) => r.status === 'ran');
  const agree = ran.filter((r) => r.status === 'ran' && r.agree).length;
  return (
    <>
      <p role="status">{t('ui.seed.summary', { agree, total: run.rows.length })}</p>
      <table className="seed-results">
        <caption>{t('ui.seed.resultsCaption', { design })}</caption>
        <thead>
          <tr>
            <th scope="col">{t('ui.seed.colPattern')}</th>
            <th scope="col">{t('ui.seed.colVerdict')}</th>
            <th scope="col">{t('ui.seed.colModel')}</th>
            <th scope="col">{t('ui.seed.colLive')}</th>
            <th scope="col">{t('ui.seed.colRequests')}</th>
          </tr>
        </thead>
        <tbody>
          {run.rows.map((row) => {
            const p = patterns.find((x) => x.id === row.patternId);
            const name = p ? patternName(tr, p) : { text: row.patternId, data: true };
            return (
              <tr key={row.patternId}>
                <th scope="row" translate={name.data ? 'no' : undefined}>
                  {name.text}
                </th>
                <td>
                  <Verdict row={row} />
                </td>
                <td>{row.status === 'ran' ? tr.count(row.model) : '—'}</td>
                <td>{row.status === 'ran' ? tr.count(row.live) : '—'}</td>
                <td>
                  {row.status === 'ran'
                    ? `${tr.count(row.modelRequests)}, ${tr.count(row.liveRequests)}`
                    : '—'}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <p className="cell-note">{t('ui.seed.requestsNote')}</p>
    </>
  );
}

/** The panel; its controller (and the SAS it holds) lives while the comparison view is open. */
export function LiveTablePanel() {
  const tr = useT();
  const { t } = tr;
  const comparison = useComparisonView();
  const designs = useComparison((s) => s.designs);
  const patterns = useComparison((s) => s.patterns);
  const matrixReady = useComparison((s) => shown(s.matrix) !== null);
  const [controller] = useState(() =>
    startSeedController({ comparison, origin: globalThis.location?.origin ?? null }),
  );
  useEffect(() => () => controller.stop(), [controller]);
  const dialog = useStore(controller.store, (s) => s.dialog);
  const seeded = useStore(controller.store, (s) => s.seeded);
  const running = useStore(controller.store, (s) => s.run.phase === 'running');
  const [picked, setPicked] = useState<string | null>(null);
  const chosen = designs.find((d) => d.id === picked) ?? designs[0];
  const headingId = useId();
  const selectId = useId();
  const nameOf = (id: string) => {
    const d = designs.find((x) => x.id === id);
    return d ? designName(tr, d.design.name).text : id;
  };
  return (
    <section className="compare-live" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('ui.seed.heading')}</h3>
      <p className="muted">{t('ui.seed.about')}</p>
      <div className="compare-live-tools">
        <label htmlFor={selectId}>{t('ui.seed.designLabel')}</label>
        <select id={selectId} value={chosen?.id ?? ''} onChange={(e) => setPicked(e.target.value)}>
          <DesignOptions designs={designs} />
        </select>
        <button
          type="button"
          disabled={chosen === undefined || !matrixReady}
          onClick={() => chosen && void controller.open(chosen.id)}
        >
          {t('ui.seed.open')}
        </button>
        <button
          type="button"
          disabled={seeded === null || !matrixReady || running}
          onClick={() => void controller.runAll()}
        >
          {t('ui.seed.runAll')}
        </button>
        {running ? (
          <button type="button" onClick={() => controller.cancel()}>
            {t('ui.seed.cancel')}
          </button>
        ) : null}
      </div>
      <p className="cell-note">
        {seeded
          ? t('ui.seed.seededLine', {
              tables: seeded.tables.map((x) => x.live).join(', '),
              host: seeded.host,
              design: nameOf(seeded.designId),
            })
          : t('ui.seed.runNeedsSeed')}
      </p>
      {seeded ? (
        <Results controller={controller} patterns={patterns} design={nameOf(seeded.designId)} />
      ) : null}
      {dialog.open && dialog.designId ? (
        <SeedDialog
          key={dialog.designId}
          controller={controller}
          designName={nameOf(dialog.designId)}
        />
      ) : null}
    </section>
  );
}
