/**
 * Reading one page of a query response (`application/json;odata=minimalmetadata`) into the wire
 * entities the engine's reader takes. What is dropped, and why (docs/semantics-notes.md):
 * `odata.*` metadata (the etag changes on every write and is not data), and `Timestamp` with its
 * annotation: the engine ignores a payload Timestamp and stamps entities itself, so keeping it
 * would only suggest the model knows the service's write times.
 */
import { type Coded, type CodedParam, coded, type WireEntity } from '../engine';
import { doubleSpelledProperties } from './double-spelling';

/** A page's entities, or why the body is not Table service JSON. */
export type TableJsonPage =
  | { readonly ok: true; readonly entities: WireEntity[] }
  | { readonly ok: false; readonly error: Coded };

function isDropped(name: string): boolean {
  return (
    name.startsWith('odata.') ||
    name.startsWith('@odata.') ||
    name === 'Timestamp' ||
    name === 'Timestamp@odata.type'
  );
}

/**
 * The entity without metadata and Timestamp, in the service's property order, with an
 * `Edm.Double` annotation on each number the response spelled as a Double (double-spelling.ts).
 */
function toWire(
  raw: Record<string, unknown>,
  doubles: ReadonlySet<string> | undefined,
): WireEntity {
  const out: WireEntity = {};
  for (const name of Object.keys(raw)) {
    if (isDropped(name)) continue;
    const typeKey = `${name}@odata.type`;
    if (doubles?.has(name) && typeof raw[name] === 'number' && !(typeKey in raw)) {
      out[typeKey] = 'Edm.Double';
    }
    out[name] = raw[name];
  }
  return out;
}

function preview(body: string): CodedParam {
  const text = body.replace(/\s+/g, ' ').trim();
  return text === ''
    ? coded('live.jsonEmptyBody')
    : `"${text.length > 60 ? `${text.slice(0, 57)}...` : text}"`;
}

/** Reads a response body; `contentType` is the response's Content-Type header (or null). */
export function readTableJson(body: string, contentType: string | null): TableJsonPage {
  if (contentType === null || !/\bjson\b/i.test(contentType)) {
    const type = contentType ?? coded('live.jsonNoType');
    return { ok: false, error: coded('live.jsonNotJson', { type, start: preview(body) }) };
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return { ok: false, error: coded('live.jsonInvalid', { start: preview(body) }) };
  }
  const value = (parsed as Record<string, unknown> | null)?.value;
  if (typeof parsed !== 'object' || parsed === null || !Array.isArray(value)) {
    return {
      ok: false,
      error: coded('live.jsonNoValue', { start: preview(body) }),
    };
  }
  const entities: WireEntity[] = [];
  const doubles = doubleSpelledProperties(body);
  for (let i = 0; i < value.length; i++) {
    const item: unknown = value[i];
    if (typeof item !== 'object' || item === null || Array.isArray(item)) {
      return { ok: false, error: coded('live.jsonNotEntity', { item: String(i) }) };
    }
    entities.push(toWire(item as Record<string, unknown>, doubles[i]));
  }
  return { ok: true, entities };
}
