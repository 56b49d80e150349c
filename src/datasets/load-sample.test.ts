/**
 * The worker loads samples through the typed path (records straight into the stored form); this
 * pins that it builds exactly the table the wire path builds, for every sample and every preset
 * the editor offers, at sizes where the index copies, collisions-free claims and sorting all run.
 */
import { describe, expect, it } from 'vitest';
import { compileDesign } from '../design';
import { bothWays } from '../design/testing';
import { DESIGN_PRESETS, SAMPLE_DATASETS } from '.';

/** The sample's 2,000 records (seed 7) of each type, held in arrays. */
function heldArrays(dataset: (typeof SAMPLE_DATASETS)[number]) {
  return Object.fromEntries(
    Object.entries(dataset.records(2000, 7)).map(([type, records]) => [type, [...records]]),
  );
}

describe('loadSample builds the table createTable builds from the sample entities', () => {
  for (const dataset of SAMPLE_DATASETS) {
    const presets = DESIGN_PRESETS.filter((p) =>
      dataset.recordTypes.some((t) => t.name === p.recordType),
    ).map((p) => p.design);
    for (const design of [dataset.design, ...presets]) {
      it(`${dataset.id} under '${design.name}'`, () => {
        const compiled = compileDesign(design, dataset.recordTypes);
        if (!compiled.ok) throw new Error(JSON.stringify(compiled.error[0]));
        const { wire, typed } = bothWays(compiled.design, () => dataset.records(2000, 7));
        expect(typed.entities.length).toBeGreaterThan(0);
        expect(typed).toEqual(wire);
        // Held in arrays, as a comparison holds them: the copies' properties objects then wait.
        expect(bothWays(compiled.design, () => heldArrays(dataset)).held).toEqual(wire);
      });
    }
  }
});
