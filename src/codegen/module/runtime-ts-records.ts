/**
 * The part of a generated TypeScript module that maps the entities a read returns back to
 * records, as Keyscope's check does (record-reading.ts says what each set's reading holds): a
 * copy to its record, an index entity to the copies its entries name (a point query each), a
 * series entity to a record per series property; the pattern's records once each, in the order
 * the entities and their lists came.
 */
export const TS_RECORDS = `/** A text's template as a pattern: a group per record property it spells recoverably. */
interface TextMatcher {
  readonly pattern: string;
  readonly captures: readonly (readonly [string, string])[];
}

/** How a set's entities are recognised and read back to records (see the module's SETS). */
interface SetReading {
  readonly name: string;
  readonly typeName: string;
  readonly kind: 'copy' | 'index' | 'series';
  readonly table: TextMatcher | null;
  readonly partitionKey: TextMatcher;
  readonly rowKey: TextMatcher;
  readonly carried: readonly (readonly [string, string])[];
  readonly computed: readonly (readonly [string, TextMatcher])[];
  readonly list?: { readonly property: string; readonly separator: string; readonly entry: TextMatcher };
  readonly series?: { readonly name: TextMatcher; readonly value: string; readonly type: string };
  readonly follow?: string;
  readonly columns: readonly string[];
  /** The set's key function (and an index's entry, a series' property name), for a record's identity. */
  readonly keys: (r: never) => EntityKeys;
  readonly entry?: (r: never) => string;
  readonly propertyName?: (r: never) => string;
}

/** A record as a read gives it back: the properties its entities carry or their keys spell. */
type ReadRecord = Record<string, unknown>;

const matchers = new Map<string, RegExp>();

/** Reads the properties \`m\` spells out of \`text\` into \`into\` (kept values win); false if no match. */
function readBack(m: TextMatcher, text: string, into: ReadRecord): boolean {
  let re = matchers.get(m.pattern);
  if (re === undefined) {
    re = new RegExp(\`^(?:\${m.pattern})$\`);
    matchers.set(m.pattern, re);
  }
  const found = re.exec(text);
  if (found === null) return false;
  m.captures.forEach(([name, type], k) => {
    const t = found[k + 1]!;
    if (!(name in into)) into[name] = type === 'Edm.Int64' ? BigInt(t) : type === 'Edm.Int32' ? Number(t) : t;
  });
  return true;
}

/** A property as the SDK reads it without type conversion, in the record's form of \`type\`. */
function recordValue(v: unknown, type: string): unknown {
  const value = typeof v === 'object' && v !== null && 'value' in v ? (v as { value: unknown }).value : v;
  switch (type) {
    case 'Edm.Int32':
    case 'Edm.Double':
      return Number(value);
    case 'Edm.Int64':
      return BigInt(value as string);
    case 'Edm.Boolean':
      return value === true || value === 'true';
    case 'Edm.Binary':
      return Uint8Array.from(atob(String(value)), (c) => c.charCodeAt(0));
    default:
      return value;
  }
}

/** Which set an entity of \`table\` belongs to: index sets (their list present), series, copies. */
function setOf(sets: readonly SetReading[], table: string, e: ReadEntity): SetReading | undefined {
  const order = [...sets.filter((s) => s.kind === 'index'), ...sets.filter((s) => s.kind === 'series'), ...sets.filter((s) => s.kind === 'copy')];
  return order.find((s) => {
    if (s.table === null ? table !== '' : !readBack(s.table, table, {})) return false;
    if (!readBack(s.partitionKey, e.partitionKey!, {}) || !readBack(s.rowKey, e.rowKey!, {})) return false;
    const list = s.list === undefined ? undefined : (e[s.list.property] as { value?: unknown } | undefined);
    return s.list === undefined || typeof list?.value === 'string';
  });
}

/** What an entity's table and keys spell of its record. */
function spelled(s: SetReading, table: string, e: ReadEntity): ReadRecord {
  const r: ReadRecord = {};
  if (s.table !== null) readBack(s.table, table, r);
  readBack(s.partitionKey, e.partitionKey!, r);
  readBack(s.rowKey, e.rowKey!, r);
  return r;
}

/** A copy's record: the properties it carries, and what its keys and computed columns spell. */
function copyRecord(s: SetReading, table: string, e: ReadEntity, known: ReadRecord): ReadRecord {
  const r: ReadRecord = {};
  for (const [name, type] of s.carried) if (e[name] !== undefined) r[name] = recordValue(e[name], type);
  const rest = { ...known, ...spelled(s, table, e) };
  for (const [name, m] of s.computed) {
    const v = e[name] as { value?: unknown } | undefined;
    if (typeof v?.value === 'string') readBack(m, v.value, rest);
  }
  return { ...rest, ...r };
}

/** A record's identity: its keys in the first set of its type, or where it was read. */
function identity(sets: readonly SetReading[], typeName: string, r: ReadRecord, where: string): string {
  const first = sets.find((s) => s.typeName === typeName)!;
  try {
    const k = first.keys(r as never);
    const part = first.entry?.(r as never) ?? first.propertyName?.(r as never) ?? '';
    return JSON.stringify([k.table, k.partitionKey, k.rowKey, part]);
  } catch {
    // A property a key needs is not given back: the record is known by where it was read.
    return where;
  }
}

/** The entity with these keys, or undefined when there is none (404). */
async function pointRead(tables: TableFor, k: EntityKeys): Promise<ReadEntity | undefined> {
  try {
    return await tables(k.table).getEntity<Record<string, unknown>>(k.partitionKey, k.rowKey, { disableTypeConversion: true });
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 404) return undefined;
    throw error;
  }
}

/**
 * The records the entities stand for, as Keyscope's check reads them: each record once, in the
 * order the entities (and an index's list, a series' properties) came. Entities of other sets
 * (another record type, or a set the pattern also reads) give none.
 */
async function toRecords(tables: TableFor, found: readonly Found[], typeName: string, keep: readonly string[]): Promise<ReadRecord[]> {
  const out: ReadRecord[] = [];
  const seen = new Set<string>();
  const deliver = (r: ReadRecord, where: string) => {
    const id = identity(SETS, typeName, r, where);
    if (!seen.has(id)) {
      seen.add(id);
      out.push(r);
    }
  };
  for (const { table, entity: e } of found) {
    const s = setOf(SETS, table, e);
    if (s === undefined || !keep.includes(s.name)) continue;
    const where = JSON.stringify([table, e.partitionKey, e.rowKey]);
    if (s.kind === 'copy') deliver(copyRecord(s, table, e, {}), where);
    else if (s.list !== undefined) {
      const text = (e[s.list.property] as { value: string }).value;
      const entries = text === '' ? [] : text.split(s.list.separator);
      const target = SETS.find((x) => x.name === s.follow);
      // Each entry's copy, read with a point query (side by side; their order is the list's).
      const records = await Promise.all(
        entries.map(async (entry) => {
          const known = spelled(s, table, e);
          readBack(s.list!.entry, entry, known);
          if (target === undefined) return known;
          const k = target.keys(known as never);
          const copy = await pointRead(tables, k);
          // An entry whose copy is not there (yet: the index is written after it) gives no record.
          return copy === undefined ? undefined : copyRecord(target, k.table, copy, known);
        }),
      );
      for (const [at, r] of records.entries()) if (r !== undefined) deliver(r, \`\${where}\${JSON.stringify(entries[at])}\`);
    } else if (s.series !== undefined) {
      for (const [name, v] of Object.entries(e)) {
        if (['partitionKey', 'rowKey', 'etag', 'timestamp'].includes(name) || name.startsWith('odata') || s.columns.includes(name)) continue;
        const r = spelled(s, table, e);
        if (!readBack(s.series.name, name, r)) continue;
        r[s.series.value] = recordValue(v, s.series.type);
        deliver(r, \`\${where}\${JSON.stringify(name)}\`);
      }
    }
  }
  return out;
}`;
