/**
 * Export of a table's entities as a file's text: every page of a query (the results) or of the
 * whole table, as Storage Explorer's typed CSV or as an OData JSON response body.
 */
import {
  type Coded,
  type QueryOptions,
  runQueryPage,
  type Table,
  type WireEntity,
} from '../engine';
import { writeODataJson, writeTypedCsv } from '../io';
import type { ExportFormat, ExportOutcome } from '../protocol/exports';

/** The entities `options` returns over all pages (`$top` sizes pages, as the service does). */
function* allPages(table: Table, options: QueryOptions): Generator<WireEntity, Coded | null> {
  let continuation = null;
  do {
    const outcome = runQueryPage(table, options, continuation);
    if (!outcome.ok) return outcome.error.message;
    yield* outcome.page.entities;
    continuation = outcome.page.continuation;
  } while (continuation !== null);
  return null;
}

/** The text of an export of `options`' results; an empty filter exports the whole table. */
export function exportText(
  table: Table,
  options: QueryOptions,
  format: ExportFormat,
): ExportOutcome {
  const entities: WireEntity[] = [];
  const pages = allPages(table, options);
  for (let next = pages.next(); ; next = pages.next()) {
    if (next.done) {
      if (next.value !== null) return { ok: false, error: next.value };
      break;
    }
    entities.push(next.value);
  }
  const text = format === 'typed-csv' ? writeTypedCsv(entities) : writeODataJson(entities, 'body');
  return { ok: true, text, count: entities.length };
}
