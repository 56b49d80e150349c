/**
 * Timing helpers for the engine benchmark: run a function in batches and report the median and
 * spread of the per-call time, so one noisy batch on a shared machine does not make the figure.
 */
import { median } from '../stats';

/** Per-call time of a measured operation, in the unit named by `unit`. */
export interface Timing {
  readonly unit: 'µs' | 'ms';
  readonly median: number;
  readonly min: number;
  readonly max: number;
  /** (max − min) / median: how much the batches disagreed. */
  readonly spread: number;
  readonly batches: number;
  readonly callsPerBatch: number;
}

const round = (x: number, digits = 3): number => Number(x.toPrecision(digits));

/**
 * Calls `fn` `calls` times per batch, `batches` times (after one untimed warm-up batch), and
 * summarizes the per-call times. `sink` keeps results alive so the calls cannot be optimized away.
 */
export function measure(
  fn: () => unknown,
  options: { batches: number; calls: number; unit: 'µs' | 'ms'; warmup?: boolean },
): Timing {
  const scale = options.unit === 'µs' ? 1000 : 1;
  const perCall: number[] = [];
  const sink: unknown[] = [];
  for (let b = options.warmup === false ? 0 : -1; b < options.batches; b++) {
    const t0 = performance.now();
    for (let i = 0; i < options.calls; i++) sink[i & 7] = fn();
    const t = ((performance.now() - t0) / options.calls) * scale;
    if (b >= 0) perCall.push(t);
  }
  const med = median(perCall);
  const min = Math.min(...perCall);
  const max = Math.max(...perCall);
  return {
    unit: options.unit,
    median: round(med),
    min: round(min),
    max: round(max),
    spread: round((max - min) / med, 2),
    batches: options.batches,
    callsPerBatch: options.calls,
  };
}

/** Collects garbage when the process runs with --expose-gc (npm run bench does). */
export function collectGarbage(): void {
  const gc = (globalThis as { gc?: () => void }).gc;
  if (gc) {
    gc();
    gc();
  }
}

/** Heap in use after a full collection, in bytes. */
export function heapUsed(): number {
  collectGarbage();
  return process.memoryUsage().heapUsed;
}
