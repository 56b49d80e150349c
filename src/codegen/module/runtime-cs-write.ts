/**
 * The writing runtime of a generated C# module's `DesignTables` class, as source text:
 * runtime-ts-io.ts's writes spelled in C# 7.3 (copies as they are; a record's part of an index or
 * series entity read, changed and written back on its ETag; one entity group transaction per
 * table and partition, in the guide's eventually consistent order).
 */

/** The source text. */
export const CS_WRITE = `/// <summary>A record's part of an index entity (an entry in its list) or of a series entity (one property).</summary>
private sealed class Part
{
    private Part(string table, TableEntity entity)
    {
        Table = table;
        Base = entity;
    }

    public string Table { get; }
    /// <summary>The properties a new entity takes from its first record, with its keys.</summary>
    public TableEntity Base { get; }
    public string ListProperty { get; private set; }
    public string Separator { get; private set; }
    public string Entry { get; private set; }
    public string SeriesName { get; private set; }
    public object SeriesValue { get; private set; }

    public static Part ForIndex(string table, TableEntity entity, string property, string separator, string entry) =>
        new Part(table, entity) { ListProperty = property, Separator = separator, Entry = entry };

    public static Part ForSeries(string table, TableEntity entity, string name, object value) =>
        new Part(table, entity) { SeriesName = name, SeriesValue = value };
}

/// <summary>Keys the service keeps on an entity besides its properties.</summary>
private static bool IsSystem(string key) =>
    key == "PartitionKey" || key == "RowKey" || key == "Timestamp" || key == "odata.etag";

/// <summary>An entity's keys and properties, without what the service added.</summary>
private static TableEntity Copy(TableEntity source)
{
    var copy = new TableEntity(source.PartitionKey, source.RowKey);
    foreach (KeyValuePair<string, object> p in source)
    {
        if (!IsSystem(p.Key)) copy[p.Key] = p.Value;
    }
    return copy;
}

/// <summary>An index list's entries ("" is no entry).</summary>
private static List<string> Entries(TableEntity e, Part p)
{
    object list;
    string text = e.TryGetValue(p.ListProperty, out list) ? list as string ?? "" : "";
    return text.Length == 0 ? new List<string>() : text.Split(new[] { p.Separator }, StringSplitOptions.None).ToList();
}

/// <summary>A shared entity after removing then adding record parts, from its state as read (null: absent).</summary>
private static TableEntity Apply(TableEntity state, IEnumerable<Part> remove, IEnumerable<Part> add)
{
    TableEntity e = state == null ? null : Copy(state);
    foreach (Part p in remove)
    {
        if (e == null) break;
        if (p.ListProperty != null)
        {
            List<string> entries = Entries(e, p);
            entries.Remove(p.Entry);
            e[p.ListProperty] = string.Join(p.Separator, entries);
            if (entries.Count == 0) e = null;
        }
        else
        {
            e.Remove(p.SeriesName);
            // A series entity stands while a record's property is on it.
            if (e.Keys.All(k => IsSystem(k) || p.Base.ContainsKey(k))) e = null;
        }
    }
    foreach (Part p in add)
    {
        if (e == null) e = Copy(p.Base);
        if (p.ListProperty != null)
        {
            List<string> entries = Entries(e, p);
            if (!entries.Contains(p.Entry)) entries.Add(p.Entry);
            e[p.ListProperty] = string.Join(p.Separator, entries);
        }
        else e[p.SeriesName] = p.SeriesValue;
    }
    return e;
}

/// <summary>The action turning <paramref name="before"/> into <paramref name="after"/>, on its ETag; null when nothing changed.</summary>
private static TableTransactionAction SharedAction(TableEntity before, TableEntity after)
{
    if (before == null) return after == null ? null : new TableTransactionAction(TableTransactionActionType.Add, after);
    if (after == null) return new TableTransactionAction(TableTransactionActionType.Delete, before, before.ETag);
    if (before.Keys.Any(k => !IsSystem(k) && !after.ContainsKey(k)))
    {
        return new TableTransactionAction(TableTransactionActionType.UpdateReplace, after, before.ETag);
    }
    var merged = new TableEntity(before.PartitionKey, before.RowKey);
    bool changed = false;
    foreach (KeyValuePair<string, object> p in after)
    {
        object old;
        if (IsSystem(p.Key) || (before.TryGetValue(p.Key, out old) && Equals(old, p.Value))) continue;
        merged[p.Key] = p.Value;
        changed = true;
    }
    return changed ? new TableTransactionAction(TableTransactionActionType.UpdateMerge, merged, before.ETag) : null;
}

/// <summary>Actions on records' own entities: each copy added, upserted (replaced) or deleted.</summary>
private static List<Tuple<string, TableTransactionAction>> Own(TableTransactionActionType type, IEnumerable<Routed> routed) =>
    routed.Select(r => Tuple.Create(r.Table, type == TableTransactionActionType.Delete
        ? new TableTransactionAction(type, r.Entity, ETag.All)
        : new TableTransactionAction(type, r.Entity))).ToList();

/// <summary>
/// A merge-style update of a record's copies: where a copy keeps its keys, only the properties that
/// changed are merged (a property the record lost needs a replace); where its keys change, the new
/// copy is added and the old one deleted (in two partitions: eventually consistent).
/// </summary>
private static List<Tuple<string, TableTransactionAction>> UpdatedCopies(IReadOnlyList<Routed> before, IReadOnlyList<Routed> after)
{
    var own = new List<Tuple<string, TableTransactionAction>>();
    for (int k = 0; k < before.Count; k++)
    {
        Routed b = before[k], a = after[k];
        if (a.Table != b.Table || a.Entity.PartitionKey != b.Entity.PartitionKey || a.Entity.RowKey != b.Entity.RowKey)
        {
            own.Add(Tuple.Create(a.Table, new TableTransactionAction(TableTransactionActionType.Add, a.Entity)));
            own.Add(Tuple.Create(b.Table, new TableTransactionAction(TableTransactionActionType.Delete, b.Entity, ETag.All)));
        }
        else if (b.Entity.Keys.Any(p => !a.Entity.ContainsKey(p)))
        {
            own.Add(Tuple.Create(a.Table, new TableTransactionAction(TableTransactionActionType.UpdateReplace, a.Entity, ETag.All)));
        }
        else
        {
            var merged = new TableEntity(a.Entity.PartitionKey, a.Entity.RowKey);
            bool changed = false;
            foreach (KeyValuePair<string, object> p in a.Entity)
            {
                object old;
                if (IsSystem(p.Key) || (b.Entity.TryGetValue(p.Key, out old) && Equals(old, p.Value))) continue;
                merged[p.Key] = p.Value;
                changed = true;
            }
            if (changed) own.Add(Tuple.Create(a.Table, new TableTransactionAction(TableTransactionActionType.UpdateMerge, merged, ETag.All)));
        }
    }
    return own;
}

/// <summary>Whether two parts are the same part of the same entity (an update that leaves it alone).</summary>
private static bool SamePart(Part a, Part b) =>
    a.Table == b.Table && a.Base.PartitionKey == b.Base.PartitionKey && a.Base.RowKey == b.Base.RowKey &&
    a.Entry == b.Entry && a.SeriesName == b.SeriesName && Equals(a.SeriesValue, b.SeriesValue);

/// <summary>
/// Writes a change: one transaction per table and partition, records' own entities before the
/// shared ones pointing at them (after them when deleting).
/// </summary>
private static async Task WriteAsync(TableFor tables, List<Tuple<string, TableTransactionAction>> own, IReadOnlyList<Part> adding, IReadOnlyList<Part> removing, bool deleting)
{
    // A part both removed and added stays as it is: an entry keeps its place in its list.
    var add = adding.Where(a => !removing.Any(r => SamePart(a, r))).ToList();
    var remove = removing.Where(r => !adding.Any(a => SamePart(a, r))).ToList();
    var groups = new List<Tuple<string, List<TableTransactionAction>, List<Tuple<Part, bool>>>>();
    var byKey = new Dictionary<Tuple<string, string>, Tuple<string, List<TableTransactionAction>, List<Tuple<Part, bool>>>>();
    Func<string, string, Tuple<string, List<TableTransactionAction>, List<Tuple<Part, bool>>>> groupOf = (table, partitionKey) =>
    {
        var key = Tuple.Create(table, partitionKey);
        Tuple<string, List<TableTransactionAction>, List<Tuple<Part, bool>>> group;
        if (!byKey.TryGetValue(key, out group))
        {
            group = Tuple.Create(table, new List<TableTransactionAction>(), new List<Tuple<Part, bool>>());
            byKey.Add(key, group);
            groups.Add(group);
        }
        return group;
    };
    foreach (Tuple<string, TableTransactionAction> o in own) groupOf(o.Item1, o.Item2.Entity.PartitionKey).Item2.Add(o.Item2);
    foreach (Part p in remove) groupOf(p.Table, p.Base.PartitionKey).Item3.Add(Tuple.Create(p, false));
    foreach (Part p in add) groupOf(p.Table, p.Base.PartitionKey).Item3.Add(Tuple.Create(p, true));
    var order = groups.OrderBy(g => g.Item2.Count > 0 ? 0 : 1).ToList();
    if (deleting) order.Reverse();
    foreach (var g in order) await WriteGroupAsync(tables(g.Item1), g.Item2, g.Item3).ConfigureAwait(false);
}

/// <summary>One partition's actions, its shared entities read and changed; tried again when one moved on meanwhile.</summary>
private static async Task WriteGroupAsync(TableClient client, List<TableTransactionAction> own, List<Tuple<Part, bool>> parts)
{
    for (int attempt = 1; ; attempt++)
    {
        var batch = new List<TableTransactionAction>(own);
        foreach (var row in parts.GroupBy(x => x.Item1.Base.RowKey))
        {
            var found = await client.GetEntityIfExistsAsync<TableEntity>(row.First().Item1.Base.PartitionKey, row.Key).ConfigureAwait(false);
            TableEntity before = found.HasValue ? found.Value : null;
            TableEntity after = Apply(before, row.Where(x => !x.Item2).Select(x => x.Item1), row.Where(x => x.Item2).Select(x => x.Item1));
            TableTransactionAction action = SharedAction(before, after);
            if (action != null) batch.Add(action);
        }
        try
        {
            for (int i = 0; i < batch.Count; i += 100)
            {
                await client.SubmitTransactionAsync(batch.Skip(i).Take(100)).ConfigureAwait(false);
            }
            return;
        }
        catch (RequestFailedException e) when (attempt < 5 && parts.Count > 0 && (e.Status == 409 || e.Status == 412))
        {
            // A shared entity changed since it was read: read it again and write again.
        }
    }
}`;
