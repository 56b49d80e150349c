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

/** '00'..'99', so hours, minutes, seconds and days format by lookup. */
const TWO_DIGITS: readonly string[] = Array.from({ length: 100 }, (_, i) =>
  i < 10 ? `0${i}` : `${i}`,
);

/** Zero-pads a non-negative integer to `width` digits (wider numbers are left as they are). */
export function pad(n: number, width: number): string {
  return String(n).padStart(width, '0');
}

/**
 * The log-tail key of a moment: .NET `DateTime.MaxValue.Ticks - ticks`, zero-padded to 19 digits,
 * so that ascending RowKey order is newest first.
 */
export function invertedTicksKey(unixSeconds: number, fraction: number): string {
  return (
    pad(MAX_SECONDS - (UNIX_EPOCH_SECONDS + unixSeconds), 12) + pad(MAX_FRACTION - fraction, 7)
  );
}

/** Seconds since 1970-01-01T00:00:00Z of a UTC calendar moment (month 1–12). */
export function unixSeconds(year: number, month: number, day: number, hour = 0): number {
  return Date.UTC(year, month - 1, day, hour) / 1000;
}

/** Day-level text of one UTC day, computed once per day. */
interface DayText {
  readonly day: number;
  /** 'yyyy-MM-dd' */
  readonly iso: string;
  /** 'yyyyMMdd' */
  readonly compact: string;
}

/**
 * Formats moments that arrive mostly in time order: the date part is cached per day, the time
 * part comes from lookup tables. Each formatter owns its cache (no module state).
 */
export class MomentFormatter {
  private cached: DayText = MomentFormatter.dayText(0);
  private hour = Number.NaN;
  private hourText = '';

  private static dayText(day: number): DayText {
    const d = new Date(day * 86_400_000);
    const y = pad(d.getUTCFullYear(), 4);
    const m = TWO_DIGITS[d.getUTCMonth() + 1]!;
    const dd = TWO_DIGITS[d.getUTCDate()]!;
    return { day, iso: `${y}-${m}-${dd}`, compact: `${y}${m}${dd}` };
  }

  private dayOf(unixSeconds: number): DayText {
    const day = Math.floor(unixSeconds / 86_400);
    if (day !== this.cached.day) this.cached = MomentFormatter.dayText(day);
    return this.cached;
  }

  /** OData DateTime text with all 7 fractional digits: 'yyyy-MM-ddTHH:mm:ss.fffffffZ'. */
  iso(unixSeconds: number, fraction: number): string {
    const sod = unixSeconds - Math.floor(unixSeconds / 86_400) * 86_400;
    const h = Math.floor(sod / 3600);
    const m = Math.floor(sod / 60) % 60;
    const s = sod % 60;
    return `${this.dayOf(unixSeconds).iso}T${TWO_DIGITS[h]}:${TWO_DIGITS[m]}:${TWO_DIGITS[s]}.${pad(fraction, 7)}Z`;
  }

  /** 'yyyyMMdd' of the moment's UTC day. */
  dayKey(unixSeconds: number): string {
    return this.dayOf(unixSeconds).compact;
  }

  /** 'yyyyMMddHH' of the moment's UTC hour. */
  hourKey(unixSeconds: number): string {
    const hour = Math.floor(unixSeconds / 3600);
    if (hour !== this.hour) {
      // Cached so that all records of one hour share one PartitionKey string.
      this.hour = hour;
      this.hourText = this.dayOf(unixSeconds).compact + TWO_DIGITS[hour % 24];
    }
    return this.hourText;
  }

  /** 'mm:ss.fffffff' within the moment's hour. */
  minuteSecondKey(unixSeconds: number, fraction: number): string {
    const soh = unixSeconds % 3600;
    return `${TWO_DIGITS[Math.floor(soh / 60)]}:${TWO_DIGITS[soh % 60]}.${pad(fraction, 7)}`;
  }
}
