/**
 * Entities from different clients in one comparable form: each entity read by the engine's wire
 * reader and written back by `toWireEntity`, so a Guid's case, a DateTime's trailing zeros or a
 * whole Double's `10` vs `10.0` cannot make equal entities differ, while a changed type still
 * does. Service metadata (`odata.*`, etag) and Timestamp (Azurite's differs from the engine's)
 * are left out; with `$select`, only the selected properties are compared.
 */
import {
  base64FromBytes,
  DEFAULT_NOW,
  type EdmValue,
  fromWireEntity,
  isoFromTicks,
  toWireEntity,
  type WireEntity,
} from '../../src/engine';
import { sayEnglish } from '../../src/i18n/english';

/** JSON with keys sorted, so property order does not matter. */
function sortedJson(value: Record<string, unknown>): string {
  return JSON.stringify(
    Object.fromEntries(Object.entries(value).sort(([a], [b]) => (a < b ? -1 : 1))),
  );
}

/** The typed properties of a wire entity (keys included as strings), or a thrown reason. */
function typedOf(wire: WireEntity): Record<string, EdmValue | string> {
  const clean: WireEntity = { PartitionKey: '', RowKey: '' };
  for (const [k, v] of Object.entries(wire)) {
    if (k.startsWith('odata.') || k === 'etag' || k.startsWith('Timestamp') || v === null) continue;
    if (k.endsWith('@odata.type') && wire[k.slice(0, -'@odata.type'.length)] === null) continue;
    clean[k] = v;
  }
  const read = fromWireEntity(clean, { timestamp: DEFAULT_NOW });
  if (!read.ok)
    throw new Error(`unreadable entity ${JSON.stringify(wire)}: ${sayEnglish(read.error.message)}`);
  const out: Record<string, EdmValue | string> = { ...read.entity.properties };
  if ('PartitionKey' in wire) out.PartitionKey = read.entity.PartitionKey;
  if ('RowKey' in wire) out.RowKey = read.entity.RowKey;
  return out;
}

function project<T>(record: Record<string, T>, select: readonly string[] | undefined) {
  if (select === undefined || select.length === 0) return record;
  return Object.fromEntries(Object.entries(record).filter(([k]) => select.includes(k)));
}

/** The canonical lines of wire entities (sorted), for a client that keeps types. */
export function canonicalLines(entities: readonly WireEntity[], select?: readonly string[]) {
  return entities
    .map((wire) => {
      const typed = project(typedOf(wire), select);
      const stored = {
        PartitionKey: '',
        RowKey: '',
        Timestamp: 0n,
        properties: {} as Record<string, EdmValue>,
      };
      const keys: Record<string, string> = {};
      for (const [k, v] of Object.entries(typed)) {
        if (typeof v === 'string') keys[k] = v;
        else stored.properties[k] = v;
      }
      const out = toWireEntity(stored);
      delete out.Timestamp;
      delete out.PartitionKey;
      delete out.RowKey;
      return sortedJson({ ...out, ...keys });
    })
    .sort();
}

/**
 * What az 2.45 prints for a typed value: Int64 as `{edm_type, value}` (a JSON number), DateTime
 * to the microsecond with `+00:00`, Guid and Binary as bare strings, Doubles as numbers.
 */
function azValue(value: EdmValue): unknown {
  switch (value.type) {
    case 'Edm.Int64':
      return { edm_type: 'Edm.Int64', value: Number(value.value) };
    case 'Edm.DateTime': {
      const iso = isoFromTicks(value.value);
      const [whole, fraction = ''] = iso.replace(/Z$/, '').split('.');
      const micros = fraction.padEnd(7, '0').slice(0, 6);
      return `${whole}${/^0*$/.test(micros) ? '' : `.${micros}`}+00:00`;
    }
    case 'Edm.Binary':
      return base64FromBytes(value.value);
    default:
      return value.value;
  }
}

/** The canonical lines of the engine's entities as az prints them (sorted). */
export function azExpectedLines(entities: readonly WireEntity[], select?: readonly string[]) {
  return entities
    .map((wire) => {
      const typed = project(typedOf(wire), select);
      const out: Record<string, unknown> = {};
      for (const [k, v] of Object.entries(typed)) out[k] = typeof v === 'string' ? v : azValue(v);
      return sortedJson(out);
    })
    .sort();
}

/** The canonical lines of what az printed (sorted): parsed again so number spelling does not matter. */
export function azPrintedLines(
  entities: readonly Record<string, unknown>[],
  select?: readonly string[],
) {
  return entities
    .map((e) => {
      const clean = Object.fromEntries(
        Object.entries(e).filter(([k, v]) => k !== 'etag' && k !== 'Timestamp' && v !== null),
      );
      return sortedJson(project(clean, select));
    })
    .sort();
}

/**
 * A JSON line parsed with the one type hint JSON.parse drops: in minimal metadata a whole Double
 * carries no annotation and is told from an Int32 only by its spelling (`10.0`), so a number
 * written with a point or an exponent gets its `Edm.Double` annotation back.
 */
export function parseTypedLine(line: string): Record<string, unknown> {
  const parsed = JSON.parse(line) as Record<string, unknown>;
  let lastString = '';
  let afterColon = false;
  for (let i = 0; i < line.length; i++) {
    const c = line[i]!;
    if (c === '"') {
      let j = i + 1;
      while (line[j] !== '"') j += line[j] === '\\' ? 2 : 1;
      lastString = JSON.parse(line.slice(i, j + 1)) as string;
      i = j;
      afterColon = false;
    } else if (c === ':') afterColon = true;
    else if (afterColon && /[-\d]/.test(c)) {
      const token = /^-?\d+(\.\d+)?([eE][+-]?\d+)?/.exec(line.slice(i))![0];
      const key = `${lastString}@odata.type`;
      if (/[.eE]/.test(token) && !(key in parsed)) parsed[key] = 'Edm.Double';
      i += token.length - 1;
      afterColon = false;
    } else if (c !== ' ') afterColon = false;
  }
  return parsed;
}

/**
 * The engine's entities as @azure/data-tables can give them back: it parses the response with
 * JSON.parse, so a whole Double (`10.0`, unannotated in minimal metadata) comes back as an
 * Int32-looking number. No program can recover the type there; docs/codegen.md says so.
 */
export function jsSdkView(entities: readonly WireEntity[]): WireEntity[] {
  return entities.map((wire) => {
    const out: WireEntity = { ...wire };
    for (const [k, v] of Object.entries(wire)) {
      const name = k.slice(0, -'@odata.type'.length);
      if (k.endsWith('@odata.type') && v === 'Edm.Double' && Number.isInteger(wire[name])) {
        const n = wire[name] as number;
        if (n >= -2_147_483_648 && n <= 2_147_483_647 && !Object.is(n, -0)) delete out[k];
      }
    }
    return out;
  });
}
