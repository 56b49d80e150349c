/**
 * Why the live service's answer may differ from the model's, in words, for the differences the
 * model cannot know: where the service's partition ranges end, when a request hits the 5-second
 * limit, empty pages with a continuation, a table that changed since it was read, Timestamps the
 * model made up, a run that stopped early. Each is stated next to the evidence, never hidden.
 */
import { type Coded, coded } from '../engine';
import type { EntityDiff } from './entity-diff';
import type { LiveResult } from './live-query';
import type { PageRow } from './page-rows';

/** Codes of the explanations (the UI keys on them). */
type ExplanationCode =
  | 'LIVE_INCOMPLETE'
  | 'EMPTY_PAGE'
  | 'TIME_LIMIT'
  | 'SHORT_PAGE'
  | 'MODEL_EMPTY_LAST_PAGE'
  | 'REQUESTS_DIFFER'
  | 'CONTINUATION_DIFFERS'
  | 'SET_DIFFERS'
  | 'ORDER_DIFFERS'
  | 'VALUES_DIFFER'
  | 'TIMESTAMP'
  | 'KEYS_NOT_SELECTED';

/** One explanation, with the requests (0-based page rows) it accounts for; none: the whole run. */
export interface Explanation {
  readonly code: ExplanationCode;
  /** The explanation, said by the UI in the reader's language. */
  readonly message: Coded;
  readonly pages: readonly number[];
}

/** The service's limit on one request's running time. */
const TIME_LIMIT_MS = 5000;

function stoppedEarly(live: LiveResult): Explanation[] {
  if (live.stoppedBy === 'end') return [];
  const read = { entities: live.entities.length, requests: live.pages.length };
  const message =
    live.stoppedBy === 'cap'
      ? coded('live.stoppedAtCap', { ...read, cap: live.cap })
      : live.stoppedBy === 'cancelled'
        ? coded('live.stoppedCancelled', read)
        : coded('live.stoppedOnError', read);
  return [{ code: 'LIVE_INCOMPLETE', pages: [], message }];
}

function pageExplanations(rows: readonly PageRow[], live: LiveResult): Explanation[] {
  const out: Explanation[] = [];
  for (const row of rows) {
    const page = live.pages[row.index];
    if (row.agrees || page === undefined || page.continuation === null) continue;
    const n = row.index + 1;
    if (page.size >= page.requestedTop) {
      const model = row.model?.continuation;
      if (row.model?.size === page.size && model) {
        out.push({
          code: 'CONTINUATION_DIFFERS',
          pages: [row.index],
          message: coded('live.continuationDiffers', {
            request: n,
            size: page.size,
            livePartitionKey: page.continuation.nextPartitionKey ?? '?',
            liveRowKey: page.continuation.nextRowKey ?? '?',
            modelPartitionKey: model.nextPartitionKey,
            modelRowKey: model.nextRowKey ?? 'null',
          }),
        });
      }
      continue;
    }
    const next = page.continuation.nextPartitionKey;
    if (page.elapsedMs >= TIME_LIMIT_MS) {
      out.push({
        code: 'TIME_LIMIT',
        pages: [row.index],
        message: coded('live.timeLimit', {
          request: n,
          ms: Math.round(page.elapsedMs),
          size: page.size,
          top: page.requestedTop,
        }),
      });
    } else if (page.size === 0) {
      out.push({
        code: 'EMPTY_PAGE',
        pages: [row.index],
        message: coded('live.emptyPage', { request: n }),
      });
    } else {
      const short = { request: n, size: page.size, top: page.requestedTop };
      out.push({
        code: 'SHORT_PAGE',
        pages: [row.index],
        message:
          next === null
            ? coded('live.shortPage', short)
            : coded('live.shortPageSplit', { ...short, next }),
      });
    }
  }
  return out;
}

function requestExplanations(rows: readonly PageRow[], live: LiveResult): Explanation[] {
  const modelRequests = rows.filter((r) => r.model !== null).length;
  if (modelRequests === live.pages.length || live.stoppedBy !== 'end') return [];
  const last = rows[modelRequests - 1]?.model;
  if (modelRequests > live.pages.length && last?.size === 0) {
    return [
      {
        code: 'MODEL_EMPTY_LAST_PAGE',
        pages: [modelRequests - 2, modelRequests - 1],
        message: coded('live.modelEmptyLastPage', {
          last: modelRequests - 1,
          predicted: modelRequests,
          requests: live.pages.length,
        }),
      },
    ];
  }
  return [
    {
      code: 'REQUESTS_DIFFER',
      pages: [],
      message: coded('live.requestsDiffer', {
        model: modelRequests,
        requests: live.pages.length,
      }),
    },
  ];
}

function entityExplanations(diff: EntityDiff, live: LiveResult): Explanation[] {
  const out: Explanation[] = [];
  if (!diff.byKeys) {
    out.push({
      code: 'KEYS_NOT_SELECTED',
      pages: [],
      message: coded('live.keysNotSelected'),
    });
  }
  if (!diff.sameSet && live.stoppedBy === 'end') {
    out.push({
      code: 'SET_DIFFERS',
      pages: [],
      message: coded('live.setDiffers', {
        onlyModel: diff.onlyInModelCount,
        onlyLive: diff.onlyLiveCount,
      }),
    });
  }
  if (diff.sameSet && !diff.sameOrder) {
    out.push({
      code: 'ORDER_DIFFERS',
      pages: [],
      message: coded('live.orderDiffers', { position: diff.firstOrderDifference ?? 0 }),
    });
  }
  if (diff.valueDifferenceCount > 0) {
    out.push({
      code: 'VALUES_DIFFER',
      pages: [],
      message: coded('live.valuesDiffer', { count: diff.valueDifferenceCount }),
    });
  }
  const texts = [live.query.filter ?? '', ...(live.query.select ?? [])].join(' ');
  if (/\bTimestamp\b/.test(texts)) {
    out.push({
      code: 'TIMESTAMP',
      pages: [],
      message: coded('live.timestamp'),
    });
  }
  return out;
}

/** Every explanation that applies to this comparison, run-level first, then page by page. */
export function explainDifferences(
  rows: readonly PageRow[],
  diff: EntityDiff,
  live: LiveResult,
): Explanation[] {
  return [
    ...stoppedEarly(live),
    ...entityExplanations(diff, live),
    ...pageExplanations(rows, live),
    ...requestExplanations(rows, live),
  ];
}
