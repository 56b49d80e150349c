/**
 * The worker's state as shelves, each one concept: the dataset catalogue, the named tables, the
 * loader that builds them, pending imports, queries, the lessons' judge and comparisons. Kept
 * free of comlink and of `self` so it runs, and is tested, in Node exactly as in the worker;
 * `createApi` (api.ts) turns it into the calls the contract (src/protocol/calls.ts) declares.
 */
import { DatasetCatalogue } from './catalogue';
import { ComparisonShelf } from './comparisons';
import { ImportShelf } from './imports';
import { LessonAdvisor } from './lesson-advice';
import { LessonJudge } from './lesson-judge';
import { TableLoader } from './loads';
import { QueryShelf } from './queries';
import { TableShelf } from './tables';

/** One engine's shelves, wired to share its tables and its clock. */
export class EngineSession {
  /** The samples and the records imported last. */
  readonly catalogue = new DatasetCatalogue();
  /** Tables by name: the explorer's and the comparisons' designs. */
  readonly tables = new TableShelf();
  /** Files read and waiting to be loaded. */
  readonly imports: ImportShelf;
  /** Builds tables from datasets and imports. */
  readonly loads: TableLoader;
  /** Queries on the tables. */
  readonly queries: QueryShelf;
  /** Lesson challenges judged on the tables. */
  readonly lessons = new LessonJudge(this.tables, this.catalogue);
  /** A lesson step's "ask the advisor" over the explorer's sample. */
  readonly lessonAdvisor: LessonAdvisor;
  /** Candidate designs over shared records, their tables kept on `tables`. */
  readonly comparisons: ComparisonShelf;

  /** `clock` gives milliseconds for the timings answers report (performance.now in the worker). */
  constructor(clock: () => number) {
    this.imports = new ImportShelf(clock);
    this.loads = new TableLoader(clock, this.tables, this.catalogue, this.imports);
    this.queries = new QueryShelf(clock, this.tables);
    this.comparisons = new ComparisonShelf(clock, this.tables);
    this.lessonAdvisor = new LessonAdvisor(this.tables, this.catalogue, clock);
  }
}
