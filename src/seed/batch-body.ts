/**
 * The body of one entity group transaction (`POST <endpoint>/$batch`), as the REST reference
 * "Performing entity group transactions" gives it: a `multipart/mixed` batch holding one change
 * set, each part an `application/http` request. Every operation here is Insert Or Replace
 * Entity (`PUT <table>(PartitionKey='…',RowKey='…')` with no `If-Match`), so writing the same
 * entities again leaves the table as it was: seeding is idempotent. Pure: no fetch, no clock.
 */
import type { WireEntity } from '../engine';

/** Line ends inside a batch are CRLF (the MIME rule the service reads). */
const CRLF = '\r\n';

/** A key as it sits in an entity's address: quotes doubled (OData), then percent-encoded. */
export function keyInAddress(key: string): string {
  return encodeURIComponent(key.replace(/'/g, "''"));
}

/** The address of one entity in `table` at `endpoint` (no SAS: the batch's own URL carries it). */
export function entityAddress(endpoint: string, table: string, pk: string, rk: string): string {
  return `${endpoint}/${encodeURIComponent(table)}(PartitionKey='${keyInAddress(pk)}',RowKey='${keyInAddress(rk)}')`;
}

/**
 * The entity's JSON as an insert sends it: the engine's wire form (with `@odata.type` where JSON
 * cannot say the type) without `Timestamp`, which the service sets itself.
 */
function entityJson(entity: WireEntity): string {
  const { Timestamp: _ignored, ...rest } = entity;
  return JSON.stringify(rest);
}

/** One operation's part of the change set, without its boundary line. */
function operationPart(endpoint: string, table: string, entity: WireEntity): string {
  const pk = String(entity.PartitionKey);
  const rk = String(entity.RowKey);
  return [
    'Content-Type: application/http',
    'Content-Transfer-Encoding: binary',
    '',
    `PUT ${entityAddress(endpoint, table, pk, rk)} HTTP/1.1`,
    'Accept: application/json;odata=minimalmetadata',
    'Content-Type: application/json',
    'DataServiceVersion: 3.0;',
    '',
    entityJson(entity),
  ].join(CRLF);
}

/** A built batch: its `Content-Type` header (with the boundary) and its body. */
export interface BatchRequestBody {
  readonly contentType: string;
  readonly body: string;
}

/**
 * The batch that upserts `entities` (one partition of `table`, at most 100) at `endpoint`; `id`
 * makes the boundaries (any text of letters, digits and hyphens unlikely to occur in the data).
 */
export function batchBody(
  endpoint: string,
  table: string,
  entities: readonly WireEntity[],
  id: string,
): BatchRequestBody {
  const batch = `batch_${id}`;
  const changeset = `changeset_${id}`;
  const lines = [
    `--${batch}`,
    `Content-Type: multipart/mixed; boundary=${changeset}`,
    '',
    ...entities.flatMap((e) => [`--${changeset}`, operationPart(endpoint, table, e)]),
    `--${changeset}--`,
    `--${batch}--`,
    '',
  ];
  return { contentType: `multipart/mixed; boundary=${batch}`, body: lines.join(CRLF) };
}

/**
 * Bytes one entity adds to a batch body (its part, boundary line and line ends) at the longest
 * boundary `batchBody` makes; the planner sums these against the 4 MiB limit.
 */
export function operationBytes(endpoint: string, table: string, entity: WireEntity): number {
  const part = operationPart(endpoint, table, entity);
  // `--changeset_<36-character id>` and two CRLFs around it.
  return utf8Length(part) + 2 + 10 + 36 + 4;
}

/** UTF-8 length of a text, without allocating its bytes. */
export function utf8Length(text: string): number {
  let n = 0;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c < 0x80) n += 1;
    else if (c < 0x800) n += 2;
    else if (c >= 0xd800 && c <= 0xdbff && i + 1 < text.length) {
      n += 4;
      i++;
    } else n += 3;
  }
  return n;
}
