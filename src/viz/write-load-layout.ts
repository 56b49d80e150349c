/**
 * Lays out a write-load picture: the busiest partition's writes per second over time as bars,
 * against the per-partition target as a line. Pure: numbers in, rectangles and words out.
 */
import type { Translator } from '../i18n/translate';

/** One time bucket: its start (seconds) and the busiest partition's writes per second in it. */
export interface WriteSample {
  readonly start: number;
  readonly rate: number;
}

/** A bar of the picture: a bucket, and whether it goes over the target. */
interface WriteBar {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  readonly over: boolean;
}

/** The laid-out picture. */
export interface WriteLoadLayout {
  readonly width: number;
  readonly height: number;
  readonly bars: readonly WriteBar[];
  /** Where the target line is drawn. */
  readonly targetY: number;
  /** The value at the top of the picture (writes/s). */
  readonly top: number;
}

/** The picture's size and target. */
export interface WriteLoadFrame {
  readonly width: number;
  readonly height: number;
  /** Entities per second per partition the service is built for (2,000). */
  readonly target: number;
}

/**
 * Bars over the picture's width, scaled so the target line sits at most two thirds up (a load
 * far under it still shows as bars, one far over it shows how far).
 */
export function layoutWriteLoad(
  samples: readonly WriteSample[],
  frame: WriteLoadFrame,
): WriteLoadLayout {
  const { width, height, target } = frame;
  const peak = samples.reduce((m, s) => Math.max(m, s.rate), 0);
  const top = Math.max(peak * 1.1, target * 1.5);
  const scale = (v: number) => (v / top) * height;
  const step = samples.length > 0 ? width / samples.length : width;
  const bars = samples.map((s, i) => {
    const h = scale(s.rate);
    return {
      x: i * step,
      y: height - h,
      width: Math.max(1, step - (step > 3 ? 1 : 0)),
      height: h,
      over: s.rate > target,
    };
  });
  return { width, height, bars, targetY: height - scale(target), top };
}

/** The picture in words: the peak, how long it stays over the target, and the verdict. */
export function writeLoadSummary(
  t: Translator,
  samples: readonly WriteSample[],
  target: number,
): string {
  if (samples.length === 0) return t.t('viz.noWrites');
  const peak = samples.reduce((m, s) => Math.max(m, s.rate), 0);
  const over = samples.filter((s) => s.rate > target).length;
  return over === 0
    ? t.t('viz.writesWithin', { peak, target })
    : t.t('viz.writesOver', { peak, target, over, count: samples.length });
}
