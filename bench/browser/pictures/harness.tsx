/**
 * A page-less harness for measuring the pictures' redraw in a real browser (built and injected
 * by e2e/pictures.spec.ts): it mounts `KeySpacePictures` on synthetic data and times synchronous
 * re-renders after "filter changes", i.e. new analyses, including style and layout.
 */
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import type { QueryAnalysis } from '../../../src/engine';
import { KeySpacePictures } from '../../../src/ui/pictures/KeySpacePictures';
import { KeyRangeStrip, PartitionMap } from '../../../src/ui/pictures/LazyPictures';
import {
  syntheticDetail,
  syntheticPartitionScan,
  syntheticPartitions,
  syntheticTableScan,
} from './synthetic';

/** Figures of one measured configuration, in milliseconds. */
export interface RedrawFigures {
  readonly partitions: number;
  readonly entities: number;
  readonly redraws: number;
  readonly medianMs: number;
  readonly p95Ms: number;
  readonly maxMs: number;
  /** Every redraw left a map and a summary naming the partitions touched (a failed draw is not fast). */
  readonly allDrawn: boolean;
}

const noop = () => {};

/** Mounts the pictures on `partitions` × `perPartition` entities and times `rounds` filter changes. */
function measure(partitions: number, perPartition: number, rounds: number): RedrawFigures {
  const host = document.createElement('div');
  host.style.width = '760px';
  document.body.replaceChildren(host);
  const root = createRoot(host);
  const parts = syntheticPartitions(partitions, perPartition);
  const focus = parts[Math.floor(parts.length / 2)]!;
  const analyses: { analysis: QueryAnalysis; filter: string; partitionScan: boolean }[] = [
    { analysis: syntheticTableScan(parts, 0), filter: "LastName eq 'Jones'", partitionScan: false },
    {
      analysis: syntheticPartitionScan(focus),
      filter: `PartitionKey eq '${focus.partitionKey}'`,
      partitionScan: true,
    },
    { analysis: syntheticTableScan(parts, 1), filter: "LastName eq 'Smith'", partitionScan: false },
  ];
  const detail = syntheticDetail(focus, 4000);
  const draw = (i: number) => {
    const a = analyses[i % analyses.length]!;
    root.render(
      <KeySpacePictures
        partitions={parts}
        analysis={a.analysis}
        detail={detail}
        focusPartition={null}
        filter={a.filter}
        step={null}
        highlight={null}
        onFocusPartition={noop}
        onPartitionClick={noop}
        onRowKeyBrush={noop}
        onStepChange={noop}
        onHighlight={noop}
      />,
    );
  };
  flushSync(() => draw(0));
  const times: number[] = [];
  let allDrawn = true;
  for (let i = 1; i <= rounds; i++) {
    const t0 = performance.now();
    flushSync(() => draw(i));
    // Reading layout forces style and layout, so the figure covers what the user waits for.
    void host.getBoundingClientRect().height;
    times.push(performance.now() - t0);
    const summary = host.querySelector('[data-testid="map-summary"]')?.textContent ?? '';
    const drawn = host.querySelector('.pmap-draw svg, .pmap-draw canvas') !== null;
    allDrawn &&= drawn && summary.includes('touches');
  }
  root.unmount();
  times.sort((a, b) => a - b);
  const at = (q: number) =>
    Math.round(times[Math.min(times.length - 1, Math.floor(q * times.length))]! * 10) / 10;
  return {
    partitions,
    entities: partitions * perPartition,
    redraws: rounds,
    medianMs: at(0.5),
    p95Ms: at(0.95),
    maxMs: Math.round(times[times.length - 1]! * 10) / 10,
    allDrawn,
  };
}

/** Mounts the pictures on the table-scan analysis and leaves them on screen (for a screenshot). */
function show(partitions: number, perPartition: number): void {
  const host = document.createElement('div');
  host.style.width = '760px';
  document.body.replaceChildren(host);
  const parts = syntheticPartitions(partitions, perPartition);
  const focus = parts[Math.floor(parts.length / 3)]!;
  flushSync(() =>
    createRoot(host).render(
      <KeySpacePictures
        partitions={parts}
        analysis={syntheticTableScan(parts, 0)}
        detail={syntheticDetail(focus, 4000)}
        focusPartition={focus.partitionKey}
        filter="LastName eq 'Jones'"
        step={0}
        highlight={null}
        onFocusPartition={noop}
        onPartitionClick={noop}
        onRowKeyBrush={noop}
        onStepChange={noop}
        onHighlight={noop}
      />,
    ),
  );
}

/**
 * Fetches the d3 pictures' code, as the app does after its first render: call it first, or the
 * first redraws would time the placeholders.
 */
async function ready(): Promise<void> {
  await Promise.all([PartitionMap.preload(), KeyRangeStrip.preload()]);
}

Object.assign(globalThis, { picturesPerf: { measure, show, ready } });
