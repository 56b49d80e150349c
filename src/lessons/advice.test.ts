import { describe, expect, it } from 'vitest';
import { DESIGN_PRESETS, findDataset } from '../datasets';
import { findScenario, holdRecords } from '../patterns';
import { askedScenario, lessonAdvice } from './advice';
import { ASK_THE_ADVISOR } from './content/ask-the-advisor';

const scenario = findScenario('employees')!;
const dataset = findDataset('employees')!;
const types = dataset.recordTypes.filter((t) => t.name === 'Employee');
// The lesson's own sample: its size and seed.
const records = holdRecords(types, dataset.records(1000, 1));
const preset = (id: string) => DESIGN_PRESETS.find((p) => p.id === id)!.design;

describe('ask the advisor in a lesson', () => {
  it('names only a scenario of the step’s own sample', () => {
    expect(askedScenario({ scenario: 'employees' }, 'employees')?.id).toBe('employees');
    expect(askedScenario({ scenario: 'employees' }, 'expenses')).toBeNull();
    expect(askedScenario({ scenario: 'nothing' }, 'employees')).toBeNull();
  });

  it('sets the advisor’s best beside the plain department design: e-mail becomes a point query, and the month costs less', async () => {
    const advice = await lessonAdvice(scenario, types, records, preset('by-department'), () =>
      performance.now(),
    );
    const { learner, advisor } = advice;
    expect(learner).not.toBeNull();
    expect(advisor).not.toBeNull();
    expect(advice.patterns.map((p) => p.id)).toEqual(scenario.patterns.map((p) => p.id));
    // On the department design, by e-mail reads a whole department; the advisor's reads one entity.
    expect(learner!.classes['by-email']).toBe('partition-scan');
    expect(advisor!.classes['by-email']).toBe('point');
    expect(advisor!.requests['by-email']).toBe(1);
    // Both priced by the same workload and prices: the advisor's is the cheaper month.
    expect(advisor!.monthly.total).toBeLessThan(learner!.monthly.total);
    expect(advisor!.writesPerRecord).toBeGreaterThan(learner!.writesPerRecord);
    // Its sentences name the sets' keys in the guide's words.
    expect(advisor!.reasons.length).toBe(advisor!.design.entitySets.length);
    expect(advice.candidates).toBeGreaterThan(advice.passing);
    expect(advice.sampled).toBeNull();
  }, 60_000);

  it('appraises the learner’s design as the search appraises its own: the guide’s e-mail index serves both lookups with one request', async () => {
    const advice = await lessonAdvice(
      scenario,
      types,
      records,
      preset('inter-partition-index'),
      () => performance.now(),
      undefined,
      // Stopped at once: the learner's side is appraised whatever the search does.
      { pause: () => Promise.resolve(), cancelled: () => true },
    );
    expect(advice.learner!.classes['by-email']).toBe('point');
    expect(advice.learner!.classes['by-id']).toBe('point');
    expect(advice.learner!.requests['by-id']).toBe(1);
  });

  it('the lesson’s last step asks about the employees scenario of its own sample', () => {
    const last = ASK_THE_ADVISOR.steps.at(-1)!;
    expect(last.advisor?.scenario).toBe('employees');
    expect(askedScenario(last.advisor!, last.setup.dataset)).not.toBeNull();
  });
});
