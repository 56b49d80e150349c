/**
 * The `format:` pattern of key templates: a subset of .NET custom DateTime format strings.
 * yyyy MM dd HH mm ss and f..fffffff (1 to 7 fractional digits, truncated) are fields; every other
 * character is literal, except the other .NET field letters (h t z K g F and runs of the supported
 * letters of other lengths), which are errors rather than silently meaning something else.
 */
import { type Coded, coded } from '../engine';
import { type DateParts, fraction7, TWO_DIGITS } from './date-parts';

/** A compiled pattern: text of the parts' current time. */
type DateFormatter = (parts: DateParts) => string;

/** The outcome of compiling a pattern; error offsets are within the pattern. */
export type DateFormatCompile =
  | {
      readonly ok: true;
      readonly format: DateFormatter;
      readonly finest: 'day' | 'hour' | 'below-hour';
    }
  | {
      readonly ok: false;
      /** What is wrong, and the run of the pattern it is about (`[from, to)`). */
      readonly error: { readonly message: Coded; readonly from: number; readonly to: number };
    };

type Piece = string | ((p: DateParts) => string);

/** The supported fields, by their exact letter run. */
const FIELDS: Readonly<Record<string, (p: DateParts) => string>> = {
  yyyy: (p) => p.year,
  MM: (p) => p.month,
  dd: (p) => p.day,
  HH: (p) => p.hour,
  mm: (p) => TWO_DIGITS[p.minute]!,
  ss: (p) => TWO_DIGITS[p.second]!,
};

/** Fields whose text changes only with the day, or only with the hour. */
const DAY_FIELDS = new Set(['yyyy', 'MM', 'dd']);
const HOUR_FIELDS = new Set(['yyyy', 'MM', 'dd', 'HH']);

/** Letters that are .NET fields: we support some runs of them and refuse the rest. */
const FIELD_LETTERS = /[yMdHmsfhtzKgF]/;

/** The supported pattern fields, for hints. */
export const DATE_FORMAT_FIELDS = 'yyyy MM dd HH mm ss f…fffffff';

function fractionField(digits: number): (p: DateParts) => string {
  return (p) => fraction7(p.fraction).slice(0, digits);
}

/** Compiles a pattern such as 'yyyyMMddHH' or 'mm:ss.fffffff'; never throws. */
export function compileDateFormat(pattern: string): DateFormatCompile {
  const pieces: Piece[] = [];
  let literal = '';
  let belowHour = false;
  let belowDay = false;
  let i = 0;
  while (i < pattern.length) {
    const c = pattern[i]!;
    if (!FIELD_LETTERS.test(c)) {
      literal += c;
      i++;
      continue;
    }
    let j = i;
    while (pattern[j] === c) j++;
    const run = pattern.slice(i, j);
    const field = c === 'f' && run.length <= 7 ? fractionField(run.length) : FIELDS[run];
    if (field === undefined) {
      return {
        ok: false,
        error: {
          message: coded('design.badFormatField', { run, fields: DATE_FORMAT_FIELDS }),
          from: i,
          to: j,
        },
      };
    }
    if (literal !== '') pieces.push(literal);
    literal = '';
    pieces.push(field);
    if (!HOUR_FIELDS.has(run)) belowHour = true;
    if (!DAY_FIELDS.has(run)) belowDay = true;
    i = j;
  }
  if (literal !== '') pieces.push(literal);
  const join = joiner(pieces);
  if (belowHour) return { ok: true, format: join, finest: 'below-hour' };
  // Text that depends only on the day or the hour is made once per day or hour and shared.
  let serial = -1;
  let text = '';
  const perSerial =
    (serialOf: (p: DateParts) => number): DateFormatter =>
    (p) => {
      if (serialOf(p) !== serial) {
        serial = serialOf(p);
        text = join(p);
      }
      return text;
    };
  if (belowDay) return { ok: true, format: perSerial((p) => p.hourSerial), finest: 'hour' };
  return { ok: true, format: perSerial((p) => p.daySerial), finest: 'day' };
}

/** One function joining the pieces, without a loop for the common short patterns. */
function joiner(pieces: readonly Piece[]): DateFormatter {
  const fns = pieces.map((p) => (typeof p === 'string' ? () => p : p));
  if (fns.length === 0) return () => '';
  if (fns.length === 1) return fns[0]!;
  return (p) => {
    let out = fns[0]!(p);
    for (let k = 1; k < fns.length; k++) out += fns[k]!(p);
    return out;
  };
}
