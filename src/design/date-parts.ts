/**
 * DateTime ticks split into calendar parts, cheaply for runs of nearby times: a million records
 * mostly share their day with the previous one, so the calendar is worked out once per day and
 * each time costs one BigInt subtraction and a few table lookups (hourly records, one hour each,
 * had paid the calendar per record: most of the message-count samples' load). Each instance owns
 * its cache.
 */
import { isoFromTicks } from '../engine';

/** 100 ns ticks in one day, one hour, one minute, one second. */
const TICKS_PER_DAY = 864_000_000_000n;
const TICKS_PER_HOUR_BIG = 36_000_000_000n;
const TICKS_PER_HOUR = 36_000_000_000;
const TICKS_PER_MINUTE = 600_000_000;
const TICKS_PER_SECOND = 10_000_000;

/** Every zero-padded number below 10^width, so hot paths format digits by lookup. */
function digitTable(width: number): readonly string[] {
  return Array.from({ length: 10 ** width }, (_, i) => String(i).padStart(width, '0'));
}

/** '00'..'99'. */
export const TWO_DIGITS = digitTable(2);
const THREE_DIGITS = digitTable(3);
const FOUR_DIGITS = digitTable(4);

/** Sub-second ticks (0..9,999,999) as 7 digits. */
export function fraction7(ticks: number): string {
  return THREE_DIGITS[Math.floor(ticks / 10_000)]! + FOUR_DIGITS[ticks % 10_000]!;
}

/**
 * Serials are unique across instances, so a format compiled once and given another instance's
 * parts never takes that instance's serial for the one it cached.
 */
let serials = 0;

/** The parts of the last DateTime given to `set`: strings for the hour, numbers below it. */
export class DateParts {
  private start = 0n;
  private end = 0n;
  private dayStart = 0n;
  private dayEnd = 0n;
  /** The 25 hour boundaries of the current day, from its start to the next day's. */
  private hourStarts: bigint[] = [];
  /** 'yyyy-MM-ddT' of the current day. */
  private dayIso = '';
  /** 'yyyy', 'MM', 'dd', 'HH' of the current hour. */
  year = '';
  month = '';
  day = '';
  hour = '';
  /** 'yyyy-MM-ddTHH:' of the current hour, for wire text. */
  hourIso = '';
  /** Changes whenever the hour does, so formats can cache per-hour text. */
  hourSerial = 0;
  /** Changes whenever the day does, so formats can cache per-day text. */
  daySerial = 0;
  minute = 0;
  second = 0;
  /** Ticks within the second, 0..9,999,999. */
  fraction = 0;

  /** Splits `ticks` (a valid DateTime: 1601..9999) into parts. */
  set(ticks: bigint): void {
    if (ticks < this.start || ticks >= this.end) this.setHour(ticks);
    const offset = Number(ticks - this.start);
    this.minute = Math.floor(offset / TICKS_PER_MINUTE);
    this.second = Math.floor(offset / TICKS_PER_SECOND) % 60;
    this.fraction = offset % TICKS_PER_SECOND;
  }

  private setHour(ticks: bigint): void {
    if (ticks < this.dayStart || ticks >= this.dayEnd) this.setDay(ticks);
    const h = Math.floor(Number(ticks - this.dayStart) / TICKS_PER_HOUR);
    this.start = this.hourStarts[h]!;
    this.end = this.hourStarts[h + 1]!;
    this.hour = TWO_DIGITS[h]!;
    this.hourIso = `${this.dayIso + this.hour}:`;
    this.hourSerial = ++serials;
  }

  private setDay(ticks: bigint): void {
    this.dayStart = ticks - (ticks % TICKS_PER_DAY);
    this.dayEnd = this.dayStart + TICKS_PER_DAY;
    this.hourStarts = Array.from(
      { length: 25 },
      (_, h) => this.dayStart + BigInt(h) * TICKS_PER_HOUR_BIG,
    );
    const iso = isoFromTicks(this.dayStart);
    this.year = iso.slice(0, 4);
    this.month = iso.slice(5, 7);
    this.day = iso.slice(8, 10);
    this.dayIso = iso.slice(0, 11);
    this.daySerial = ++serials;
  }

  /** OData DateTime wire text with all 7 fractional digits: 'yyyy-MM-ddTHH:mm:ss.fffffffZ'. */
  iso(): string {
    return `${this.hourIso + TWO_DIGITS[this.minute]!}:${TWO_DIGITS[this.second]!}.${fraction7(this.fraction)}Z`;
  }
}

/** A function from DateTime ticks to their wire text, with a calendar cache of its own. */
export function dateTimeText(): (ticks: bigint) => string {
  const parts = new DateParts();
  return (ticks) => {
    parts.set(ticks);
    return parts.iso();
  };
}
