/**
 * Compiling a key template against a record type: parse once, check every property and function
 * type, and build a chain of small closures, so evaluating a record is a few property reads and
 * concatenations (no parsing, no regex, no per-record allocation beyond the key text).
 */
import { coded, type EdmType } from '../engine';
import type { TemplateError } from './errors';
import { remembering } from './remembering';
import { buildFunction, FUNCTION_NAMES, type Step } from './template-functions';
import { type FieldPart, parseTemplate, TYPE_PLACEHOLDER } from './template-parse';
import type { DataRecord, RecordType, RecordValue } from './types';
import { valueChecker } from './value-check';
import { textOf } from './value-text';

/** Why the last evaluation gave no text: the property whose value was missing or of the wrong type. */
interface TemplateMiss {
  readonly code: 'MISSING_VALUE' | 'WRONG_VALUE_TYPE';
  readonly property: string;
  readonly type: EdmType;
  readonly value: RecordValue | undefined;
}

/** A compiled template: evaluate it per record. */
export interface CompiledTemplate {
  readonly source: string;
  /** The text when the template has no placeholders (it gives the same text for every record). */
  readonly constant: string | null;
  /** The record properties it reads, in order of first use. */
  readonly properties: readonly string[];
  /** The template's text for a record, or null when a value is missing or mistyped (see `miss`). */
  evaluate(record: DataRecord): string | null;
  /** Why the last `evaluate` returned null. */
  readonly miss: TemplateMiss | null;
  /**
   * For a template with one property placeholder (and any literal text around it): its text from
   * that property's value alone, the same text `evaluate` gives a record holding the value; null
   * when the value is not of the property's type (then `evaluate` on the record says why). Null
   * for other templates. Lets a run of records be keyed from its value arrays (series-runs.ts).
   */
  readonly ofValue: { readonly property: string; readonly text: ValueText } | null;
}

/** A one-placeholder template's text from its property's value; null for a mistyped value. */
export type ValueText = (v: RecordValue) => string | null;

/** The outcome of compiling a template. */
export type TemplateCompile =
  | { readonly ok: true; readonly template: CompiledTemplate }
  | { readonly ok: false; readonly error: TemplateError };

/** A placeholder at run time: text, or null after recording a miss. */
type FieldFn = (record: DataRecord) => string | null;

/** A close spelling of `name` among `names` (same letters ignoring case), for "did you mean". */
function closeName(name: string, names: readonly string[]): string | undefined {
  const lower = name.toLowerCase();
  return names.find((n) => n.toLowerCase() === lower);
}

function listOf(names: readonly string[]): string {
  return names.length <= 12 ? names.join(', ') : `${names.slice(0, 12).join(', ')}, …`;
}

/** The error for an unknown property, with a near spelling or the list of properties. */
function unknownProperty(field: FieldPart, type: RecordType): TemplateError {
  const names = type.properties.map((p) => p.name);
  const near = closeName(field.property, names);
  return {
    code: 'UNKNOWN_PROPERTY',
    message: coded('design.noProperty', { type: type.name, property: field.property }),
    span: field.propertySpan,
    hint:
      near !== undefined
        ? coded('design.hintCaseSensitive', { near })
        : coded('design.hintPropertiesOrType', { type: type.name, names: listOf(names) }),
  };
}

/** Compiles a template against a record type; never throws. */
/**
 * The run-time functions of placeholders, by record type, property and function calls: the
 * templates of one design share them (see `keptSteps`).
 */
export type SharedFields = Map<string, (v: RecordValue) => string>;

/**
 * Compiles a template against a record type; never throws. Templates compiled with the same
 * `shared` share their placeholders' functions.
 */
export function compileTemplate(
  source: string,
  type: RecordType,
  shared: SharedFields = new Map(),
): TemplateCompile {
  const parsed = parseTemplate(source);
  if (!parsed.ok) return parsed;
  const state: { miss: TemplateMiss | null } = { miss: null };
  const pieces: (string | FieldFn)[] = [];
  const properties: string[] = [];
  const valueTexts = new Map<FieldFn, { property: string; text: ValueText }>();
  for (const part of parsed.parts) {
    if (part.kind === 'literal') {
      pieces.push(part.text);
      continue;
    }
    const field = compileField(part, type, state, shared);
    if ('code' in field) return { ok: false, error: field };
    if (typeof field.fn === 'string') pieces.push(field.fn);
    else {
      pieces.push(field.fn);
      if (field.ofValue) valueTexts.set(field.fn, { property: part.property, text: field.ofValue });
      if (!properties.includes(part.property)) properties.push(part.property);
    }
  }
  // Adjacent literals ($type next to text) are merged, so the common shapes get a fast path.
  const merged: (string | FieldFn)[] = [];
  for (const p of pieces) {
    const last = merged[merged.length - 1];
    if (typeof p === 'string' && typeof last === 'string') merged[merged.length - 1] = last + p;
    else merged.push(p);
  }
  const constant =
    merged.length === 0
      ? ''
      : merged.length === 1 && typeof merged[0] === 'string'
        ? merged[0]
        : null;
  const one = oneField(merged, valueTexts);
  return {
    ok: true,
    template: {
      source,
      constant,
      properties,
      evaluate: one?.evaluate ?? evaluator(merged),
      ofValue: one?.ofValue ?? null,
      get miss() {
        return state.miss;
      },
    },
  };
}

/** How many distinct texts an affixed template remembers before it stops remembering. */
const INTERN_LIMIT = 4096;

/**
 * V8 makes a concatenation of this many characters or more a cons string (a pair of pointers).
 * Comparing one with `<` leaves the optimised code for a runtime call, which made sorting the
 * e-mail copies' partitions (RowKey `email_<address>`) half a three-copy apply; joined text is
 * one flat string, compared inline, and one object fewer to hold.
 */
const CONS_MIN_LENGTH = 13;

/** `a + b` as one flat string. */
function flatConcat(a: string, b: string): string {
  return a.length + b.length < CONS_MIN_LENGTH ? a + b : [a, b].join('');
}

/**
 * A template of one placeholder with literal text before and after it (either may be empty): its
 * `evaluate` and `ofValue`, sharing one memory of texts so both give the same key strings.
 * With literal text ('empid_{Department}') the key of each distinct placeholder text is
 * remembered while there are few: records of one partition then share one key string (the table
 * keeps one copy, and comparing and hashing it is cheap), as the samples' generators do by hand.
 * Past INTERN_LIMIT texts (ids, e-mails) it stops remembering. Null for any other template.
 */
function oneField(
  pieces: readonly (string | FieldFn)[],
  valueTexts: ReadonlyMap<FieldFn, { property: string; text: ValueText }>,
): {
  evaluate: (r: DataRecord) => string | null;
  ofValue: { property: string; text: ValueText };
} | null {
  const fields = pieces.filter((p) => typeof p !== 'string');
  if (fields.length !== 1 || pieces.length > 3) return null;
  const fn = fields[0]!;
  const value = valueTexts.get(fn);
  if (value === undefined) return null;
  const at = pieces.indexOf(fn);
  const before = at > 0 ? (pieces[0] as string) : '';
  const after = at < pieces.length - 1 ? (pieces[pieces.length - 1] as string) : '';
  if (before === '' && after === '') return { evaluate: fn, ofValue: value };
  const keyOf = remembering(INTERN_LIMIT, (t: string) =>
    after === ''
      ? flatConcat(before, t)
      : before === ''
        ? flatConcat(t, after)
        : [before, t, after].join(''),
  );
  const text = value.text;
  return {
    evaluate: (r) => {
      const t = fn(r);
      return t === null ? null : keyOf(t);
    },
    ofValue: {
      property: value.property,
      text: (v) => {
        const t = text(v);
        return t === null ? null : keyOf(t);
      },
    },
  };
}

/** One function evaluating the pieces, specialised for the shapes keys mostly have. */
function evaluator(pieces: readonly (string | FieldFn)[]): (record: DataRecord) => string | null {
  if (pieces.length === 0) return () => '';
  const [a] = pieces;
  if (pieces.length === 1) return typeof a === 'string' ? () => a : a!;
  const texts = new Array<string>(pieces.length);
  return (r) => {
    for (let i = 0; i < pieces.length; i++) {
      const p = pieces[i]!;
      if (typeof p === 'string') texts[i] = p;
      else {
        const t = p(r);
        if (t === null) return null;
        texts[i] = t;
      }
    }
    return texts.join('');
  };
}

/** Compiles one placeholder: the type name as a literal, or a property read through its functions. */
function compileField(
  field: FieldPart,
  type: RecordType,
  state: { miss: TemplateMiss | null },
  shared: SharedFields,
): { fn: string | FieldFn; ofValue?: ValueText } | TemplateError {
  let valueType: EdmType;
  const name = field.property;
  if (name === TYPE_PLACEHOLDER) valueType = 'Edm.String';
  else {
    const property = type.properties.find((p) => p.name === name);
    if (property === undefined) return unknownProperty(field, type);
    valueType = property.type;
  }
  const declared = valueType;
  const steps: Step[] = [];
  for (const call of field.functions) {
    const built = buildFunction(call.name, call.arg, valueType);
    if (built === null) {
      const near = closeName(call.name, FUNCTION_NAMES);
      return {
        code: 'UNKNOWN_FUNCTION',
        message: coded('design.unknownFunction', { name: call.name }),
        span: { from: call.span.from, to: call.span.from + call.name.length },
        hint:
          near !== undefined
            ? coded('design.hintDidYouMean', { near })
            : coded('design.hintFunctionList', { names: FUNCTION_NAMES.join(', ') }),
      };
    }
    if ('code' in built) {
      const argSpan = call.argSpan;
      const span =
        built.at === 'arg' && argSpan !== null
          ? built.argFrom !== undefined
            ? {
                from: argSpan.from + built.argFrom,
                to: argSpan.from + (built.argTo ?? built.argFrom),
              }
            : argSpan
          : { from: call.span.from, to: call.span.from + call.name.length };
      return built.hint === undefined
        ? { code: built.code, message: built.message, span }
        : { code: built.code, message: built.message, span, hint: built.hint };
    }
    steps.push(built.step);
    valueType = built.type;
  }
  steps.push(textOf(valueType));
  if (name === TYPE_PLACEHOLDER) {
    let text: RecordValue = type.name;
    for (const step of steps) text = step(text);
    return { fn: text as string };
  }
  const calls = field.functions.map((f) => (f.arg === null ? f.name : `${f.name}:${f.arg}`));
  const key = [type.name, name, ...calls].join('\u0000');
  const text = shared.get(key) ?? keptSteps(steps);
  shared.set(key, text);
  const valid = valueChecker(declared);
  return {
    fn: fieldFn(name, valid, text, declared, state),
    ofValue: (v) => (valid(v) ? text(v) : null),
  };
}

/** Reads `name`, checks its native form, runs the steps; records a miss instead of throwing. */
function fieldFn(
  name: string,
  valid: (v: RecordValue) => boolean,
  text: (v: RecordValue) => string,
  type: EdmType,
  state: { miss: TemplateMiss | null },
): FieldFn {
  return (r) => {
    // An inherited name (toString, __proto__) reads a function or object, which `valid` refuses,
    // so own-ness is only asked on the miss path.
    const v = r[name];
    if (v !== undefined && valid(v)) return text(v);
    const own = v !== undefined && Object.hasOwn(r, name);
    state.miss = {
      code: own ? 'WRONG_VALUE_TYPE' : 'MISSING_VALUE',
      property: name,
      type,
      value: own ? v : undefined,
    };
    return null;
  };
}

/**
 * The steps as one function of a valid value, keeping the last value's text: records often
 * repeat a value in runs (a day's 24 hours share their employee), and a design's templates
 * sharing a placeholder share this function, so a record's id padded for three keys is padded
 * once and the keys share one string. -0 is not 0 to every step: a zero is only taken for the
 * same zero.
 */
function keptSteps(steps: readonly Step[]): (v: RecordValue) => string {
  const run = stepsFn(steps);
  let lastValue: RecordValue | undefined;
  let lastText: string | null = null;
  return (v) => {
    if (v === lastValue && lastText !== null && (v !== 0 || Object.is(v, lastValue))) {
      return lastText;
    }
    lastText = run(v);
    lastValue = v;
    return lastText;
  };
}

/** The steps run on a valid value, without a loop for the common short chains. */
function stepsFn(steps: readonly Step[]): (v: RecordValue) => string {
  const [s0, s1, s2] = steps;
  switch (steps.length) {
    case 1:
      return (v) => s0!(v) as string;
    case 2:
      return (v) => s1!(s0!(v)) as string;
    case 3:
      return (v) => s2!(s1!(s0!(v))) as string;
    default:
      return (v) => {
        for (let i = 0; i < steps.length; i++) v = steps[i]!(v);
        return v as string;
      };
  }
}
