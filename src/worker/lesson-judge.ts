/**
 * The lessons' judge in the worker: a challenge's verdict on a loaded table and the learner's
 * query, and on other samples of the same recipe; a challenge's goal. Checks of records and write
 * load need the design over its records as well as the table; those are built again from the
 * table's recipe, once, only when a check asks.
 */
import { type DatasetRecipe, loadSample, type SampleDataset } from '../datasets';
import { type Design, designMetrics, sameDesign } from '../design';
import { type Coded, coded, type QueryOptions } from '../engine';
import {
  type Attempt,
  type Check,
  checkLesson,
  findLesson,
  findStep,
  type Goal,
  goalOf,
  judge,
  LESSON_DESIGN_ID,
  type Lesson,
  type LessonComparison,
  type LessonProblem,
  lessonDesign,
  referenceQuery,
  type StepRef,
  type Variant,
  type Verdict,
  variantReasons,
  variantRecipes,
} from '../lessons';
import { holdRecords, loadComparison } from '../patterns';
import type { DatasetCatalogue } from './catalogue';
import type { LoadedTable, TableShelf } from './tables';

/** Most records a lesson's records check loads again beside the table (lessons use small sizes); `worker.lessonTooLarge` says it in words. */
const LESSON_RECORDS_LIMIT = 100_000;

/**
 * The sample's design over its records for the lessons' records and write-load checks: built
 * once, on first use, from the same recipe as the table (so the same entities).
 */
export function lessonRecords(
  dataset: SampleDataset,
  recipe: DatasetRecipe,
  design: Design,
): () => LessonComparison | Coded {
  let built: LessonComparison | Coded | null = null;
  return () => {
    if (built !== null) return built;
    if (recipe.size > LESSON_RECORDS_LIMIT) {
      built = coded('worker.lessonTooLarge', { limit: LESSON_RECORDS_LIMIT });
      return built;
    }
    const types = dataset.recordTypes;
    const records = holdRecords(types, dataset.records(recipe.size, recipe.seed));
    const loaded = loadComparison(types, records, [{ id: LESSON_DESIGN_ID, design }]);
    built = loaded.ok ? loaded : loaded.error.message;
    return built;
  };
}

/** How many sample tables the judge keeps for other seeds and the reference design. */
const KEPT_TABLES = 6;

/** A table judged beside the loaded one: built from a recipe and a design, with its figures. */
type Judged = Omit<Attempt, 'query'>;

/** A sample the judge built, or why it could not. */
type Built = Judged | Coded;

/**
 * Judges challenges against the shelf's tables and, for an answer that passes there, on other
 * samples of the same recipe (variants.ts); works out a challenge's goal on the learner's sample.
 * The other samples are built here from their recipes and kept, a few, while they are asked for.
 */
export class LessonJudge {
  private readonly kept = new Map<string, Built>();

  constructor(
    private readonly tables: TableShelf,
    private readonly catalogue: DatasetCatalogue,
  ) {}

  /**
   * A lesson challenge's verdict on table `name` and the learner's query (engine facts only);
   * with `at`, the step the challenge is on, an answer that passes is judged on other samples too.
   */
  judge(name: string, check: Check, options: QueryOptions, at?: StepRef): Verdict {
    const held = this.tables.require(name);
    const { table, metrics, records } = held;
    const verdict = judge(check, {
      table,
      metrics,
      query: options,
      ...(records ? { records } : {}),
    });
    if (!verdict.passed || at === undefined) return verdict;
    const reasons = variantReasons(check, this.variants(held, options, at));
    return reasons.length === 0 ? verdict : { passed: false, reasons };
  }

  /** The goal of the challenge on step `at`, on table `name`'s sample; null without one. */
  goal(name: string, at: StepRef): Goal | null {
    const held = this.tables.require(name);
    const found = this.reference(held, at);
    if (found === null) return null;
    const { dataset, design, query, check } = found;
    const own = held.applied !== undefined && sameDesign(held.applied, design);
    const judged = own ? held : this.sample(dataset, held.recipe, design);
    return 'code' in judged ? null : goalOf(judged.table, query, check, own);
  }

  /**
   * The builder's check of a lesson: each step opened on its sample (its seed), its query run, its
   * challenge judged at its setup and with its solution (lesson-check.ts).
   */
  check(lesson: Lesson): LessonProblem[] {
    return checkLesson(lesson, (setup, id) => {
      const dataset = this.catalogue.find(setup.dataset);
      if (!dataset) return this.catalogue.missing(setup.dataset);
      const design = (id === undefined ? undefined : lessonDesign(id)) ?? dataset.design;
      const size = setup.size ?? dataset.defaultSize;
      return this.sample(dataset, { dataset: setup.dataset, size, seed: setup.seed ?? 1 }, design);
    });
  }

  /** The challenge at `at` and its reference answer (design and query), for a sample's table. */
  private reference(held: LoadedTable, at: StepRef) {
    const dataset = this.catalogue.find(held.recipe.dataset);
    const lesson = findLesson(at.lesson);
    const step = at.own ?? (lesson && findStep(lesson, at.step));
    const challenge = step?.challenge;
    if (!dataset || !step || !challenge) return null;
    const { setup } = step;
    const id = challenge.solution.design ?? setup.design;
    const design = (id === undefined ? undefined : lessonDesign(id)) ?? dataset.design;
    return {
      dataset,
      design,
      query: referenceQuery(setup, challenge.solution),
      check: challenge.check,
    };
  }

  /** The other samples the learner's answer on `held` is judged on, built when first asked. */
  private variants(held: LoadedTable, options: QueryOptions, at: StepRef): Variant[] {
    const found = this.reference(held, at);
    const applied = held.applied;
    if (found === null || applied === undefined) return [];
    const { dataset, design, query } = found;
    return variantRecipes(held.recipe, dataset.sizes).map((recipe) => ({
      recipe,
      learner: () => this.attempt(this.sample(dataset, recipe, applied), options),
      reference: () => this.attempt(this.sample(dataset, recipe, design), query),
    }));
  }

  private attempt(judged: Built, query: QueryOptions): Attempt | null {
    return 'code' in judged ? null : { ...judged, query };
  }

  /** The sample `recipe` under `design`, built once and kept among the last few asked for. */
  private sample(dataset: SampleDataset, recipe: DatasetRecipe, design: Design): Built {
    const key = JSON.stringify([recipe.dataset, recipe.size, recipe.seed, design]);
    if (this.kept.has(key)) {
      const known = this.kept.get(key)!;
      // Most recently used last: the oldest goes first when the shelf is full.
      this.kept.delete(key);
      this.kept.set(key, known);
      return known;
    }
    const built =
      recipe.size > LESSON_RECORDS_LIMIT
        ? coded('worker.lessonTooLarge', { limit: LESSON_RECORDS_LIMIT })
        : build(dataset, recipe, design);
    this.kept.set(key, built);
    if (this.kept.size > KEPT_TABLES) this.kept.delete(this.kept.keys().next().value!);
    return built;
  }
}

/** A sample's table under a design, with its figures and its records for the records checks. */
function build(dataset: SampleDataset, recipe: DatasetRecipe, design: Design): Built {
  const sample = loadSample(dataset, recipe.size, recipe.seed, design);
  if (!sample.ok) return sample.error[0]?.message ?? coded('patterns.designHasErrors');
  return {
    table: sample.table,
    metrics: designMetrics(sample.run),
    records: lessonRecords(dataset, recipe, design),
  };
}
