/**
 * A teacher's lesson as a file: the same structure as a bundled lesson (steps, setups, challenges
 * with the same checks and solutions), its words in the one language it was written in. Read back
 * as anything from outside is: every field checked, and each problem named by where it is, so a
 * file that does not fit says why instead of opening half a lesson.
 */
import { findDataset } from '../datasets';
import { designFromJSON } from '../design';
import { type Coded, type CostClass, coded, parseFilter } from '../engine';
import { isLocale, type Locale } from '../i18n/locales';
import { askedScenario } from './advice';
import { lessonDesign } from './catalogue';
import type {
  AdvisorAsk,
  Challenge,
  Check,
  DesignRef,
  Lesson,
  LessonStep,
  Solution,
  StepFocus,
  StepSetup,
} from './types';

/** What a lesson file says it is, and its version: old versions stay readable. */
const LESSON_FILE_FORMAT = 'keyscope-lesson';
const VERSION = 1;

/** A lesson file's content. */
interface LessonFile {
  readonly format: typeof LESSON_FILE_FORMAT;
  readonly version: number;
  /** The language the lesson's words are in. */
  readonly language: Locale;
  readonly lesson: Lesson;
}

/** A lesson file read back: the lesson and its language, or every problem found. */
export type LessonRead =
  | { readonly ok: true; readonly lesson: Lesson; readonly language: Locale }
  | { readonly ok: false; readonly problems: readonly Coded[] };

/** The lesson as a file's text. */
export function writeLessonFile(lesson: Lesson, language: Locale): string {
  const file: LessonFile = { format: LESSON_FILE_FORMAT, version: VERSION, language, lesson };
  return `${JSON.stringify(file, null, 2)}\n`;
}

/** Every cost class, as a lesson names them (what a file's `shows` and `costClass` may hold). */
export const COST_CLASSES: readonly CostClass[] = [
  'point',
  'range',
  'partition-scan',
  'multi-partition-scan',
  'table-scan',
  'empty',
];
const FOCUSES: readonly StepFocus[] = ['plan', 'map', 'strip', 'timeline', 'results', 'design'];
const ID = /^[a-z0-9-]+$/;

type Json = Readonly<Record<string, unknown>>;

/** Reads one value after another, noting each problem with the path it was found at. */
class Reader {
  readonly problems: Coded[] = [];

  wrong(field: string, expected: string): undefined {
    this.problems.push(coded('lessons.file.wrongType', { field, expected }));
    return undefined;
  }

  object(value: unknown, field: string): Json | undefined {
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Json)
      : this.wrong(field, 'object');
  }

  text(value: unknown, field: string, optional = false): string | undefined {
    if (value === undefined && optional) return undefined;
    return typeof value === 'string' && (optional || value.trim() !== '')
      ? value
      : this.wrong(field, 'text');
  }

  texts(value: unknown, field: string): string[] | undefined {
    if (!Array.isArray(value)) return this.wrong(field, 'list of texts');
    const out: string[] = [];
    value.forEach((v, i) => {
      const t = this.text(v, `${field}[${i}]`);
      if (t !== undefined) out.push(t);
    });
    return out;
  }

  whole(value: unknown, field: string, least: number, most: number): number | undefined {
    if (value === undefined) return undefined;
    return typeof value === 'number' && Number.isInteger(value) && value >= least && value <= most
      ? value
      : this.wrong(field, `whole number from ${least} to ${most}`);
  }

  id(value: unknown, field: string): string | undefined {
    const t = this.text(value, field);
    if (t === undefined || ID.test(t)) return t;
    this.problems.push(coded('lessons.file.badId', { field, value: t }));
    return undefined;
  }

  oneOf<T extends string>(value: unknown, field: string, allowed: readonly T[]): T | undefined {
    return allowed.includes(value as T) ? (value as T) : this.wrong(field, allowed.join(' | '));
  }

  /** A design's id (a preset or the lessons' own), or a teacher's design written whole. */
  design(value: unknown, field: string): DesignRef | undefined {
    if (value !== null && typeof value === 'object') {
      // Read as a share link's design is: every field validated, the first problem named.
      const read = designFromJSON(value);
      if (read.ok) return read.design;
      this.problems.push(coded('lessons.file.badDesign', { field, message: read.error }));
      return undefined;
    }
    const id = this.text(value, field, true);
    if (id === undefined || lessonDesign(id) !== undefined) return id;
    this.problems.push(coded('lessons.file.unknownDesign', { field, value: id }));
    return undefined;
  }

  filter(value: unknown, field: string): string | undefined {
    const text = this.text(value, field, true);
    if (text === undefined) return undefined;
    const parsed = parseFilter(text);
    if (parsed.ok) return text;
    this.problems.push(coded('lessons.file.badFilter', { field, message: parsed.error.message }));
    return undefined;
  }
}

function readSetup(r: Reader, value: unknown, field: string): StepSetup | undefined {
  const o = r.object(value, field);
  if (!o) return undefined;
  const dataset = r.text(o.dataset, `${field}.dataset`);
  const found = dataset === undefined ? undefined : findDataset(dataset);
  if (dataset !== undefined && !found) {
    r.problems.push(
      coded('lessons.file.unknownDataset', { field: `${field}.dataset`, value: dataset }),
    );
  }
  const size = r.whole(o.size, `${field}.size`, 1, 1_000_000);
  if (size !== undefined && found && !found.sizes.includes(size)) {
    r.problems.push(
      coded('lessons.file.badSize', { field: `${field}.size`, sizes: found.sizes.join(', ') }),
    );
  }
  const seed = r.whole(o.seed, `${field}.seed`, 0, 0xffff_ffff);
  const design = r.design(o.design, `${field}.design`);
  const filter = r.filter(o.filter ?? '', `${field}.filter`);
  const top = r.whole(o.top, `${field}.top`, 1, 1000);
  const select = o.select === undefined ? undefined : r.texts(o.select, `${field}.select`);
  if (dataset === undefined || filter === undefined) return undefined;
  return {
    dataset,
    filter,
    ...(size !== undefined ? { size } : {}),
    ...(seed !== undefined ? { seed } : {}),
    ...(design !== undefined ? { design } : {}),
    ...(top !== undefined ? { top } : {}),
    ...(select !== undefined ? { select } : {}),
  };
}

function readSolution(r: Reader, value: unknown, field: string): Solution | undefined {
  const o = r.object(value, field);
  if (!o) return undefined;
  const filter = r.filter(o.filter, `${field}.filter`);
  const design = r.design(o.design, `${field}.design`);
  const top = r.whole(o.top, `${field}.top`, 1, 1000);
  const select = o.select === undefined ? undefined : r.texts(o.select, `${field}.select`);
  return {
    ...(filter !== undefined ? { filter } : {}),
    ...(design !== undefined ? { design } : {}),
    ...(top !== undefined ? { top } : {}),
    ...(select !== undefined ? { select } : {}),
  };
}

function costClasses(r: Reader, value: unknown, field: string): CostClass[] | undefined {
  if (!Array.isArray(value) || value.length === 0) return r.wrong(field, 'list of cost classes');
  const out: CostClass[] = [];
  value.forEach((v, i) => {
    const c = r.oneOf(v, `${field}[${i}]`, COST_CLASSES);
    if (c !== undefined) out.push(c);
  });
  return out;
}

/** A check of one of the kinds the bundled lessons use, every field checked. */
function readCheck(r: Reader, value: unknown, field: string): Check | undefined {
  const o = r.object(value, field);
  if (!o) return undefined;
  const kind = r.oneOf(o.kind, `${field}.kind`, [
    'query',
    'records',
    'design',
    'write-load',
    'all',
  ] as const);
  const count = (name: string, least = 1) => r.whole(o[name], `${field}.${name}`, least, 1_000_000);
  const optional = <T>(name: string, v: T | undefined) => (v === undefined ? {} : { [name]: v });
  switch (kind) {
    case 'query':
      return {
        kind,
        ...optional(
          'costClass',
          o.costClass === undefined ? undefined : costClasses(r, o.costClass, `${field}.costClass`),
        ),
        ...optional('sameAs', r.filter(o.sameAs, `${field}.sameAs`)),
        ...optional('maxRequests', count('maxRequests')),
        ...optional('maxReturned', count('maxReturned', 0)),
        ...optional('maxPageSize', count('maxPageSize')),
        ...optional('firstPage', count('firstPage')),
        ...optional(
          'select',
          o.select === undefined ? undefined : r.texts(o.select, `${field}.select`),
        ),
      };
    case 'records': {
      const recordType = r.text(o.recordType, `${field}.recordType`);
      const intent = r.text(o.intent, `${field}.intent`);
      const classes = costClasses(r, o.costClass, `${field}.costClass`);
      const order = o.order === undefined ? undefined : r.object(o.order, `${field}.order`);
      const property = order && r.text(order.property, `${field}.order.property`);
      if (recordType === undefined || intent === undefined || classes === undefined)
        return undefined;
      return {
        kind,
        recordType,
        intent,
        costClass: classes,
        ...(property !== undefined
          ? { order: { property, descending: order?.descending === true } }
          : {}),
        ...optional('firstPage', count('firstPage')),
      };
    }
    case 'design': {
      const recordType = r.text(o.recordType, `${field}.recordType`);
      if (recordType === undefined) return undefined;
      return {
        kind,
        recordType,
        ...(o.oneTransaction === true ? { oneTransaction: true } : {}),
        ...optional('maxEntitiesPerRecord', count('maxEntitiesPerRecord')),
      };
    }
    case 'write-load': {
      const recordType = r.text(o.recordType, `${field}.recordType`);
      const arrival = r.text(o.arrival, `${field}.arrival`);
      const rate = count('rate');
      const maxPartitionRate = count('maxPartitionRate');
      if (!recordType || !arrival || rate === undefined || maxPartitionRate === undefined) {
        if (rate === undefined) r.wrong(`${field}.rate`, 'whole number');
        if (maxPartitionRate === undefined) r.wrong(`${field}.maxPartitionRate`, 'whole number');
        return undefined;
      }
      return { kind, recordType, arrival, rate, maxPartitionRate };
    }
    case 'all': {
      if (!Array.isArray(o.checks) || o.checks.length === 0) {
        return r.wrong(`${field}.checks`, 'list of checks');
      }
      const checks = o.checks.map((c, i) => readCheck(r, c, `${field}.checks[${i}]`));
      return checks.every((c) => c !== undefined) ? { kind, checks } : undefined;
    }
    default:
      return undefined;
  }
}

function readChallenge(r: Reader, value: unknown, field: string): Challenge | undefined {
  const o = r.object(value, field);
  if (!o) return undefined;
  const prompt = r.text(o.prompt, `${field}.prompt`);
  const hints = o.hints === undefined ? [] : r.texts(o.hints, `${field}.hints`);
  const solution = readSolution(r, o.solution, `${field}.solution`);
  const check = readCheck(r, o.check, `${field}.check`);
  if (prompt === undefined || !hints || !solution || !check) return undefined;
  return { prompt, hints, solution, check };
}

function readStep(r: Reader, value: unknown, field: string): LessonStep | undefined {
  const o = r.object(value, field);
  if (!o) return undefined;
  const id = r.id(o.id, `${field}.id`);
  const title = r.text(o.title, `${field}.title`);
  const body = r.texts(o.body ?? [], `${field}.body`);
  const setup = readSetup(r, o.setup, `${field}.setup`);
  const focus = r.oneOf(o.focus ?? 'plan', `${field}.focus`, FOCUSES);
  const shows = r.oneOf(o.shows, `${field}.shows`, COST_CLASSES);
  const challenge =
    o.challenge === undefined ? undefined : readChallenge(r, o.challenge, `${field}.challenge`);
  const advisor =
    o.advisor === undefined ? undefined : readAdvisor(r, o.advisor, `${field}.advisor`, setup);
  if (!id || !title || !body || !setup || !focus || !shows) return undefined;
  if (o.challenge !== undefined && challenge === undefined) return undefined;
  if (o.advisor !== undefined && advisor === undefined) return undefined;
  return {
    id,
    title,
    body,
    setup,
    focus,
    shows,
    ...(challenge ? { challenge } : {}),
    ...(advisor ? { advisor } : {}),
  };
}

/** A step's "ask the advisor": a bundled scenario over the step's own sample. */
function readAdvisor(
  r: Reader,
  value: unknown,
  field: string,
  setup: StepSetup | undefined,
): AdvisorAsk | undefined {
  const o = r.object(value, field);
  if (!o) return undefined;
  const scenario = r.text(o.scenario, `${field}.scenario`);
  if (scenario === undefined || setup === undefined) return undefined;
  if (askedScenario({ scenario }, setup.dataset) !== null) return { scenario };
  r.problems.push(
    coded('lessons.file.unknownScenario', { field: `${field}.scenario`, value: scenario }),
  );
  return undefined;
}

function readLessonWith(r: Reader, value: unknown, field: string): Lesson | undefined {
  const o = r.object(value, field);
  if (!o) return undefined;
  const id = r.id(o.id, `${field}.id`);
  const title = r.text(o.title, `${field}.title`);
  const summary = r.text(o.summary ?? '', `${field}.summary`, true) ?? '';
  if (!Array.isArray(o.steps) || o.steps.length === 0) {
    r.wrong(`${field}.steps`, 'list of steps');
    return undefined;
  }
  const steps = o.steps.map((s, i) => readStep(r, s, `${field}.steps[${i}]`));
  // Read from the file as written, so a step with other problems still counts.
  const ids = o.steps
    .map((s: unknown) => (s as Json | null)?.id)
    .filter((i) => typeof i === 'string');
  const twice = ids.find((s, i) => ids.indexOf(s) !== i);
  if (twice !== undefined) r.problems.push(coded('lessons.file.duplicateStep', { id: twice }));
  const group = r.oneOf(o.group ?? 'patterns', `${field}.group`, ['querying', 'patterns'] as const);
  if (!id || !title || !group || !steps.every((s) => s !== undefined)) return undefined;
  return { id, group, title, summary, steps };
}

/**
 * A lesson written as JSON inside another file (a course's), read at `field` as a lesson file's
 * lesson is: the lesson, or undefined and every problem by place.
 */
export function readLessonValue(
  value: unknown,
  field: string,
): { readonly lesson: Lesson | undefined; readonly problems: readonly Coded[] } {
  const r = new Reader();
  const lesson = readLessonWith(r, value, field);
  return { lesson: r.problems.length === 0 ? lesson : undefined, problems: r.problems };
}

/** Whether `id` may name a lesson or a course: lower-case letters, digits and -. */
export function isLessonId(id: unknown): id is string {
  return typeof id === 'string' && ID.test(id);
}

/** A lesson file's text read back: the lesson and its language, or every problem, by place. */
export function readLessonFile(text: string): LessonRead {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, problems: [coded('lessons.file.notJson')] };
  }
  const r = new Reader();
  const o = r.object(value, 'file');
  if (!o || o.format !== LESSON_FILE_FORMAT) {
    return { ok: false, problems: [coded('lessons.file.notLesson')] };
  }
  if (typeof o.version !== 'number' || o.version > VERSION) {
    return {
      ok: false,
      problems: [coded('lessons.file.newerVersion', { version: String(o.version) })],
    };
  }
  const language = isLocale(o.language) ? o.language : r.wrong('language', 'en | zh-CN | ru');
  const lesson = readLessonWith(r, o.lesson, 'lesson');
  return lesson && language && r.problems.length === 0
    ? { ok: true, lesson, language }
    : {
        ok: false,
        problems: r.problems.length > 0 ? r.problems : [coded('lessons.file.notLesson')],
      };
}
