/**
 * A lesson's "ask the advisor" in the worker (src/lessons/advice.ts): the design advisor's search
 * over the explorer's sample for the scenario the step names, and the learner's loaded design
 * appraised beside its best. The search lets other calls in between candidates (a keystroke's
 * query, the challenge's verdict), and a second ask while one runs stops the first.
 */

import { coded } from '../engine';
import {
  askedScenario,
  findLesson,
  findStep,
  type LessonAdviceAnswer,
  lessonAdvice,
  type StepRef,
} from '../lessons';
import { holdRecords } from '../patterns';
import type { DatasetCatalogue } from './catalogue';
import type { TableShelf } from './tables';

/** Most records a lesson's advisor searches over (lessons use small samples). */
const ADVICE_RECORDS_LIMIT = 100_000;

/** Lets waiting messages in: the next task. */
function nextTask(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/** Runs a step's advisor over the explorer's table of the same name. */
export class LessonAdvisor {
  /** The ask under way: a newer one stops it. */
  private asked = 0;

  constructor(
    private readonly tables: TableShelf,
    private readonly catalogue: DatasetCatalogue,
    private readonly clock: () => number,
  ) {}

  /**
   * The advisor's best design beside the learner's, for the scenario step `at` names, over table
   * `name`'s sample and the design it was loaded with; `onProgress` hears (built, limit).
   */
  async advise(
    name: string,
    at: StepRef,
    onProgress?: (built: number, limit: number) => void,
  ): Promise<LessonAdviceAnswer> {
    const held = this.tables.require(name);
    const lesson = findLesson(at.lesson);
    const step = at.own ?? (lesson && findStep(lesson, at.step));
    const ask = step?.advisor;
    const dataset = this.catalogue.find(held.recipe.dataset);
    const scenario = ask && dataset ? askedScenario(ask, dataset.id) : null;
    if (!ask || !dataset || scenario === null) {
      return {
        ok: false,
        error: coded('worker.lessonNoAdvisor', { scenario: ask?.scenario ?? '' }),
      };
    }
    if (held.recipe.size > ADVICE_RECORDS_LIMIT) {
      return { ok: false, error: coded('worker.lessonTooLarge', { limit: ADVICE_RECORDS_LIMIT }) };
    }
    const wanted = new Set(scenario.patterns.map((p) => p.recordType));
    const types = dataset.recordTypes.filter((t) => wanted.has(t.name));
    const records = holdRecords(types, dataset.records(held.recipe.size, held.recipe.seed));
    const design = held.applied ?? dataset.design;
    const mine = ++this.asked;
    let steps = 0;
    const value = await lessonAdvice(scenario, types, records, design, this.clock, onProgress, {
      // Every eighth candidate, the messages that arrived meanwhile are answered.
      pause: () => (++steps % 8 === 0 ? nextTask() : Promise.resolve()),
      cancelled: () => this.asked !== mine,
    });
    return { ok: true, value };
  }
}
