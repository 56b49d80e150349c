/**
 * A lesson's "ask the advisor" (a step's `advisor`): the design advisor's best design for a
 * bundled scenario's patterns and example workload, searched over the step's sample, set beside
 * the design the learner has loaded, appraised the same way (each pattern's cheapest correct
 * query, proven by the check; the same workload and example prices). So the learner compares like
 * with like: for each lookup, its cost class and requests on either design; for each design, the
 * writes per new record and a month's cost, and the advisor's sentences in the guide's words.
 */
import type { Design, RecordType } from '../design';
import type { Coded } from '../engine';
import {
  type AccessPattern,
  adviseDesigns,
  appraiseDesign,
  EXAMPLE_PRICES,
  findScenario,
  type ProposedDesign,
  type RecordArrays,
  type Scenario,
  type SearchControl,
} from '../patterns';
import type { AdvisorAsk } from './types';

/** The advisor's answer in a lesson, with the learner's design appraised beside it. */
export interface LessonAdvice {
  readonly scenario: string;
  /** The scenario's patterns, in its order: what each row of the comparison is. */
  readonly patterns: readonly { readonly id: string; readonly name: string }[];
  /** The learner's design appraised; null when its keys collide or a pattern has no correct answer on it. */
  readonly learner: ProposedDesign | null;
  /** The advisor's best design; null when no candidate passes every pattern. */
  readonly advisor: ProposedDesign | null;
  /** Candidates the search built and checked, and how many passed every pattern. */
  readonly candidates: number;
  readonly passing: number;
  /** Records the figures are over (all of the sample's), and the search's own sample when it took one. */
  readonly records: number;
  readonly sampled: number | null;
  /** What the pricing assumed beyond the scenario's workload. */
  readonly assumptions: readonly Coded[];
  /** The example price sheet's currency. */
  readonly currency: string;
  readonly ms: number;
}

/** Why there is no advice: the step names no scenario we have, or one of another sample. */
export type LessonAdviceAnswer =
  | { readonly ok: true; readonly value: LessonAdvice }
  | { readonly ok: false; readonly error: Coded };

/** The scenario a step asks about, when it exists and is over `dataset`. */
export function askedScenario(ask: AdvisorAsk, dataset: string): Scenario | null {
  const scenario = findScenario(ask.scenario);
  return scenario !== undefined && scenario.dataset === dataset ? scenario : null;
}

/**
 * The advisor's best design for `scenario` over `records`, beside `design` (the learner's),
 * both priced with the scenario's example workload and the example price sheet at the size
 * loaded. `onProgress` and `control` are the search's (adviseDesigns).
 */
export async function lessonAdvice(
  scenario: Scenario,
  types: readonly RecordType[],
  records: RecordArrays,
  design: Design,
  now: () => number,
  onProgress?: (built: number, limit: number) => void,
  control?: SearchControl,
): Promise<LessonAdvice> {
  const patterns: readonly AccessPattern[] = scenario.patterns;
  const settings = {
    prices: EXAMPLE_PRICES,
    scale: null,
    ...(scenario.workload ? { workload: scenario.workload } : {}),
    ...(scenario.writeLoad ? { writeLoad: scenario.writeLoad } : {}),
  };
  const learner = appraiseDesign(types, records, patterns, design, settings, now);
  const advice = await adviseDesigns(types, records, patterns, settings, now, onProgress, control);
  return {
    scenario: scenario.id,
    patterns: patterns.map((p) => ({ id: p.id, name: p.name })),
    learner,
    advisor: advice.best[0] ?? null,
    candidates: advice.candidates,
    passing: advice.passing,
    records: advice.records,
    sampled: advice.sampled,
    assumptions: advice.assumptions,
    currency: EXAMPLE_PRICES.currency,
    ms: advice.ms,
  };
}
