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

const ISO =
  /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,7}))?)?(Z|[+-]\d{2}:\d{2})?$/;

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
  const m = ISO.exec(text);
  if (!m) return null;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  const hour = Number(m[4]);
  const minute = Number(m[5]);
  const second = m[6] === undefined ? 0 : Number(m[6]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  if (hour > 23 || minute > 59 || second > 59) return null;
  const fraction = m[7] === undefined ? 0 : Number(m[7].padEnd(7, '0'));
  let offsetMinutes = 0;
  const zone = m[8];
  if (zone !== undefined && zone !== 'Z') {
    const oh = Number(zone.slice(1, 3));
    const om = Number(zone.slice(4, 6));
    if (oh > 23 || om > 59) return null;
    offsetMinutes = (zone[0] === '-' ? -1 : 1) * (oh * 60 + om);
  }
  // Whole seconds since 0001-01-01 stay below 2^53, so only the last step needs BigInt.
  const days = daysFromCivil(year, month, day) + DAYS_0001_TO_1970;
  const seconds = days * 86_400 + hour * 3600 + (minute - offsetMinutes) * 60 + second;
  const ticks = BigInt(seconds) * 10_000_000n + BigInt(fraction);
  return ticks < MIN_DATETIME_TICKS || ticks > MAX_DATETIME_TICKS ? null : ticks;
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
