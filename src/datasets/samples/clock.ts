/**
 * Time for the sample generators: DateTime wire text and time-based keys, built without `Date`
 * formatting per entity (a million `toISOString` calls would dominate generation time).
 *
 * A moment is a pair (Unix seconds, 100 ns ticks within the second, 0..9,999,999). Ticks since
 * 0001-01-01 exceed 2^53 in our era, so they are never formed as one JS number; the pair keeps
 * every tick exact (semantics.md §1: DateTime has 7 fractional digits).
 */

/** Seconds from 0001-01-01T00:00:00Z (the .NET epoch) to 1970-01-01T00:00:00Z. */
export const UNIX_EPOCH_SECONDS = 62_135_596_800;

/** Whole seconds of .NET `DateTime.MaxValue.Ticks` (3155378975999999999, 9999-12-31T23:59:59.9999999Z). */
const MAX_SECONDS = 315_537_897_599;
/** Its sub-second ticks are all nines, so `max - t` never borrows between the two halves. */
const MAX_FRACTION = 9_999_999;

/** Ticks per second. */
export const TICKS_PER_SECOND = 10_000_000;

/** Zero-pads a non-negative integer to `width` digits (wider numbers are left as they are). */
export function pad(n: number, width: number): string {
  return String(n).padStart(width, '0');
}

/** Every zero-padded number below 10^width, so hot paths format digits by lookup. */
function digitTable(width: number): readonly string[] {
  return Array.from({ length: 10 ** width }, (_, i) => pad(i, width));
}

const TWO_DIGITS = digitTable(2);
const THREE_DIGITS = digitTable(3);
const FOUR_DIGITS = digitTable(4);
/** 'ss.' for every second of a minute: the part of DateTime text between the minute and the fraction. */
const SECONDS_DOT: readonly string[] = TWO_DIGITS.slice(0, 60).map((ss) => `${ss}.`);
/** 'mm:' for every minute of an hour. */
const MINUTES_COLON: readonly string[] = SECONDS_DOT.map((ss) => `${ss.slice(0, 2)}:`);
/** The last four fractional digits with the closing 'Z', so DateTime text needs fewer joins. */
const FOUR_DIGITS_Z: readonly string[] = FOUR_DIGITS.map((d) => `${d}Z`);

/** Sub-second ticks (0..9,999,999) as 7 digits, by two lookups and one short concatenation. */
export function fraction7(ticks: number): string {
  return THREE_DIGITS[Math.floor(ticks / 10_000)]! + FOUR_DIGITS[ticks % 10_000]!;
}

/**
 * The log-tail key of a moment: .NET `DateTime.MaxValue.Ticks - ticks`, zero-padded to 19 digits,
 * so that ascending RowKey order is newest first.
 */
export function invertedTicksKey(unixSeconds: number, fraction: number): string {
  // The seconds half has 12 digits, beyond small integers: `String(n)` on it takes the slow
  // double-to-text path, so it is cut into three 4-digit lookups instead.
  const s = MAX_SECONDS - (UNIX_EPOCH_SECONDS + unixSeconds);
  const high = FOUR_DIGITS[Math.floor(s / 100_000_000)]!;
  const middle = FOUR_DIGITS[Math.floor(s / 10_000) % 10_000]!;
  return high + middle + FOUR_DIGITS[s % 10_000]! + fraction7(MAX_FRACTION - fraction);
}

/** Seconds since 1970-01-01T00:00:00Z of a UTC calendar moment (month 1–12). */
export function unixSeconds(year: number, month: number, day: number, hour = 0): number {
  return Date.UTC(year, month - 1, day, hour) / 1000;
}

/**
 * Formats moments that arrive mostly in time order. Text that changes slowly (the day, the hour,
 * the minute) is cached, so each moment costs a few lookups and concatenations. Each formatter
 * owns its caches (no module state).
 */
export class MomentFormatter {
  private day = Number.NaN;
  private dayIso = '';
  private dayCompact = '';
  private hour = Number.NaN;
  private hourText = '';
  private hourIso = '';
  private minute = Number.NaN;
  private minuteIso = '';

  private setDay(unixSeconds: number): void {
    const day = Math.floor(unixSeconds / 86_400);
    if (day === this.day) return;
    const d = new Date(day * 86_400_000);
    const y = pad(d.getUTCFullYear(), 4);
    const m = TWO_DIGITS[d.getUTCMonth() + 1]!;
    const dd = TWO_DIGITS[d.getUTCDate()]!;
    this.day = day;
    this.dayIso = `${y}-${m}-${dd}`;
    this.dayCompact = `${y}${m}${dd}`;
  }

  /** OData DateTime text with all 7 fractional digits: 'yyyy-MM-ddTHH:mm:ss.fffffffZ'. */
  iso(unixSeconds: number, fraction: number): string {
    const minute = Math.floor(unixSeconds / 60);
    if (minute !== this.minute) {
      this.setHour(unixSeconds);
      this.minute = minute;
      this.minuteIso = this.hourIso + MINUTES_COLON[minute % 60]!;
    }
    // Short pieces are joined first: V8 copies joins under 13 characters into flat strings, so
    // this allocates three strings per moment instead of six.
    const tail =
      SECONDS_DOT[unixSeconds % 60]! +
      THREE_DIGITS[Math.floor(fraction / 10_000)]! +
      FOUR_DIGITS_Z[fraction % 10_000]!;
    return this.minuteIso + tail;
  }

  /** 'yyyyMMdd' of the moment's UTC day. */
  dayKey(unixSeconds: number): string {
    this.setDay(unixSeconds);
    return this.dayCompact;
  }

  private setHour(unixSeconds: number): void {
    const hour = Math.floor(unixSeconds / 3600);
    if (hour === this.hour) return;
    this.setDay(unixSeconds);
    this.hour = hour;
    const hh = TWO_DIGITS[hour % 24]!;
    this.hourText = this.dayCompact + hh;
    this.hourIso = `${this.dayIso}T${hh}:`;
  }

  /** 'yyyyMMddHH' of the moment's UTC hour; one string per hour, shared by its records. */
  hourKey(unixSeconds: number): string {
    this.setHour(unixSeconds);
    return this.hourText;
  }

  /** 'mm:ss.fffffff' within the moment's hour. */
  minuteSecondKey(unixSeconds: number, fraction: number): string {
    const soh = unixSeconds % 3600;
    return `${TWO_DIGITS[Math.floor(soh / 60)]}:${TWO_DIGITS[soh % 60]}.${fraction7(fraction)}`;
  }
}

/** A moment as Edm.DateTime ticks (100 ns since 0001-01-01 UTC), the records' DateTime form. */
export function ticksOf(unixSeconds: number, fraction: number): bigint {
  return BigInt(UNIX_EPOCH_SECONDS + unixSeconds) * 10_000_000n + BigInt(fraction);
}
