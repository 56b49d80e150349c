/**
 * Helpers for tests against a live Azurite table (these and the lead's e2e): a CORS rule set
 * through the Table service properties call, a table filled with given entities, and table SAS
 * URLs (read-only, write-enabled, expired) signed with the dev-store account's well-known key.
 *
 * Azurite's README says it does not support CORS for the Table service; 3.35 does: the rule set
 * here is returned by getProperties and answers a preflight (live-helpers.test.ts checks both).
 */
import {
  AzureNamedKeyCredential,
  generateAccountSas,
  generateTableSas,
  type TableEntity,
  type TableSasPermissions,
  TableServiceClient,
  type TransactionAction,
} from '@azure/data-tables';
import type { WireEntity } from '../../src/engine';
import { DEV_ACCOUNT, DEV_KEY, tableClient } from '../conformance/azurite-client';
import { toSdkEntity } from '../conformance/dataset';

const credential = new AzureNamedKeyCredential(DEV_ACCOUNT, DEV_KEY);

/**
 * Lets `origins` read the account's tables from a browser (GET and OPTIONS, every header), and
 * with `methods` also write them (a seed sends POST).
 */
export async function setTableCors(
  accountUrl: string,
  origins: readonly string[],
  methods = 'GET,OPTIONS',
): Promise<void> {
  const service = new TableServiceClient(accountUrl, credential, {
    allowInsecureConnection: true,
    retryOptions: { maxRetries: 0 },
  });
  await service.setProperties({
    cors: [
      {
        allowedOrigins: origins.join(','),
        allowedMethods: methods,
        allowedHeaders: '*',
        exposedHeaders: '*',
        maxAgeInSeconds: 3600,
      },
    ],
  });
}

/** Entities per transaction: the service's limit for one batch. */
const BATCH = 100;

/**
 * Creates `table` and inserts the entities in transactions (one partition and at most 100
 * entities each), which loads 5,000 entities in about a second instead of 5,000 requests.
 */
export async function createTableWith(
  accountUrl: string,
  table: string,
  entities: readonly WireEntity[],
): Promise<void> {
  const client = tableClient(accountUrl, table);
  await client.createTable();
  const byPartition = new Map<string, TableEntity[]>();
  for (const wire of entities) {
    const entity = toSdkEntity(wire);
    const list = byPartition.get(entity.partitionKey) ?? [];
    list.push(entity);
    byPartition.set(entity.partitionKey, list);
  }
  for (const list of byPartition.values()) {
    for (let i = 0; i < list.length; i += BATCH) {
      const actions: TransactionAction[] = list
        .slice(i, i + BATCH)
        .map((entity) => ['create', entity] as TransactionAction);
      await client.submitTransaction(actions);
    }
  }
}

/** Which SAS to make: permissions and validity (defaults: read only, valid for an hour). */
export interface SasOptions {
  readonly permissions?: TableSasPermissions;
  readonly startsOn?: Date;
  readonly expiresOn?: Date;
}

/** A full table SAS URL in the emulator's path-style form. */
export function tableSasUrl(accountUrl: string, table: string, options: SasOptions = {}): string {
  const now = Date.now();
  const token = generateTableSas(table, credential, {
    permissions: options.permissions ?? { query: true },
    expiresOn: options.expiresOn ?? new Date(now + 3_600_000),
    ...(options.startsOn ? { startsOn: options.startsOn } : {}),
  });
  return `${accountUrl}/${table}?${token}`;
}

/** A read-only SAS URL (sp=r), valid for an hour. */
export function readOnlySasUrl(accountUrl: string, table: string): string {
  return tableSasUrl(accountUrl, table);
}

/** A SAS URL that also grants add, update and delete (sp=raud). */
export function writeSasUrl(accountUrl: string, table: string): string {
  return tableSasUrl(accountUrl, table, {
    permissions: { query: true, add: true, update: true, delete: true },
  });
}

/** A read-only SAS URL that expired an hour ago. */
export function expiredSasUrl(accountUrl: string, table: string): string {
  const now = Date.now();
  return tableSasUrl(accountUrl, table, {
    startsOn: new Date(now - 7_200_000),
    expiresOn: new Date(now - 3_600_000),
  });
}

/**
 * An account SAS URL for the Table service (no table in its path), granting query, add and
 * update on service, container and object, and `write` (which creates tables) unless told not.
 */
export function accountSasUrl(accountUrl: string, write = true): string {
  const token = generateAccountSas(credential, {
    expiresOn: new Date(Date.now() + 3_600_000),
    permissions: { query: true, write, add: true, update: true },
    resourceTypes: 'sco',
  });
  return `${accountUrl}?${token}`;
}
