/**
 * Writing entities as the typed CSV Storage Explorer imports: a `Name` column and a `Name@type`
 * column (`Edm.`-prefixed, the spelling every version reads) for each property, PartitionKey,
 * RowKey and Timestamp first, CRLF line breaks, RFC 4180 quoting (papaparse's `unparse`). A
 * property an entity lacks leaves both its cells empty; an empty String keeps its type cell,
 * which is what tells it apart from an absent property.
 */
import Papa from 'papaparse';
import {
  createWireReader,
  DEFAULT_NOW,
  type EdmValue,
  type StoredEntity,
  type WireEntity,
} from '../engine';
import { cellOfValue } from './csv-values';

/** Rows per `unparse` call: large enough to amortise it, small enough to keep chunks modest. */
const BATCH = 5000;

/**
 * The typed CSV of `entities`, in pieces (header first) for a worker that streams a download.
 * Entities the engine would reject are left out (a table's own entities never are).
 */
export function* typedCsvChunks(entities: Iterable<WireEntity>): Generator<string> {
  const read = createWireReader({ timestamp: DEFAULT_NOW });
  const stored: { entity: StoredEntity; timestamp: string }[] = [];
  const names = new Map<string, number>();
  for (const wire of entities) {
    const outcome = read(wire);
    if (!outcome.ok) continue;
    const entity = outcome.entity;
    for (const name of Object.keys(entity.properties)) {
      if (!names.has(name)) names.set(name, names.size);
    }
    stored.push({ entity, timestamp: typeof wire.Timestamp === 'string' ? wire.Timestamp : '' });
  }
  const header = ['PartitionKey', 'RowKey', 'Timestamp'];
  for (const name of names.keys()) header.push(name, `${name}@type`);
  const width = header.length;
  const unparse = (rows: string[][]) => Papa.unparse(rows, { newline: '\r\n', header: false });
  yield `${unparse([header])}\r\n`;
  for (let from = 0; from < stored.length; from += BATCH) {
    const rows: string[][] = [];
    for (const { entity, timestamp } of stored.slice(from, from + BATCH)) {
      const row = new Array<string>(width).fill('');
      row[0] = entity.PartitionKey;
      row[1] = entity.RowKey;
      row[2] = timestamp;
      const props = entity.properties;
      for (const name of Object.keys(props)) {
        const at = 3 + 2 * names.get(name)!;
        const value = props[name] as EdmValue;
        row[at] = cellOfValue(value);
        row[at + 1] = value.type;
      }
      rows.push(row);
    }
    yield `${unparse(rows)}\r\n`;
  }
}

/** The typed CSV (`.typed.csv`) of `entities`, as one string. */
export function writeTypedCsv(entities: Iterable<WireEntity>): string {
  let out = '';
  for (const chunk of typedCsvChunks(entities)) out += chunk;
  return out;
}
