/**
 * Lessons as data: a lesson is a short path of steps through one idea of the design guides; a
 * step opens a workspace, explains what its picture shows, and may pose a challenge that the
 * engine checks. Lessons hold no code, so they can be listed, linked and translated as text.
 *
 * A lesson is written once (`LessonSource`): its setups, checks and solutions, and at every place
 * it says something, those words in every language side by side. The player reads it in one
 * language (`Lesson`, the same shape with plain strings).
 */
import type { Design } from '../design';
import type { CostClass } from '../engine';
import type { Locale } from '../i18n/locales';

/**
 * Words in every language: the English, which the others translate, beside each translation.
 * Every locale is required, so a missing translation does not compile.
 */
export type Words = Readonly<Record<Locale, string>>;

/** Which part of the guides a lesson teaches. */
export type LessonGroup = 'querying' | 'patterns';

/**
 * A lesson: an idea of the guides, told in a few steps. `T` is what its words are: a string in
 * one language (what the player shows), or `Words` in all of them (what a lesson file holds).
 */
export interface Lesson<T = string> {
  /** Stable, URL-safe: deep links and saved progress name it. */
  readonly id: string;
  readonly group: LessonGroup;
  readonly title: T;
  /** One sentence for the lesson list. */
  readonly summary: T;
  readonly steps: readonly LessonStep<T>[];
}

/** A lesson as written in `src/lessons/content`: one structure, its words in every language. */
export type LessonSource = Lesson<Words>;

/** The part of the explorer a step's text is about, so the player can point at it. */
export type StepFocus = 'plan' | 'map' | 'strip' | 'timeline' | 'results' | 'design';

/** One step: a workspace, the words that explain it, perhaps a challenge. */
export interface LessonStep<T = string> {
  /** Stable within its lesson. */
  readonly id: string;
  readonly title: T;
  /** Paragraphs. `backticks` mark filter text and key values, the same in every language. */
  readonly body: readonly T[];
  readonly setup: StepSetup;
  readonly focus: StepFocus;
  /** The cost class the step's words say its workspace shows; the lesson tests hold the engine to it. */
  readonly shows: CostClass;
  readonly challenge?: Challenge<T>;
  /**
   * The step ends with "ask the advisor": the player offers to run the design advisor over the
   * step's sample for a bundled scenario's patterns and workload, and sets its best design beside
   * the one the learner has loaded.
   */
  readonly advisor?: AdvisorAsk;
}

/** What a step asks the advisor about: a bundled scenario (src/patterns/scenarios) of the step's sample. */
export interface AdvisorAsk {
  /** The scenario's id; its dataset is the step's. */
  readonly scenario: string;
}

/**
 * A step's design: a preset's id or one of the lessons' own (bundled lessons name theirs), or a
 * design written whole (a teacher's own, from the builder, travelling in the lesson's file and link).
 */
export type DesignRef = string | Design;

/** The workspace a step opens: a sample, its size, a design preset (or the sample's own), a query. */
export interface StepSetup {
  /** A sample dataset id. */
  readonly dataset: string;
  readonly size?: number;
  /** The sample's generator seed (0 to 2³²−1); absent means 1, the seed a workspace opens with. */
  readonly seed?: number;
  /** The design: a preset's or the lessons' own id, or a teacher's design written whole; absent means the dataset's own design. */
  readonly design?: DesignRef;
  readonly filter: string;
  readonly top?: number;
  readonly select?: readonly string[];
}

/** A task with an automatic check, hints that come one at a time, and a solution to reveal. */
export interface Challenge<T = string> {
  readonly prompt: T;
  readonly hints: readonly T[];
  readonly solution: Solution;
  readonly check: Check;
}

/** What the solution changes in the step's workspace. */
export interface Solution {
  readonly filter?: string;
  /** The design: a preset's or the lessons' own id, or a teacher's design written whole. */
  readonly design?: DesignRef;
  readonly top?: number;
  readonly select?: readonly string[];
}

/**
 * What the engine must compute for the attempt to pass. Checks look at results, never at the
 * text typed, so every correct answer passes.
 * - `query`: the current query, on the current table: its cost class is one of `costClass`; it
 *   returns the same entities as `sameAs` (a reference filter on the same table), in the same
 *   order; it takes at most `maxRequests` requests; it returns at most `maxReturned`, and no
 *   request more than `maxPageSize`; with `firstPage`, only the first response is judged, and it
 *   must hold exactly the reference's first `firstPage` entities; with
 *   `select`, the projection holds exactly those properties.
 * - `records`: on whatever design is loaded, the current query returns the entities of exactly
 *   the records `intent` picks (a filter over record properties), with a cost class in `costClass`,
 *   in `order` when set; with `firstPage`, only the first response is judged.
 * - `design`: the loaded design writes each record of `recordType` in one entity group
 *   transaction (`oneTransaction`), and as at most `maxEntitiesPerRecord` entities.
 * - `all`: every check passes.
 * - `write-load`: on the loaded design, no partition receives more than `maxPartitionRate`
 *   entity writes a second when the records arrive at `rate` a second in order of `arrival`.
 */
export type Check =
  | {
      readonly kind: 'query';
      readonly costClass?: readonly CostClass[];
      readonly sameAs?: string;
      readonly maxRequests?: number;
      readonly maxReturned?: number;
      readonly maxPageSize?: number;
      readonly firstPage?: number;
      readonly select?: readonly string[];
    }
  | {
      readonly kind: 'records';
      readonly recordType: string;
      readonly intent: string;
      readonly costClass: readonly CostClass[];
      /** The order the records must come back in; absent: any order. */
      readonly order?: { readonly property: string; readonly descending: boolean };
      /** Judge only the first response: it must hold exactly the first `firstPage` records. */
      readonly firstPage?: number;
    }
  | {
      readonly kind: 'design';
      readonly recordType: string;
      /** Every record's entities share one partition: one entity group transaction writes them. */
      readonly oneTransaction?: boolean;
      readonly maxEntitiesPerRecord?: number;
    }
  | { readonly kind: 'all'; readonly checks: readonly Check[] }
  | {
      readonly kind: 'write-load';
      readonly recordType: string;
      readonly rate: number;
      readonly arrival: string;
      readonly maxPartitionRate: number;
    };

/** A step named by its lesson's id and its own: what the worker looks a challenge up by. */
export interface StepRef {
  readonly lesson: string;
  readonly step: string;
  /**
   * The step itself, when its lesson is not bundled (made in the builder or opened from a file):
   * the worker knows only the bundled lessons, so it is sent whole.
   */
  readonly own?: LessonStep;
}
