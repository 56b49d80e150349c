/**
 * The lessons' judge in the worker: a challenge's verdict on a loaded table and the learner's
 * query. Checks of records and write load need the design over its records as well as the
 * table; those are built again from the table's recipe, once, only when a check asks.
 */
import type { DatasetRecipe, SampleDataset } from '../datasets';
import type { Design } from '../design';
import { type Coded, coded, type QueryOptions } from '../engine';
import {
  type Check,
  judge,
  LESSON_DESIGN_ID,
  type LessonComparison,
  type Verdict,
} from '../lessons';
import { holdRecords, loadComparison } from '../patterns';
import type { TableShelf } from './tables';

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

/** Judges challenges against the shelf's tables. */
export class LessonJudge {
  constructor(private readonly tables: TableShelf) {}

  /** A lesson challenge's verdict on table `name` and the learner's query (engine facts only). */
  judge(name: string, check: Check, options: QueryOptions): Verdict {
    const { table, metrics, records } = this.tables.require(name);
    return judge(check, { table, metrics, query: options, ...(records ? { records } : {}) });
  }
}
