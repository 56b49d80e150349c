/**
 * Edm.DateTime as exact 100 ns ticks since 0001-01-01T00:00:00Z (the .NET epoch), because JS
 * `Date` keeps only milliseconds and the service keeps 7 fractional digits (semantics.md §1).
 * Day arithmetic uses the proleptic Gregorian calendar (H. Hinnant's civil-date algorithms).
 */

/** Ticks in one day. */
const TICKS_PER_DAY = 864_000_000_000n;
/** Days from 0001-01-01 to 1970-01-01. */
const DAYS_0001_TO_1970 = 719_162;

/** The earliest DateTime the service stores: 1601-01-01T00:00:00Z. */
export const MIN_DATETIME_TICKS = 504_911_232_000_000_000n;
/** The latest DateTime the service stores: 9999-12-31T23:59:59.9999999Z. */
export const MAX_DATETIME_TICKS = 3_155_378_975_999_999_999n;

/** The number written by `count` ASCII digits at `from`, or -1 if any is not a digit. */
function digitsAt(text: string, from: number, count: number): number {
  let n = 0;
  for (let i = from; i < from + count; i++) {
    const d = text.charCodeAt(i) - 48;
    if (!(d >= 0 && d <= 9)) return -1;
    n = n * 10 + d;
  }
  return n;
}

/** Days since 1970-01-01 of a civil date (month 1–12). */
function daysFromCivil(year: number, month: number, day: number): number {
  const y = month <= 2 ? year - 1 : year;
  const era = Math.floor(y / 400);
  const yoe = y - era * 400;
  const doy = Math.floor((153 * (month + (month > 2 ? -3 : 9)) + 2) / 5) + day - 1;
  const doe = yoe * 365 + Math.floor(yoe / 4) - Math.floor(yoe / 100) + doy;
  return era * 146_097 + doe - 719_468;
}

/** The civil date of a day count since 1970-01-01. */
function civilFromDays(days: number): [number, number, number] {
  const z = days + 719_468;
  const era = Math.floor(z / 146_097);
  const doe = z - era * 146_097;
  const yoe = Math.floor(
    (doe - Math.floor(doe / 1460) + Math.floor(doe / 36_524) - Math.floor(doe / 146_096)) / 365,
  );
  const doy = doe - (365 * yoe + Math.floor(yoe / 4) - Math.floor(yoe / 100));
  const mp = Math.floor((5 * doy + 2) / 153);
  const day = doy - Math.floor((153 * mp + 2) / 5) + 1;
  const month = mp < 10 ? mp + 3 : mp - 9;
  return [yoe + era * 400 + (month <= 2 ? 1 : 0), month, day];
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) {
    const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
    return leap ? 29 : 28;
  }
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/**
 * Ticks of an ISO 8601 date-time (`2008-07-10T00:00:00Z`, seconds and up to 7 fractional digits
 * optional, `Z`, an offset or nothing, which means UTC), or null when the text is not one or lies
 * outside 1601-01-01..9999-12-31.
 */
export function ticksFromIso(text: string): bigint | null {
  // Hand-parsed rather than by regex: bulk loads read one DateTime per entity and property.
  if (
    text.length < 16 ||
    text[4] !== '-' ||
    text[7] !== '-' ||
    text[10] !== 'T' ||
    text[13] !== ':'
  ) {
    return null;
  }
  const year = digitsAt(text, 0, 4);
  const month = digitsAt(text, 5, 2);
  const day = digitsAt(text, 8, 2);
  const hour = digitsAt(text, 11, 2);
  const minute = digitsAt(text, 14, 2);
  let second = 0;
  let fraction = 0;
  let i = 16;
  if (text[i] === ':') {
    second = digitsAt(text, i + 1, 2);
    i += 3;
    if (text[i] === '.') {
      const start = ++i;
      while (i < text.length && i - start < 8 && digitsAt(text, i, 1) >= 0) i++;
      const count = i - start;
      if (count < 1 || count > 7) return null;
      fraction = digitsAt(text, start, count) * 10 ** (7 - count);
    }
  }
  let offsetMinutes = 0;
  if (i === text.length - 1 && text[i] === 'Z') {
    // UTC
  } else if (i === text.length - 6 && (text[i] === '+' || text[i] === '-') && text[i + 3] === ':') {
    const oh = digitsAt(text, i + 1, 2);
    const om = digitsAt(text, i + 4, 2);
    if (oh < 0 || oh > 23 || om < 0 || om > 59) return null;
    offsetMinutes = (text[i] === '-' ? -1 : 1) * (oh * 60 + om);
  } else if (i !== text.length) {
    return null;
  }
  if (year < 0 || month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  if (hour < 0 || hour > 23 || minute < 0 || minute > 59 || second < 0 || second > 59) return null;
  const days = daysFromCivil(year, month, day) + DAYS_0001_TO_1970;
  // Ticks within the day (±1 day with an offset) stay below 2^53, so they are exact as a number.
  const dayTicks = (hour * 3600 + (minute - offsetMinutes) * 60 + second) * 10_000_000 + fraction;
  if (days !== lastDay.days) setLastDay(days);
  const ticks = lastDay.ticks + BigInt(dayTicks);
  if (lastDay.inner) return ticks;
  return ticks < MIN_DATETIME_TICKS || ticks > MAX_DATETIME_TICKS ? null : ticks;
}

/**
 * The start of the day last parsed, in ticks, and whether every time within a day of it is in
 * range: bulk loads parse runs of times on the same day, and this saves two of the three BigInt
 * conversions and both range comparisons of each (a third of a load's DateTime cost).
 */
const lastDay = { days: Number.NaN, ticks: 0n, inner: false };

function setLastDay(days: number): void {
  lastDay.days = days;
  lastDay.ticks = BigInt(days) * TICKS_PER_DAY;
  lastDay.inner =
    lastDay.ticks - TICKS_PER_DAY >= MIN_DATETIME_TICKS &&
    lastDay.ticks + 2n * TICKS_PER_DAY <= MAX_DATETIME_TICKS;
}

const pad = (n: number, width: number): string => String(n).padStart(width, '0');

/** The service's text for ticks: `YYYY-MM-DDTHH:MM:SS.fffffffZ`, always 7 fractional digits. */
export function isoFromTicks(ticks: bigint): string {
  let days = ticks / TICKS_PER_DAY;
  let rest = ticks % TICKS_PER_DAY;
  if (rest < 0n) {
    rest += TICKS_PER_DAY;
    days -= 1n;
  }
  const [year, month, day] = civilFromDays(Number(days) - DAYS_0001_TO_1970);
  const secondsOfDay = Number(rest / 10_000_000n);
  const fraction = Number(rest % 10_000_000n);
  const hh = Math.floor(secondsOfDay / 3600);
  const mm = Math.floor((secondsOfDay % 3600) / 60);
  const ss = secondsOfDay % 60;
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}T${pad(hh, 2)}:${pad(mm, 2)}:${pad(ss, 2)}.${pad(fraction, 7)}Z`;
}
