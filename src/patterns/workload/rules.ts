/**
 * The documented rules the workload model follows, and the defaults of its assumptions. Every
 * figure here is in docs/access-patterns.md with its source ("Workload, projection and cost").
 */
import type { Assumptions, PriceSheet } from './types';

/** Entities one response holds at most ("Query Timeout and Pagination", [DOC]). */
export const PAGE_ENTITIES = 1000;
/** Seconds a query executes before the service answers with a continuation (same page, [DOC]). */
export const QUERY_SECONDS = 5;
/** The largest entity, bytes by the size formula ("Understanding the Table service data model", [DOC]). */
export const MAX_ENTITY_BYTES = 1024 * 1024;
/** Custom properties an entity may carry: 255 with the three system properties ([DOC]). */
export const MAX_CUSTOM_PROPERTIES = 252;
/** UTF-16 code units a String property holds: 64 KiB ([DOC]). */
export const MAX_STRING_CHARS = 32_768;

/** Operations in one entity group transaction ("Performing entity group transactions", [DOC]). */
export const MAX_BATCH_OPERATIONS = 100;
/** Payload of one entity group transaction, bytes ([DOC]). */
export const MAX_BATCH_BYTES = 4 * 1024 * 1024;

/**
 * The assumptions' defaults ([MODEL], editable in the view): the scan rate is not documented
 * (20,000 entities a second, so a 5-second request reads at most 100,000), a round trip of 10 ms
 * is a client in the table's region, and a client follows index entities 10 point reads at a time.
 */
export const DEFAULT_ASSUMPTIONS: Assumptions = {
  scanRate: 20_000,
  roundTripMs: 10,
  parallelReads: 10,
};

/** The assumption names, in the order the view lists them. */
export const ASSUMPTION_KEYS = ['scanRate', 'roundTripMs', 'parallelReads'] as const;

/**
 * Example prices, not a quote: Azure Table storage, pay as you go, in US dollars, as listed for
 * US regions on 2025-06-01 (azure.microsoft.com/pricing/details/storage/tables: per 10,000
 * transactions, and per GB-month for the first terabyte); Cosmos DB for Table at $0.008 an hour
 * per 100 RU/s (one write region) × 730 hours and $0.25 a GB-month, as Microsoft's "Understand
 * your Azure Cosmos DB bill" states them (updated 2022-03-31, read 2026-11-27). Prices differ by
 * region and change: the view says so beside them with their source and date, and the reader
 * enters their own. docs/access-patterns.md lists what was checked and what could not be.
 */
export const EXAMPLE_PRICES: PriceSheet = {
  currency: 'USD',
  redundancy: 'LRS',
  perTenThousand: { LRS: 0.00036, ZRS: 0.00036, GRS: 0.00036, 'RA-GRS': 0.00036 },
  perGbMonth: { LRS: 0.045, ZRS: 0.0563, GRS: 0.06, 'RA-GRS': 0.075 },
  asOf: '2025-06-01',
  batchBilling: 'request',
  cosmosPer100RuMonth: 5.84,
  cosmosPerGbMonth: 0.25,
};

/** The redundancy options a price sheet prices, in the order the view lists them. */
export const REDUNDANCIES = ['LRS', 'ZRS', 'GRS', 'RA-GRS'] as const;
