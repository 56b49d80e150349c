/**
 * The model beside the measured: the engine's prediction for a query (its entities in order and
 * its pages) against what the live service returned for the same query.
 */
import type { PageSummary, WireEntity } from '../engine';
import { diffEntities, type EntityDiff } from './entity-diff';
import { type Explanation, explainDifferences } from './explain';
import type { LiveResult } from './live-query';
import { type PageRow, pageRows } from './page-rows';

/** What the model predicted: `runQuery`'s entities and pages for the same query. */
export interface ModelRun {
  readonly entities: readonly WireEntity[];
  readonly pages: readonly PageSummary[];
}

/** Model and service, side by side, with what differs and why. */
export interface LiveComparison {
  readonly entities: EntityDiff;
  readonly requests: { readonly model: number; readonly live: number };
  readonly pages: readonly PageRow[];
  /** Whether entities (set, order, values) and requests all agree. */
  readonly agrees: boolean;
  readonly explanations: readonly Explanation[];
}

/** Compares the model's run of a query with the live run of the same query. */
export function compareRuns(model: ModelRun, live: LiveResult): LiveComparison {
  const entities = diffEntities(model.entities, live.entities);
  const pages = pageRows(model.pages, live.pages);
  const requests = { model: model.pages.length, live: live.pages.length };
  return {
    entities,
    requests,
    pages,
    agrees:
      live.stoppedBy === 'end' &&
      entities.sameOrder &&
      entities.valueDifferenceCount === 0 &&
      requests.model === requests.live,
    explanations: explainDifferences(pages, entities, live),
  };
}
