import { afterEach, describe, expect, it } from 'vitest';
import { coded } from '../../engine';
import { findScenario } from '../../patterns';
import { codedOf } from '../../protocol/coded-error';
import { MAIN_TABLE } from '../../protocol/tables';
import { EngineUnavailable } from '../engine-start';
import { createExplorerView } from '../explorer-view';
import { inProcessEngine } from '../in-process-engine';
import { loadFailure } from '../store';
import { until } from '../until';
import { tableEngine } from './tables';

const stops: (() => void)[] = [];
afterEach(() => {
  for (const stop of stops.splice(0)) stop();
});

describe('the selected cell’s pictures over the comparison’s own tables', () => {
  it('show the table the matrix checked, with the cell’s counts, and generate no table of their own', async () => {
    const engine = inProcessEngine(() => {});
    stops.push(() => engine.dispose());
    const scenario = findScenario('employees')!;
    const recipe = { dataset: 'employees', size: 2000, seed: 1 };
    const loaded = await engine.calls.loadComparison('c', recipe, scenario.designs);
    if (!loaded.ok) throw new Error(JSON.stringify(loaded.error));
    const matrix = (await engine.calls.checkMatrix(1, 'c', scenario.patterns)).result;
    if (!matrix.ok) throw new Error(JSON.stringify(matrix.error));
    const at = matrix.value.patternIds.indexOf('by-last-name');
    const column = matrix.value.designIds.indexOf('inter-partition-index');
    const cell = matrix.value.cells[at]![column]!;
    const candidate = loaded.value.candidates.find((c) => c.designId === 'inter-partition-index')!;
    const design = scenario.designs.find((d) => d.id === 'inter-partition-index')!.design;

    const side = createExplorerView({
      factory: tableEngine(() => engine, candidate.table),
      workspace: { ...recipe, design, filter: cell.filter ?? '' },
    });
    stops.push(side.start());
    const shown = await until(
      side.store,
      (s) => s.query.phase === 'ready' && s.query.last !== null,
    );
    expect(shown.loaded?.design).toEqual(design);
    expect(shown.loaded?.count).toBe(candidate.footer.entities);
    expect(shown.query.last?.analysis.stats.returned).toBe(cell.cost?.returned);
    expect(shown.query.last?.analysis.stats.scanned).toBe(cell.cost?.scanned);

    // Nothing was loaded as the explorer's own table in the comparison's engine, and the view's
    // end leaves that engine running.
    const refused = await engine.calls.analyze(1, MAIN_TABLE, { filter: '' }, null, 0).then(
      () => null,
      (error: unknown) => error,
    );
    expect(codedOf(refused)).toEqual(coded('worker.noTable', { name: MAIN_TABLE }));
    stops.pop()?.();
    expect(await engine.calls.ping()).toBe('pong');
  });

  it('refuse to start without the comparison’s engine, and the view says why as a code', async () => {
    expect(() => tableEngine(() => null, 'view/d1')(() => {})).toThrow(EngineUnavailable);
    const side = createExplorerView({ factory: tableEngine(() => null, 'view/d1') });
    stops.push(side.start());
    const failed = await until(side.store, (s) => s.load.phase === 'failed');
    expect(loadFailure(failed.load)).toEqual({ code: 'state.comparisonEngineGone' });
  });
});
