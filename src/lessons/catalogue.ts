/**
 * Every lesson, in the order a workshop takes them: querying basics first, then the patterns of
 * the design guide. This list is the one place a lesson is registered; each file in `content/`
 * holds its lesson's words in every language, and the lessons in one language derive from it.
 */
import { DESIGN_PRESETS } from '../datasets';
import { type Design, sameDesign } from '../design';
import type { Locale } from '../i18n/locales';
import { ASK_THE_ADVISOR } from './content/ask-the-advisor';
import { COMPOUND_KEY } from './content/compound-key';
import { DATA_SERIES } from './content/data-series';
import { DENORMALIZATION } from './content/denormalization';
import { EVENTUALLY_CONSISTENT } from './content/eventually-consistent';
import { HETEROGENEOUS } from './content/heterogeneous';
import { HIGH_VOLUME_DELETE } from './content/high-volume-delete';
import { INDEX_ENTITIES } from './content/index-entities';
import { INTER_PARTITION_INDEX } from './content/inter-partition-index';
import { INTRA_PARTITION_INDEX } from './content/intra-partition-index';
import { KEYS_ARE_STRINGS } from './content/keys-are-strings';
import { LARGE_ENTITIES } from './content/large-entities';
import { LOG_DATA } from './content/log-data';
import { LOG_TAIL } from './content/log-tail';
import { OR_IS_NOT_A_RANGE } from './content/or-is-not-a-range';
import { PARTITION_SCAN } from './content/partition-scan';
import { POINT_QUERY } from './content/point-query';
import { PREFIX_SEARCH } from './content/prefix-search';
import { PREPEND_APPEND } from './content/prepend-append';
import { RANGE_QUERY } from './content/range-query';
import { SELECT } from './content/select';
import { TABLE_SCAN } from './content/table-scan';
import { TOP_AND_PAGES } from './content/top-and-pages';
import { TYPED_LITERALS } from './content/typed-literals';
import { WIDE_ENTITIES } from './content/wide-entities';
import { LESSON_DESIGNS } from './designs';
import type { DesignRef, Lesson, LessonSource, LessonStep } from './types';
import { tellLesson } from './words';

/** Every lesson as written, its words in every language, in workshop order. */
export const LESSON_SOURCES: readonly LessonSource[] = [
  POINT_QUERY,
  RANGE_QUERY,
  PARTITION_SCAN,
  TABLE_SCAN,
  OR_IS_NOT_A_RANGE,
  KEYS_ARE_STRINGS,
  PREFIX_SEARCH,
  TYPED_LITERALS,
  TOP_AND_PAGES,
  SELECT,
  INTRA_PARTITION_INDEX,
  INTER_PARTITION_INDEX,
  EVENTUALLY_CONSISTENT,
  INDEX_ENTITIES,
  DENORMALIZATION,
  COMPOUND_KEY,
  LOG_TAIL,
  HIGH_VOLUME_DELETE,
  DATA_SERIES,
  WIDE_ENTITIES,
  LARGE_ENTITIES,
  PREPEND_APPEND,
  LOG_DATA,
  HETEROGENEOUS,
  ASK_THE_ADVISOR,
];

/** The lessons told in each language, made the first time a language asks for them. */
const told = new Map<Locale, readonly Lesson[]>();

/** Every lesson in `locale`'s words, in workshop order; the same array at every call. */
export function lessonsIn(locale: Locale): readonly Lesson[] {
  let lessons = told.get(locale);
  if (!lessons) {
    lessons = LESSON_SOURCES.map((source) => tellLesson(source, locale));
    told.set(locale, lessons);
  }
  return lessons;
}

/**
 * Every lesson in English, in workshop order: what ids and progress go by. Marked pure, as the
 * array literal it replaced was, so a bundle that imports the room but not the lessons (the
 * worker, which only judges) leaves every lesson's words out.
 */
export const LESSONS: readonly Lesson[] = /* @__PURE__ */ lessonsIn('en');

/**
 * `lesson` in `locale`'s words (a lesson not in the catalogue is returned as it is); changing the
 * language retells a lesson with the same steps, setups and checks.
 */
export function lessonIn(locale: Locale, lesson: Lesson): Lesson {
  const at = LESSON_SOURCES.findIndex((source) => source.id === lesson.id);
  return at < 0 ? lesson : lessonsIn(locale)[at]!;
}

/** The lesson with this id, if there is one. */
export function findLesson(id: string): Lesson | undefined {
  return LESSONS.find((lesson) => lesson.id === id);
}

/** The step with this id in a lesson, if there is one. */
export function findStep(lesson: Lesson, stepId: string): LessonStep | undefined {
  return lesson.steps.find((step) => step.id === stepId);
}

/** The design a lesson names: a preset, one of the lessons' own, or the one it writes whole. */
export function lessonDesign(ref: DesignRef): Design | undefined {
  if (typeof ref !== 'string') return ref;
  return DESIGN_PRESETS.find((p) => p.id === ref)?.design ?? LESSON_DESIGNS[ref];
}

/**
 * The id a lesson can name `design` by (a preset's or one of the lessons' own), or undefined
 * when it is neither: a lesson names its designs, so only those can be a step's.
 */
export function lessonDesignId(design: Design): string | undefined {
  const preset = DESIGN_PRESETS.find((p) => sameDesign(p.design, design));
  if (preset) return preset.id;
  return Object.entries(LESSON_DESIGNS).find(([, d]) => sameDesign(d, design))?.[0];
}
