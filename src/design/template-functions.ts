/**
 * The functions of key templates: for each, the argument it takes, the Edm types it accepts, the
 * type it yields and its step. Types are checked when a template compiles, so a step trusts its
 * input and never re-checks it per record.
 */
import {
  type Coded,
  coded,
  type EdmType,
  isForbiddenKeyCodeUnit,
  MAX_DATETIME_TICKS,
} from '../engine';
import { compileDateFormat, DATE_FORMAT_FIELDS } from './date-format';
import { DateParts } from './date-parts';
import { hashBucket } from './hash';
import { hexInt32, hexInt64, parseHexFormat } from './hex-text';
import { lowerInvariant, upperInvariant } from './invariant-case';
import { escapeForKey, percentEncode, replaceAll } from './key-escapes';
import { remembering } from './remembering';
import type { RecordValue } from './types';
import { textOf } from './value-text';

/** One function step at run time: a value of the input type to a value of the output type. */
export type Step = (v: RecordValue) => RecordValue;

/** A step that type-checked, with the type it yields. */
export interface TypedStep {
  readonly type: EdmType;
  readonly step: Step;
}

/** Why a function cannot apply: a message and a hint; `at` 'arg' points the span at the argument. */
export interface FunctionProblem {
  readonly code:
    | 'MISSING_ARGUMENT'
    | 'UNEXPECTED_ARGUMENT'
    | 'INVALID_ARGUMENT'
    | 'TYPE_MISMATCH'
    | 'INVALID_FORMAT';
  readonly message: Coded;
  readonly hint?: Coded;
  readonly at: 'name' | 'arg';
  /** Within the argument, for format errors. */
  readonly argFrom?: number;
  readonly argTo?: number;
}

/** How a function reads its argument. */
type ArgKind = 'none' | 'count' | 'pattern';

interface FunctionSpec {
  readonly arg: ArgKind;
  /** The largest count argument accepted. */
  readonly max?: number;
  /** What the function does, said as a hint when it is misused. */
  readonly usage: Coded;
  build(input: EdmType, count: number, pattern: string): TypedStep | FunctionProblem;
}

/** The largest pad width: wider than any key needs (512) is a typo. */
const MAX_PAD = 512;

/** Int32.MaxValue, what `invert` subtracts Int32 values from. */
const INT32_MAX = 2_147_483_647;

const typeProblem = (message: Coded, hint: Coded): FunctionProblem => ({
  code: 'TYPE_MISMATCH',
  message,
  hint,
  at: 'name',
});

const short = (t: EdmType): string => t.slice(4);

/** How many distinct DateTimes a day or hour format remembers the text of. */
const MEMO_LIMIT = 4096;

/** 100 ns ticks in one day. */
const TICKS_PER_DAY = 864_000_000_000n;

/**
 * A day format's text, kept for the last day met: records mostly come in runs of one day (the
 * 24 hours of a data series), and two BigInt comparisons are cheaper than remembering by ticks.
 */
function sameDay(text: (v: RecordValue) => string): (v: RecordValue) => string {
  let from = 0n;
  let to = 0n;
  let last = '';
  return (v) => {
    const ticks = v as bigint;
    if (ticks >= from && ticks < to) return last;
    last = text(ticks);
    from = ticks - (ticks % TICKS_PER_DAY);
    to = from + TICKS_PER_DAY;
    return last;
  };
}

/** Zero-pads decimal digits to `width`, .NET 'D' style: a minus sign goes in front, extra digits stay. */
function padder(width: number): (digits: string) => string {
  const zeros = Array.from({ length: width + 1 }, (_, i) => '0'.repeat(i));
  return (text) => {
    if (text.charCodeAt(0) === 45) {
      const digits = text.slice(1);
      return digits.length >= width ? text : `-${zeros[width - digits.length]!}${digits}`;
    }
    return text.length >= width ? text : zeros[width - text.length]! + text;
  };
}

/**
 * The first `n` UTF-16 code units, one fewer where the n-th would cut a surrogate pair in two: a
 * lone half has no UTF-8 form, so the service could not store such a key.
 */
function leftOf(text: string, n: number): string {
  if (text.length <= n) return text;
  const last = text.charCodeAt(n - 1);
  return last >= 0xd800 && last <= 0xdbff ? text.slice(0, n - 1) : text.slice(0, n);
}

/** An escape mark keys allow and a template can hold: one ASCII punctuation character. */
function isEscapeMark(mark: string): boolean {
  return (
    mark.length === 1 &&
    /[!-~]/.test(mark) &&
    !/[A-Za-z0-9|}]/.test(mark) &&
    !isForbiddenKeyCodeUnit(mark.charCodeAt(0))
  );
}

/** A problem with a function's argument, underlined there. */
const badArgument = (message: Coded): FunctionProblem => ({
  code: 'INVALID_ARGUMENT',
  message,
  at: 'arg',
});

/** A text-to-text step over String and Guid values, or the type problem naming `name`. */
function textStep(
  name: string,
  input: EdmType,
  example: string,
  f: (text: string) => string,
): TypedStep | FunctionProblem {
  // A Guid's text is its canonical lower-case form whatever case the record holds it in.
  if (input === 'Edm.Guid')
    return { type: 'Edm.String', step: (v) => f((v as string).toLowerCase()) };
  return input === 'Edm.String'
    ? { type: 'Edm.String', step: (v) => f(v as string) }
    : typeProblem(
        coded('design.needsText', { name, type: short(input) }),
        coded('design.hintTextOnly', { name, example }),
      );
}

/** A function from text (String or Guid) to text; `f` gets the count argument when there is one. */
function textFunction(
  name: string,
  arg: 'none' | 'count',
  usage: Coded,
  example: string,
  f: (text: string, n: number) => string,
): FunctionSpec {
  return {
    arg,
    max: MAX_PAD,
    usage,
    build: (input, n) => textStep(name, input, example, (text) => f(text, n)),
  };
}

/** Every function, by name. */
const TEMPLATE_FUNCTIONS: Readonly<Record<string, FunctionSpec>> = {
  pad: {
    arg: 'count',
    max: MAX_PAD,
    usage: coded('design.usagePad'),
    build(input, width) {
      if (input !== 'Edm.Int32' && input !== 'Edm.Int64') {
        return typeProblem(
          coded('design.padNeedsInteger', { type: short(input) }),
          input === 'Edm.String' ? coded('design.hintPadDigits') : coded('design.hintPadExample'),
        );
      }
      const pad = padder(width);
      return { type: 'Edm.String', step: (v) => pad(String(v)) };
    },
  },
  // .NET's invariant mappings, not JavaScript's full ones: see invariant-case.ts.
  lower: textFunction(
    'lower',
    'none',
    coded('design.usageLower'),
    '{EmailAddress|lower}',
    lowerInvariant,
  ),
  upper: textFunction(
    'upper',
    'none',
    coded('design.usageUpper'),
    '{Department|upper}',
    upperInvariant,
  ),
  left: textFunction('left', 'count', coded('design.usageLeft'), '{LastName|left:1}', leftOf),
  percent: textFunction(
    'percent',
    'none',
    coded('design.usagePercent'),
    '{Name|percent}',
    percentEncode,
  ),
  escape: {
    arg: 'pattern',
    usage: coded('design.usageEscape'),
    build(input, _n, mark) {
      if (!isEscapeMark(mark)) return badArgument(coded('design.badEscapeMark', { arg: mark }));
      return textStep('escape', input, '{Path|escape:^}', (s) => escapeForKey(s, mark));
    },
  },
  replace: {
    arg: 'pattern',
    usage: coded('design.usageReplace'),
    build(input, _n, pair) {
      const chars = [...pair];
      if (chars.length > 2 || chars.some((c) => c.length !== 1)) {
        return badArgument(coded('design.badReplace', { arg: pair }));
      }
      const [from, to = ''] = chars as [string, string?];
      return textStep('replace', input, '{Path|replace:/_}', (s) => replaceAll(s, from, to));
    },
  },
  hex: {
    arg: 'pattern',
    usage: coded('design.usageHex'),
    build(input, _n, arg) {
      const format = parseHexFormat(arg, MAX_PAD);
      if (format === null) return badArgument(coded('design.badHex', { arg, max: MAX_PAD }));
      if (input === 'Edm.Int32')
        return { type: 'Edm.String', step: (v) => hexInt32(v as number, format) };
      if (input === 'Edm.Int64')
        return { type: 'Edm.String', step: (v) => hexInt64(v as bigint, format) };
      return typeProblem(
        coded('design.hexNeedsInteger', { type: short(input) }),
        coded('design.hintHexExample', { example: '{Id|hash:65536|hex:X4}' }),
      );
    },
  },
  format: {
    arg: 'pattern',
    usage: coded('design.usageFormat', { fields: DATE_FORMAT_FIELDS }),
    build(input, _n, pattern) {
      if (input !== 'Edm.DateTime') {
        return typeProblem(
          coded('design.formatNeedsDate', { type: short(input) }),
          coded('design.hintFormatExample'),
        );
      }
      const compiled = compileDateFormat(pattern);
      if (!compiled.ok) {
        return {
          code: 'INVALID_FORMAT',
          message: compiled.error.message,
          hint: coded('design.hintFormatFields', { fields: DATE_FORMAT_FIELDS }),
          at: 'arg',
          argFrom: compiled.error.from,
          argTo: compiled.error.to,
        };
      }
      const parts = new DateParts();
      const format = compiled.format;
      const formatted = (ticks: bigint) => {
        parts.set(ticks);
        return format(parts);
      };
      if (compiled.finest === 'below-hour') {
        return { type: 'Edm.String', step: (v) => formatted(v as bigint) };
      }
      // Hourly records repeat the same hours for every employee (the message counts).
      const remembered = remembering<RecordValue, string>(MEMO_LIMIT, (v) =>
        formatted(v as bigint),
      );
      return {
        type: 'Edm.String',
        step: compiled.finest === 'day' ? sameDay(remembered) : remembered,
      };
    },
  },
  ticks: {
    arg: 'none',
    usage: coded('design.usageTicks'),
    // A DateTime already is its ticks at run time: only the type changes.
    build: (input) =>
      input === 'Edm.DateTime'
        ? { type: 'Edm.Int64', step: (v) => v }
        : typeProblem(
            coded('design.ticksNeedsDate', { type: short(input) }),
            coded('design.hintTicksExample'),
          ),
  },
  invert: {
    arg: 'none',
    usage: coded('design.usageInvert'),
    build(input) {
      if (input === 'Edm.Int64')
        return { type: input, step: (v) => MAX_DATETIME_TICKS - (v as bigint) };
      if (input === 'Edm.Int32') return { type: input, step: (v) => INT32_MAX - (v as number) };
      return typeProblem(
        coded('design.invertNeedsInteger', { type: short(input) }),
        input === 'Edm.DateTime'
          ? coded('design.hintTicksFirst')
          : coded('design.hintInvertIntegers'),
      );
    },
  },
  hash: {
    arg: 'count',
    max: 1_000_000,
    usage: coded('design.usageHash'),
    build(input, buckets) {
      const text = textOf(input);
      return { type: 'Edm.Int32', step: (v) => hashBucket(text(v), buckets) };
    },
  },
};

/** Function names, for hints. */
export const FUNCTION_NAMES: readonly string[] = Object.keys(TEMPLATE_FUNCTIONS);

/** Builds one function step for a value of `input`, checking its argument; never throws. */
export function buildFunction(
  name: string,
  arg: string | null,
  input: EdmType,
): TypedStep | FunctionProblem | null {
  const spec = Object.hasOwn(TEMPLATE_FUNCTIONS, name) ? TEMPLATE_FUNCTIONS[name]! : null;
  if (spec === null) return null;
  if (spec.arg === 'none') {
    if (arg !== null) {
      return {
        code: 'UNEXPECTED_ARGUMENT',
        message: coded('design.takesNoArgument', { name }),
        hint: spec.usage,
        at: 'arg',
      };
    }
    return spec.build(input, 0, '');
  }
  if (arg === null || arg === '') {
    return {
      code: 'MISSING_ARGUMENT',
      message: coded('design.needsArgument', { name }),
      hint: spec.usage,
      at: 'name',
    };
  }
  if (spec.arg === 'pattern') return spec.build(input, 0, arg);
  const n = /^[0-9]{1,9}$/.test(arg) ? Number(arg) : Number.NaN;
  if (!(n >= 1 && n <= (spec.max ?? MAX_PAD))) {
    return {
      code: 'INVALID_ARGUMENT',
      message: coded('design.needsWholeNumber', { name, arg, max: spec.max ?? MAX_PAD }),
      hint: spec.usage,
      at: 'arg',
    };
  }
  return spec.build(input, n, '');
}
