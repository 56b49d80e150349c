/**
 * DateTime ticks split into calendar parts, cheaply for runs of nearby times: a million records
 * mostly share their hour with the previous one, so the calendar is worked out once per hour and
 * each time costs one BigInt subtraction and a few table lookups. Each instance owns its cache.
 */
import { isoFromTicks } from '../engine';

/** 100 ns ticks in one hour, one minute, one second. */
const TICKS_PER_HOUR = 36_000_000_000n;
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

/** The parts of the last DateTime given to `set`: strings for the hour, numbers below it. */
export class DateParts {
  private start = 0n;
  private end = 0n;
  /** 'yyyy', 'MM', 'dd', 'HH' of the current hour. */
  year = '';
  month = '';
  day = '';
  hour = '';
  /** 'yyyy-MM-ddTHH:' of the current hour, for wire text. */
  hourIso = '';
  /** Changes whenever the hour does, so formats can cache per-hour text. */
  hourSerial = 0;
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
    this.start = ticks - (ticks % TICKS_PER_HOUR);
    this.end = this.start + TICKS_PER_HOUR;
    const iso = isoFromTicks(this.start);
    this.year = iso.slice(0, 4);
    this.month = iso.slice(5, 7);
    this.day = iso.slice(8, 10);
    this.hour = iso.slice(11, 13);
    this.hourIso = iso.slice(0, 14);
    this.hourSerial++;
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
