/**
 * Wall and CPU time of whole runs, for benchmarks whose unit of work takes seconds (loading and
 * generating a million entities). CPU time is reported beside wall time because the garbage
 * collector works on a second thread, and because on a shared 2-core machine CPU time is the
 * steadier of the two.
 */
import { median } from './stats';

/** Median, spread and CPU time of a few runs, in whole milliseconds, and the last run's result. */
export interface WallCpu<T> {
  readonly wallMs: number;
  readonly wallMsMin: number;
  readonly wallMsMax: number;
  readonly cpuMs: number;
  readonly result: T;
}

/** Wall and CPU milliseconds of runs, collected one run at a time. */
function recorder() {
  const wall: number[] = [];
  const cpu: number[] = [];
  return {
    /** Collects garbage and starts a run; the returned function ends it. */
    start(): () => void {
      (globalThis as { gc?: () => void }).gc?.();
      const c0 = process.cpuUsage();
      const t0 = performance.now();
      return () => {
        wall.push(performance.now() - t0);
        const c = process.cpuUsage(c0);
        cpu.push((c.user + c.system) / 1000);
      };
    },
    summary<T>(result: T): WallCpu<T> {
      return {
        wallMs: Math.round(median(wall)),
        wallMsMin: Math.round(Math.min(...wall)),
        wallMsMax: Math.round(Math.max(...wall)),
        cpuMs: Math.round(median(cpu)),
        result,
      };
    },
  };
}

/** Runs `work` `runs` times, after a full collection each time so runs do not pay for each other. */
export function timeRuns<T>(runs: number, work: () => T): WallCpu<T> {
  const runsOf = recorder();
  let result!: T;
  for (let r = 0; r < runs; r++) {
    const stop = runsOf.start();
    result = work();
    stop();
  }
  return runsOf.summary(result);
}

/** `timeRuns` for asynchronous work (an import awaits its file's slices). */
export async function timeRunsAsync<T>(runs: number, work: () => Promise<T>): Promise<WallCpu<T>> {
  const runsOf = recorder();
  let result!: T;
  for (let r = 0; r < runs; r++) {
    const stop = runsOf.start();
    result = await work();
    stop();
  }
  return runsOf.summary(result);
}
