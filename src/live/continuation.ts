/**
 * Continuation tokens of a live query. The service's `x-ms-continuation-NextPartitionKey` /
 * `NextRowKey` headers are opaque: they are sent back verbatim to get the next page. To compare
 * them with the model's (which names the next entity's keys), we try to decode them: the Azure
 * service writes `1!<n>!<base64, '-' for '='>`, Azurite writes plain base64. A token we cannot
 * decode keeps `null` keys; it still works as a continuation.
 */

/** One page's continuation as the service sent it, with the keys it names when we can tell. */
export interface LiveContinuation {
  /** The header values, to send back as `NextPartitionKey` / `NextRowKey` (row may be absent). */
  readonly nextPartitionKeyToken: string;
  readonly nextRowKeyToken: string | null;
  /** The keys the tokens name, when decodable; null otherwise. */
  readonly nextPartitionKey: string | null;
  readonly nextRowKey: string | null;
}

const SERVICE_FORM = /^1!\d+!([A-Za-z0-9+/_-]*)$/;
const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

function fromBase64(text: string): string | null {
  if (!BASE64.test(text)) return null;
  try {
    const binary = atob(text);
    const bytes = Uint8Array.from(binary, (c) => c.charCodeAt(0));
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
}

/** The key a continuation token names, or null when its form is unknown. */
export function decodeContinuationToken(token: string): string | null {
  const service = SERVICE_FORM.exec(token);
  if (service !== null) return fromBase64((service[1] ?? '').replace(/-/g, '='));
  return fromBase64(token);
}

/** The continuation of a response, from its headers; null on the last page. */
export function continuationOf(headers: {
  get(name: string): string | null;
}): LiveContinuation | null {
  const partition = headers.get('x-ms-continuation-NextPartitionKey');
  if (partition === null || partition === '') return null;
  const row = headers.get('x-ms-continuation-NextRowKey');
  const rowToken = row === null || row === '' ? null : row;
  return {
    nextPartitionKeyToken: partition,
    nextRowKeyToken: rowToken,
    nextPartitionKey: decodeContinuationToken(partition),
    nextRowKey: rowToken === null ? null : decodeContinuationToken(rowToken),
  };
}
