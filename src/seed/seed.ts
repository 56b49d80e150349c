/**
 * Seeding tables: every planned transaction (batch-plan.ts) sent in order, one at a time, with
 * progress after each and a cancel between them. Tables are created first when the SAS allows
 * it (an existing table is fine). The first failure stops the seed and says which table,
 * partition and entity, with the service's own code in plain words; what was written before it
 * stays (every transaction is all or nothing, and re-seeding rewrites the same entities).
 */
import { coded } from '../engine';
import type { FetchLike, LiveConnection, LiveProblem } from '../live';
import { batchBody } from './batch-body';
import type { PlannedBatch, SeedPlan } from './batch-plan';
import { readBatchResponse } from './batch-response';
import type { SeedTarget } from './seed-target';
import {
  createTable,
  redactProblem,
  sendBatch,
  type WriteContext,
  writeHttpProblem,
} from './write-request';

/** Where a seed stands after each request. */
interface SeedProgress {
  readonly entities: number;
  readonly requests: number;
  readonly total: number;
}

/** How a seed ended, what it wrote and sent, and the problem that stopped it. */
export interface SeedResult {
  readonly stoppedBy: 'end' | 'cancelled' | 'problem';
  /** Entities written (whole transactions only). */
  readonly entities: number;
  /** Requests sent: Create Table calls and transactions. */
  readonly requests: number;
  readonly problem: LiveProblem | null;
}

/** What a seed needs from its host. */
export interface SeedOptions {
  readonly fetch?: FetchLike;
  readonly signal?: AbortSignal;
  readonly epochMs?: () => number;
  readonly origin?: string;
  readonly onProgress?: (progress: SeedProgress) => void;
  /** Boundary ids; default `crypto.randomUUID`. */
  readonly id?: () => string;
}

/** The methods a browser must be allowed to send for a seed (the CORS rule's). */
const SEED_METHODS = ['GET', 'POST', 'PUT', 'OPTIONS'] as const;

/** The problem of a failed operation in a transaction, naming table, partition and entity. */
function operationProblem(
  batch: PlannedBatch,
  outcome: Extract<ReturnType<typeof readBatchResponse>, { ok: false }>,
  request: number,
): LiveProblem {
  const failed = outcome.index === null ? undefined : batch.entities[outcome.index];
  const said = [outcome.error.code, outcome.error.message].filter((x) => x !== null).join(': ');
  if (outcome.error.code === 'TableNotFound' || outcome.status === 404) {
    return {
      code: 'TABLE_NOT_FOUND',
      where: { kind: 'request', page: request, entitiesBefore: 0 },
      status: outcome.status,
      ...(outcome.error.code ? { serviceCode: outcome.error.code } : {}),
      message: coded('live.seedTableMissing', { table: batch.table }),
      action: coded('live.seedTableMissingAction', { table: batch.table }),
    };
  }
  return {
    code: 'SEED_FAILED',
    where: { kind: 'request', page: request, entitiesBefore: 0 },
    status: outcome.status,
    ...(outcome.error.code ? { serviceCode: outcome.error.code } : {}),
    message:
      failed === undefined
        ? coded('live.seedPartitionFailed', {
            table: batch.table,
            partition: batch.partitionKey,
            status: String(outcome.status),
            said: said === '' ? '—' : said,
          })
        : coded('live.seedEntityFailed', {
            table: batch.table,
            partition: batch.partitionKey,
            row: String(failed.RowKey),
            status: String(outcome.status),
            said: said === '' ? '—' : said,
          }),
    action: coded('live.seedFailedAction'),
  };
}

/** Writes `plan` to `target`; never throws. */
export async function runSeed(
  target: SeedTarget,
  plan: SeedPlan,
  options: SeedOptions = {},
): Promise<SeedResult> {
  const fetch = options.fetch ?? ((url, init) => globalThis.fetch(url, init));
  const epochMs = options.epochMs ?? (() => Date.now());
  const id = options.id ?? (() => crypto.randomUUID());
  const byTable = new Map<string, LiveConnection>(target.connections.map((c) => [c.ref.table, c]));
  let entities = 0;
  let requests = 0;
  const result = (stoppedBy: SeedResult['stoppedBy'], problem: LiveProblem | null = null) => ({
    stoppedBy,
    entities,
    requests,
    problem,
  });
  const context = (connection: LiveConnection): WriteContext => ({
    ref: connection.ref,
    grant: connection.grant,
    nowMs: epochMs(),
    where: { kind: 'request', page: requests, entitiesBefore: entities },
    origin: options.origin ?? null,
    methods: SEED_METHODS,
    fetch,
    ...(options.signal ? { signal: options.signal } : {}),
  });
  const progress = () => options.onProgress?.({ entities, requests, total: plan.entities });
  if (target.canCreate) {
    for (const connection of target.connections) {
      if (options.signal?.aborted) return result('cancelled');
      const answer = await createTable(connection, context(connection));
      requests++;
      if (answer.kind === 'cancelled') return result('cancelled');
      if (answer.kind === 'problem') return result('problem', answer.problem);
      // 409 TableAlreadyExists: the table is there, which is all a seed needs.
      if (answer.status >= 300 && answer.status !== 409) {
        return result(
          'problem',
          writeHttpProblem(connection, answer.status, answer.error, context(connection)),
        );
      }
      progress();
    }
  }
  for (const batch of plan.batches) {
    if (options.signal?.aborted) return result('cancelled');
    const connection = byTable.get(batch.table);
    if (connection === undefined) continue;
    const body = batchBody(connection.ref.endpoint, batch.table, batch.entities, id());
    const at = context(connection);
    const answer = await sendBatch(connection, body, at);
    requests++;
    if (answer.kind === 'cancelled') return result('cancelled');
    if (answer.kind === 'problem') return result('problem', answer.problem);
    if (answer.status === 403 && connection.grant.kind === 'table' && target.kind === 'loopback') {
      // Azurite checks a table SAS against the request's path, which for $batch names no
      // table, so it refuses every transaction so made (the Azure SDK's too); the service does not.
      return result('problem', {
        code: 'SEED_FAILED',
        where: at.where,
        status: 403,
        ...(answer.error.code ? { serviceCode: answer.error.code } : {}),
        message: coded('live.seedEmulatorTableSas'),
        action: coded('live.seedEmulatorTableSasAction'),
      });
    }
    if (answer.status >= 300) {
      const problem =
        answer.status === 404
          ? operationProblem(
              batch,
              { ok: false, status: 404, index: null, error: answer.error },
              requests - 1,
            )
          : writeHttpProblem(connection, answer.status, answer.error, at);
      return result('problem', redactProblem(connection, problem));
    }
    const outcome = readBatchResponse(answer.body, batch.entities.length);
    if (!outcome.ok) {
      return result(
        'problem',
        redactProblem(connection, operationProblem(batch, outcome, requests - 1)),
      );
    }
    entities += batch.entities.length;
    progress();
  }
  return result('end');
}
