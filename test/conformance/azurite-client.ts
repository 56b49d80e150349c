/** Talks to the Azurite table through @azure/data-tables, as an application would. */
import { AzureNamedKeyCredential, RestError, TableClient } from '@azure/data-tables';
import type { WireEntity } from '../../src/engine';
import { keyOf, toSdkEntity } from './dataset';

/** Azurite's well-known development account (public, documented; not a secret). */
export const DEV_ACCOUNT = 'devstoreaccount1';
export const DEV_KEY =
  'Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==';

/** What Azurite answered to one `$filter`: the matching keys, or the HTTP error it returned. */
export type AzuriteAnswer =
  | { readonly ok: true; readonly keys: readonly string[]; readonly pages: number }
  | { readonly ok: false; readonly status: number; readonly code: string };

/** A client for one table of the dev-store account served at `accountUrl`. */
export function tableClient(accountUrl: string, table: string): TableClient {
  return new TableClient(accountUrl, table, new AzureNamedKeyCredential(DEV_ACCOUNT, DEV_KEY), {
    allowInsecureConnection: true,
    retryOptions: { maxRetries: 0 },
  });
}

/** Creates the table and inserts every entity, one request each (the SDK's ordinary path). */
export async function loadTable(client: TableClient, entities: readonly WireEntity[]) {
  await client.createTable();
  for (const wire of entities) await client.createEntity(toSdkEntity(wire));
}

/**
 * Entities per response page. Small on purpose: most answers then span several pages, so the
 * continuation path (NextPartitionKey / NextRowKey) is exercised on every such query.
 */
const PAGE_SIZE = 4;

/** Runs one `$filter` to the end, following continuations, and returns the keys in order. */
export async function queryAzurite(client: TableClient, filter: string): Promise<AzuriteAnswer> {
  const keys: string[] = [];
  let pages = 0;
  try {
    const responses = client
      .listEntities({ queryOptions: { filter, select: ['PartitionKey', 'RowKey'] } })
      .byPage({ maxPageSize: PAGE_SIZE });
    for await (const page of responses) {
      pages += 1;
      for (const entity of page) keys.push(keyOf(entity.partitionKey ?? '', entity.rowKey ?? ''));
    }
    return { ok: true, keys, pages };
  } catch (error) {
    if (error instanceof RestError) {
      return { ok: false, status: error.statusCode ?? 0, code: error.code ?? '' };
    }
    throw error;
  }
}

const EPOCH_TICKS = 621_355_968_000_000_000n; // 1970-01-01 in 100 ns ticks since 0001-01-01
const ISO = /^(\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2})(?:\.(\d{1,7}))?Z$/;

/** 100 ns ticks since 0001-01-01 of an ISO time with up to 7 fractional digits (UTC). */
export function ticksOf(iso: string): bigint {
  const match = ISO.exec(iso);
  const ms = match ? Date.parse(`${match[1]}Z`) : Number.NaN;
  if (!match || Number.isNaN(ms)) throw new Error(`not an ISO UTC time: ${iso}`);
  return BigInt(ms) * 10_000n + BigInt((match[2] ?? '').padEnd(7, '0')) + EPOCH_TICKS;
}

/** The Timestamp Azurite assigned to each entity, by key, read back at full 7-digit precision. */
export async function readTimestamps(client: TableClient): Promise<Map<string, bigint>> {
  const out = new Map<string, bigint>();
  // disableTypeConversion keeps `timestamp` as the service's text; a JS Date would cut it to ms.
  for await (const entity of client.listEntities({ disableTypeConversion: true })) {
    const stamp = entity.timestamp;
    if (typeof stamp !== 'string') throw new Error(`no timestamp on ${JSON.stringify(entity)}`);
    out.set(keyOf(entity.partitionKey ?? '', entity.rowKey ?? ''), ticksOf(stamp));
  }
  return out;
}
