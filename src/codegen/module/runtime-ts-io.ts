/**
 * The writing and reading runtime a generated TypeScript module carries, as source text.
 *
 * Writes: a record's copies are created, replaced, merged or deleted as they are; an index or
 * series entity is shared by several records, so a record's part of it (an entry in the list, a
 * property of the series) is added or removed by reading the entity, changing it, and writing it
 * back on its ETag (a concurrent writer makes the write fail with 412 and it is tried again).
 * Every action on one table and partition goes in one entity group transaction (100 at most);
 * partitions are written one after another, in the order the guide's eventually consistent
 * transactions pattern gives: on insert the records' own entities first, then the shared ones that
 * point to them; on delete the other way round.
 */

/** The runtime's source text. */
export const TS_RUNTIME = `/** Text inside a quoted OData string: its quotes doubled. */
function inQuotes(text: string): string {
  return text.replaceAll("'", "''");
}

/** An OData literal of a parameter, as Keyscope writes it. */
function literal(value: unknown, type: string): string {
  switch (type) {
    case 'Edm.String':
      return \`'\${String(value).replaceAll("'", "''")}'\`;
    case 'Edm.Int64':
      return \`\${value}L\`;
    case 'Edm.Double':
      return Number.isInteger(value) ? \`\${value}.0\` : String(value);
    case 'Edm.DateTime':
      return \`datetime'\${dateText(String(value))}'\`;
    case 'Edm.Guid':
      return \`guid'\${value}'\`;
    default:
      return String(value);
  }
}

/** A shared entity's properties as read (each { value, type }), or undefined when absent. */
type Shared = Record<string, unknown> | undefined;

/** Where a record's part of an index or series entity goes, and what the part is. */
interface Part {
  readonly table: string;
  readonly partitionKey: string;
  readonly rowKey: string;
  /** The properties a new entity takes from its first record. */
  readonly base: TableEntity;
  /** An index entity: the list property, its separator, and this record's entry. */
  readonly index?: { readonly property: string; readonly separator: string; readonly entry: string };
  /** A series entity: this record's property and its value. */
  readonly series?: { readonly name: string; readonly value: unknown };
}

/** One write: actions on records' own entities, and parts added to or removed from shared ones. */
interface Change {
  readonly own: { readonly table: string; readonly action: TransactionAction }[];
  readonly add: readonly Part[];
  readonly remove: readonly Part[];
}

/** The text of a value read with its type ({ value, type }) or as it is. */
const textOf = (v: unknown): string =>
  typeof v === 'object' && v !== null && 'value' in v ? String(v.value) : String(v ?? '');

/** An index list's entries ('' is no entry). */
const entriesOf = (list: string, separator: string): string[] => (list === '' ? [] : list.split(separator));

/** A shared entity after removing then adding record parts, from its state as read. */
function applyParts(state: Shared, remove: readonly Part[], add: readonly Part[]): Shared {
  let e = state === undefined ? undefined : { ...state };
  for (const p of remove) {
    if (e === undefined) break;
    if (p.index) {
      const list = entriesOf(textOf(e[p.index.property]), p.index.separator);
      const at = list.indexOf(p.index.entry);
      if (at >= 0) list.splice(at, 1);
      e[p.index.property] = list.join(p.index.separator);
      if (list.length === 0) e = undefined;
    } else if (p.series) {
      delete e[p.series.name];
      // A series entity stands while a record's property is on it.
      if (Object.keys(e).every((k) => k in p.base || k === 'partitionKey' || k === 'rowKey')) e = undefined;
    }
  }
  for (const p of add) {
    e ??= { ...p.base, partitionKey: p.partitionKey, rowKey: p.rowKey };
    if (p.index) {
      const list = entriesOf(textOf(e[p.index.property]), p.index.separator);
      if (!list.includes(p.index.entry)) list.push(p.index.entry);
      e[p.index.property] = list.join(p.index.separator);
    } else if (p.series) e[p.series.name] = p.series.value;
  }
  return e;
}

/**
 * The action turning \`before\` into \`after\`: create, delete, a merge of what changed, or a
 * replace when a property went away; null when nothing changed.
 */
function sharedAction(before: (Record<string, unknown> & { etag?: string }) | undefined, after: Shared): TransactionAction | null {
  if (before === undefined) return after === undefined ? null : ['create', after as TableEntity];
  const keys = { partitionKey: before.partitionKey as string, rowKey: before.rowKey as string };
  // A delete in a transaction carries no ETag in this SDK: a part added meanwhile is lost with it.
  if (after === undefined) return ['delete', keys];
  const etag = { etag: before.etag };
  const gone = Object.keys(before).some((k) => !(k in after) && k !== 'etag' && k !== 'timestamp');
  if (gone) return ['update', after as TableEntity, 'Replace', etag];
  const changed = Object.keys(after).filter((k) => textOf(after[k]) !== textOf(before[k]));
  if (changed.every((k) => k === 'partitionKey' || k === 'rowKey')) return null;
  const merged: TableEntity = { ...keys };
  for (const k of changed) merged[k] = after[k];
  return ['update', merged, 'Merge', etag];
}

/** The entity at these keys with every property as { value, type }, or undefined. */
async function readShared(client: TableClient, partitionKey: string, rowKey: string) {
  try {
    const e = await client.getEntity(partitionKey, rowKey, { disableTypeConversion: true });
    const { etag, timestamp: _t, 'odata.metadata': _m, ...properties } = e as Record<string, unknown>;
    return { ...properties, etag: etag as string };
  } catch (error) {
    if ((error as { statusCode?: number }).statusCode === 404) return undefined;
    throw error;
  }
}

/** Writes a change: one transaction per table and partition, in the eventually consistent order. */
async function write(tables: TableFor, whole: Change, deleting: boolean): Promise<void> {
  const change = unmoved(whole);
  const groups = new Map<string, { table: string; own: TransactionAction[]; parts: Part[] }>();
  const groupOf = (table: string, partitionKey: string) => {
    const key = JSON.stringify([table, partitionKey]);
    let g = groups.get(key);
    if (g === undefined) groups.set(key, (g = { table, own: [], parts: [] }));
    return g;
  };
  for (const { table, action } of change.own) groupOf(table, action[1].partitionKey!).own.push(action);
  for (const p of [...change.remove, ...change.add]) groupOf(p.table, p.partitionKey).parts.push(p);
  // Records' own entities before the shared ones pointing at them; the other way when deleting.
  const order = [...groups.values()].sort((a, b) => (a.own.length > 0 ? 0 : 1) - (b.own.length > 0 ? 0 : 1));
  for (const g of deleting ? order.reverse() : order) await writeGroup(tables(g.table), g.own, g.parts, change);
}

/** Whether two parts are the same part of the same entity (an update that leaves it alone). */
function samePart(a: Part, b: Part): boolean {
  return (
    a.table === b.table &&
    a.partitionKey === b.partitionKey &&
    a.rowKey === b.rowKey &&
    a.index?.entry === b.index?.entry &&
    a.series?.name === b.series?.name &&
    JSON.stringify(a.series?.value, big) === JSON.stringify(b.series?.value, big)
  );
}

/** A change without the parts both removed and added: an entry keeps its place in its list. */
function unmoved(change: Change): Change {
  return {
    own: change.own,
    remove: change.remove.filter((r) => !change.add.some((a) => samePart(r, a))),
    add: change.add.filter((a) => !change.remove.some((r) => samePart(r, a))),
  };
}

/** One partition's actions, its shared entities read and changed; tried again when one moved on. */
async function writeGroup(client: TableClient, own: TransactionAction[], parts: Part[], change: Change): Promise<void> {
  for (let attempt = 1; ; attempt++) {
    const actions = [...own];
    const entities = new Map<string, Part[]>();
    for (const p of parts) entities.set(p.rowKey, [...(entities.get(p.rowKey) ?? []), p]);
    for (const [rowKey, ps] of entities) {
      const before = await readShared(client, ps[0]!.partitionKey, rowKey);
      const after = applyParts(before && withoutEtag(before), ps.filter((p) => change.remove.includes(p)), ps.filter((p) => change.add.includes(p)));
      const action = sharedAction(before, after);
      if (action !== null) actions.push(action);
    }
    try {
      for (let i = 0; i < actions.length; i += 100) await client.submitTransaction(actions.slice(i, i + 100));
      return;
    } catch (error) {
      const status = (error as { statusCode?: number }).statusCode;
      if (attempt >= 5 || (status !== 412 && status !== 409) || parts.length === 0) throw error;
    }
  }
}

/** A shared entity's properties without the ETag it was read with. */
function withoutEtag(e: Record<string, unknown>): Record<string, unknown> {
  const { etag: _e, ...rest } = e;
  return rest;
}

/** Actions on records' own entities: each copy created, upserted (replaced) or deleted. */
function own(routed: readonly Routed[], kind: 'create' | 'upsert' | 'delete'): Change['own'] {
  return routed.map((r) => ({
    table: r.table,
    action: kind === 'upsert' ? ['upsert', r.entity, 'Replace'] : [kind, r.entity],
  }));
}

/** The properties of \`after\` that differ from \`before\` (a merge sends only those). */
function changedProperties(before: TableEntity, after: TableEntity): TableEntity | null {
  const out: TableEntity = { partitionKey: after.partitionKey, rowKey: after.rowKey };
  let any = false;
  for (const [k, v] of Object.entries(after)) {
    if (JSON.stringify(v, big) !== JSON.stringify(before[k], big)) {
      out[k] = v;
      any = true;
    }
  }
  return any ? out : null;
}

/** JSON of Int64 values (bigint) for comparing properties. */
const big = (_: string, v: unknown) => (typeof v === 'bigint' ? String(v) : v);

/**
 * A merge-style update of a record's copies: where a copy keeps its keys, only the properties
 * that changed are merged (a property the record lost needs a replace); where its keys change,
 * the new copy is created and the old one deleted (in two partitions: eventually consistent).
 */
function updatedCopies(before: readonly Routed[], after: readonly Routed[]): Change['own'] {
  const own: { table: string; action: TransactionAction }[] = [];
  before.forEach((b, k) => {
    const a = after[k]!;
    const same = a.table === b.table && a.entity.partitionKey === b.entity.partitionKey && a.entity.rowKey === b.entity.rowKey;
    if (!same) {
      own.push({ table: a.table, action: ['create', a.entity] });
      own.push({ table: b.table, action: ['delete', b.entity] });
    } else if (Object.keys(b.entity).some((p) => !(p in a.entity))) {
      own.push({ table: a.table, action: ['update', a.entity, 'Replace'] });
    } else {
      const merged = changedProperties(b.entity, a.entity);
      if (merged !== null) own.push({ table: a.table, action: ['update', merged, 'Merge'] });
    }
  });
  return own;
}

/** An entity a query returned, and the table it came from. */
interface Found {
  readonly table: string;
  readonly entity: ReadEntity;
}

/** Runs queries as a client does: each with its continuations, merged in order or by RowKey. */
async function read(
  tables: TableFor,
  queries: { table: string; filter: string }[],
  merge: 'in-order' | 'by-row-key',
  top: number | undefined,
): Promise<Found[]> {
  const runs: ReadEntity[][] = [];
  let have = 0;
  for (const q of queries) {
    const want = top === undefined || merge === 'by-row-key' ? top : top - have;
    if (want === 0) break;
    const kept: ReadEntity[] = [];
    // Without type conversion: a DateTime keeps its 7 digits, an Int64 its every digit.
    const pages = tables(q.table)
      .listEntities({ queryOptions: { filter: q.filter }, disableTypeConversion: true })
      .byPage(want === undefined ? {} : { maxPageSize: want });
    for await (const page of pages) {
      for (const e of page) if (want === undefined || kept.length < want) kept.push(e);
      if (want !== undefined && kept.length >= want) break;
    }
    runs.push(kept);
    have += kept.length;
  }
  const all = runs.flatMap((run, q) => run.map((e, at) => ({ e, q, at })));
  if (merge === 'by-row-key') {
    all.sort((a, b) =>
      a.e.rowKey !== b.e.rowKey
        ? (a.e.rowKey! < b.e.rowKey! ? -1 : 1)
        : a.e.partitionKey !== b.e.partitionKey
          ? (a.e.partitionKey! < b.e.partitionKey! ? -1 : 1)
          : a.q - b.q || a.at - b.at,
    );
  }
  const found = all.map((x) => ({ table: queries[x.q]!.table, entity: x.e }));
  return top === undefined ? found : found.slice(0, top);
}`;
