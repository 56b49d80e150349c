/**
 * The explorer's one-shot requests, whose callers await the answer: a design preview and a
 * lesson verdict (latest wins: an overtaken answer is null), a lesson challenge's goal, an export
 * file, and the model's side of a live comparison.
 */
import type { StoreApi } from 'zustand';
import type { Design } from '../design';
import type { QueryOptions } from '../engine';
import type {
  Check,
  Goal,
  Lesson,
  LessonAdviceAnswer,
  LessonProblem,
  StepRef,
  Verdict,
} from '../lessons';
import type { ExportFormat } from '../protocol/exports';
import type { PreviewOutcome } from '../protocol/preview';
import { MAIN_TABLE } from '../protocol/tables';
import type { ExplorerController } from './controller';
import { describeFailure } from './engine-failure';
import { recordsRecipe } from './explorer-load';
import type { ExplorerQuery } from './explorer-query';
import { type ExportScope, exportFileName } from './export-files';
import type { ExplorerState } from './store';
import { type EngineSupervisor, isEngineDeath } from './supervisor';
import { queryOptionsOf } from './workspace';

/** What a design preview is asked for: the records, the design and how many to show. */
interface PreviewInput {
  readonly recipe: { readonly dataset: string; readonly size: number; readonly seed: number };
  readonly design: Design;
  readonly count: number;
}

/** The requests, as the controller hands them to the UI. */
export type ExplorerRequests = Pick<
  ExplorerController,
  | 'previewDesign'
  | 'judgeChallenge'
  | 'lessonGoal'
  | 'lessonAdvice'
  | 'checkLesson'
  | 'exportData'
  | 'modelRun'
>;

/** The explorer's requests over `store`, on the supervisor's engine. */
export function createExplorerRequests(
  store: StoreApi<ExplorerState>,
  engine: EngineSupervisor,
  query: ExplorerQuery,
): ExplorerRequests {
  const previews = engine.latestAnswer(
    async (id, { recipe, design, count }: PreviewInput) =>
      (await engine.calls.preview(id, recipe, design, count)).result,
  );
  const verdicts = engine.latestAnswer(
    async (id, { check, options, at }: { check: Check; options: QueryOptions; at?: StepRef }) =>
      (await engine.calls.judgeChallenge(id, MAIN_TABLE, check, options, at)).result,
  );

  /** Notes a request's failure beside the analysis, unless the engine died (its restart re-runs). */
  const noteUnlessDeath = (error: unknown) => {
    if (!isEngineDeath(error))
      query.noteFailure({ kind: 'engine', message: describeFailure(error) });
  };

  return {
    async lessonGoal(at): Promise<Goal | null> {
      if (!engine.connection || store.getState().load.phase !== 'ready') return null;
      try {
        return await engine.calls.lessonGoal(MAIN_TABLE, at);
      } catch (error) {
        noteUnlessDeath(error);
        return null;
      }
    },
    async lessonAdvice(at, onProgress): Promise<LessonAdviceAnswer | null> {
      if (!engine.connection || store.getState().load.phase !== 'ready') return null;
      try {
        const progress = engine.callback(onProgress);
        return await engine.calls.lessonAdvice(MAIN_TABLE, at, progress);
      } catch (error) {
        noteUnlessDeath(error);
        return null;
      }
    },
    async checkLesson(lesson: Lesson): Promise<readonly LessonProblem[] | null> {
      if (!engine.connection) return null;
      try {
        return await engine.calls.checkLesson(lesson);
      } catch (error) {
        noteUnlessDeath(error);
        return null;
      }
    },
    async judgeChallenge(check, at): Promise<Verdict | null> {
      if (!engine.connection || store.getState().load.phase !== 'ready') return null;
      try {
        return await verdicts.ask({ check, options: queryOptionsOf(store.getState()), at });
      } catch (error) {
        noteUnlessDeath(error);
        return null;
      }
    },
    async previewDesign(design, count): Promise<PreviewOutcome | null> {
      if (!engine.connection) return null;
      const { dataset, size, seed, imported } = store.getState();
      const recipe = imported?.as === 'records' ? recordsRecipe(imported) : { dataset, size, seed };
      try {
        return await previews.ask({ recipe, design, count });
      } catch (error) {
        noteUnlessDeath(error);
        return null;
      }
    },
    async exportData(scope: ExportScope, format: ExportFormat) {
      const state = store.getState();
      const options = scope === 'table' ? { filter: '' } : queryOptionsOf(state);
      try {
        const outcome = await engine.calls.exportTable(MAIN_TABLE, options, format);
        if (!outcome.ok) return outcome;
        const source = state.imported?.name ?? state.dataset;
        return { ...outcome, name: exportFileName(source, scope, format) };
      } catch (error) {
        return { ok: false, error: describeFailure(error) };
      }
    },
    async modelRun(options) {
      try {
        const outcome = await engine.calls.modelRun(MAIN_TABLE, options);
        return outcome.ok ? outcome : { ok: false, error: outcome.error.message };
      } catch (error) {
        return { ok: false, error: describeFailure(error) };
      }
    },
  };
}
