/**
 * Why the live service's answer may differ from the model's, in words, for the differences the
 * model cannot know: where the service's partition ranges end, when a request hits the 5-second
 * limit, empty pages with a continuation, a table that changed since it was read, Timestamps the
 * model made up, a run that stopped early. Each is stated next to the evidence, never hidden.
 */
import type { EntityDiff } from './entity-diff';
import type { LiveResult } from './live-query';
import type { PageRow } from './page-rows';

/** Codes of the explanations (the UI keys on them). */
export type ExplanationCode =
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
  readonly message: string;
  readonly pages: readonly number[];
}

/** The service's limit on one request's running time. */
const TIME_LIMIT_MS = 5000;

function stoppedEarly(live: LiveResult): Explanation[] {
  if (live.stoppedBy === 'end') return [];
  const why =
    live.stoppedBy === 'cap'
      ? `at the cap of ${live.cap} entities`
      : live.stoppedBy === 'cancelled'
        ? 'because it was cancelled'
        : 'on an error';
  return [
    {
      code: 'LIVE_INCOMPLETE',
      pages: [],
      message: `The live run stopped ${why}, after ${live.entities.length} entities in ${live.pages.length} requests: the comparison covers only what was read, so entities "only in the model" may simply not have been read yet.`,
    },
  ];
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
          message: `Request ${n} returned the same ${page.size} entities, but the service continues at PartitionKey "${page.continuation.nextPartitionKey ?? '?'}", RowKey "${page.continuation.nextRowKey ?? '?'}" and the model at "${model.nextPartitionKey}", "${model.nextRowKey}". The model resumes at the next entity its scan would read; this service resumed at its next match (Azurite filters before it pages), so the page breaks that follow may differ.`,
        });
      }
      continue;
    }
    const next = page.continuation.nextPartitionKey;
    if (page.elapsedMs >= TIME_LIMIT_MS) {
      out.push({
        code: 'TIME_LIMIT',
        pages: [row.index],
        message: `Request ${n} took ${Math.round(page.elapsedMs)} ms and returned ${page.size} of up to ${page.requestedTop} entities with a continuation: the service ends a request after 5 seconds. The model does not simulate time.`,
      });
    } else if (page.size === 0) {
      out.push({
        code: 'EMPTY_PAGE',
        pages: [row.index],
        message: `Request ${n} returned no entities but a continuation: the service stopped scanning (at a partition-range boundary, or on its time limit) before it found a match. The model has no such boundaries here, so it counts fewer requests.`,
      });
    } else {
      const hint =
        next === null
          ? ''
          : ` To model it, add a range split at PartitionKey "${next}" (Range partitions: split at).`;
      out.push({
        code: 'SHORT_PAGE',
        pages: [row.index],
        message: `Request ${n} returned ${page.size} of up to ${page.requestedTop} entities with a continuation: the service split the page, most likely at the end of one of its partition ranges, which the model cannot know.${hint}`,
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
        message: `The model's request ${modelRequests - 1} filled its page before the end of the scanned range, so it predicts a request ${modelRequests} that returns nothing. The service looked ahead and sent no continuation, so it made ${live.pages.length} requests.`,
      },
    ];
  }
  return [
    {
      code: 'REQUESTS_DIFFER',
      pages: [],
      message: `The model predicts ${modelRequests} requests; the service made ${live.pages.length}. See the page rows for where they part.`,
    },
  ];
}

function entityExplanations(diff: EntityDiff, live: LiveResult): Explanation[] {
  const out: Explanation[] = [];
  if (!diff.byKeys) {
    out.push({
      code: 'KEYS_NOT_SELECTED',
      pages: [],
      message:
        'Some entities came back without PartitionKey and RowKey ($select without them), so entities were matched by their content, not by key. Add PartitionKey and RowKey to $select to match by key.',
    });
  }
  if (!diff.sameSet && live.stoppedBy === 'end') {
    out.push({
      code: 'SET_DIFFERS',
      pages: [],
      message: `${diff.onlyInModelCount} entities are only in the model's result and ${diff.onlyLiveCount} only in the service's. Either the table changed since it was read into the model, or the model and this service evaluate the filter differently (docs/conformance.md lists the emulator's known differences).`,
    });
  }
  if (diff.sameSet && !diff.sameOrder) {
    out.push({
      code: 'ORDER_DIFFERS',
      pages: [],
      message: `The same entities came back in another order, from position ${diff.firstOrderDifference}. Azure Table storage returns entities in PartitionKey, RowKey order; an endpoint that does not (such as Azure Cosmos DB's Table API) orders results in a way the model does not simulate.`,
    });
  }
  if (diff.valueDifferenceCount > 0) {
    out.push({
      code: 'VALUES_DIFFER',
      pages: [],
      message: `${diff.valueDifferenceCount} property values differ for entities with the same keys: the entities were changed since the table was read into the model.`,
    });
  }
  const texts = [live.query.filter ?? '', ...(live.query.select ?? [])].join(' ');
  if (/\bTimestamp\b/.test(texts)) {
    out.push({
      code: 'TIMESTAMP',
      pages: [],
      message:
        "The query uses Timestamp. The model stamps every entity it loads with one Timestamp; the service's are the real last-write times, so Timestamp comparisons can differ.",
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
