import { describe, expect, it } from 'vitest';
import type { PageRow } from './page-rows';
import { measuredScanRate } from './scan-rate';

const row = (index: number, scanned: number, elapsedMs: number | null): PageRow => ({
  index,
  model: { size: 0, scanned, continuation: null, endedBy: 'end' },
  live: elapsedMs === null ? null : { size: 0, continuation: null, elapsedMs },
  agrees: true,
});

describe('a scan rate measured on a live run', () => {
  it('is the model’s scanned entities over the requests’ time', () => {
    // 60,000 entities in 2 requests of 1,500 ms each: 20,000 a second.
    expect(measuredScanRate([row(0, 30_000, 1_500), row(1, 30_000, 1_500)])).toEqual({
      rate: 20_000,
      scanned: 60_000,
      ms: 3_000,
    });
  });

  it('counts only requests both sides made, and says nothing of a small scan', () => {
    expect(measuredScanRate([row(0, 5_000, 500), row(1, 5_000, null)])?.rate).toBe(10_000);
    expect(measuredScanRate([row(0, 20, 12)])).toBeNull();
  });
});
