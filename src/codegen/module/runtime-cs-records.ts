/**
 * The part of a generated C# module that maps the entities a read returns back to records, as
 * Keyscope's check does and as the TypeScript module's runtime-ts-records.ts does: a copy to its
 * record, an index entity to the copies its entries name (a point query each), a series entity
 * to a record per series property; the pattern's records once each, in the order they came.
 * Values are gathered by property name, then made into the record class (`<Type>From`).
 */
export const CS_RECORDS = `/// <summary>A text's template as a pattern: a group per record property it spells recoverably (name, Edm type pairs).</summary>
private sealed class Matcher
{
    public Matcher(string pattern, params string[] captures)
    {
        Pattern = new Regex("^(?:" + pattern + ")\\\\z", RegexOptions.CultureInvariant);
        Captures = captures;
    }

    public Regex Pattern { get; }
    public string[] Captures { get; }

    /// <summary>Reads the properties it spells out of a text into values (kept values win); false if no match.</summary>
    public bool ReadBack(string text, IDictionary<string, object> values)
    {
        Match found = Pattern.Match(text);
        if (!found.Success) return false;
        for (int k = 0; k + 1 < Captures.Length; k += 2)
        {
            string t = found.Groups[k / 2 + 1].Value;
            if (values.ContainsKey(Captures[k])) continue;
            string type = Captures[k + 1];
            values[Captures[k]] = type == "Edm.Int32" ? int.Parse(t, CultureInfo.InvariantCulture)
                : type == "Edm.Int64" ? (object)long.Parse(t, CultureInfo.InvariantCulture)
                : t;
        }
        return true;
    }
}

/// <summary>How a set's entities are recognised and read back to records.</summary>
private sealed class SetReading
{
    public string Name { get; set; }
    public string TypeName { get; set; }
    public string Kind { get; set; }
    /// <summary>The table's name template; null for the design's one table ("").</summary>
    public Matcher Table { get; set; }
    public Matcher PartitionKey { get; set; }
    public Matcher RowKey { get; set; }
    /// <summary>Record properties the entity carries as they are: name, Edm type pairs.</summary>
    public string[] Carried { get; set; }
    public Tuple<string, Matcher>[] Computed { get; set; }
    public string ListProperty { get; set; }
    public string Separator { get; set; }
    public Matcher Entry { get; set; }
    public Matcher SeriesName { get; set; }
    public string SeriesValue { get; set; }
    public string SeriesType { get; set; }
    /// <summary>An index set's copy set, read with a point query per entry; null when none can be.</summary>
    public string Follow { get; set; }
    public string[] Columns { get; set; }
    /// <summary>The set's keys (and an index's entry, a series' property name) of a record's values.</summary>
    public Func<IDictionary<string, object>, EntityKeys> Keys { get; set; }
    public Func<IDictionary<string, object>, string> EntryOf { get; set; }
    public Func<IDictionary<string, object>, string> PropertyNameOf { get; set; }
}

/// <summary>A property as the SDK reads it, in the record's form of its Edm type.</summary>
private static object RecordValue(object v, string type)
{
    switch (type)
    {
        case "Edm.Int32": return Convert.ToInt32(v, CultureInfo.InvariantCulture);
        case "Edm.Int64": return Convert.ToInt64(v, CultureInfo.InvariantCulture);
        case "Edm.Double": return Convert.ToDouble(v, CultureInfo.InvariantCulture);
        case "Edm.Boolean": return Convert.ToBoolean(v, CultureInfo.InvariantCulture);
        case "Edm.DateTime": return v is DateTimeOffset o ? o.UtcDateTime : ((DateTime)v).ToUniversalTime();
        case "Edm.Guid": return v is Guid g ? g : Guid.Parse(v.ToString());
        case "Edm.Binary": return v is BinaryData b ? b.ToArray() : (byte[])v;
        default: return v.ToString();
    }
}

/// <summary>Which set an entity of a table belongs to: index sets (their list present), series, copies.</summary>
private static SetReading SetOf(string table, TableEntity e)
{
    foreach (string kind in new[] { "index", "series", "copy" })
    {
        foreach (SetReading s in Sets)
        {
            if (s.Kind != kind) continue;
            if (s.Table == null ? table != "" : !s.Table.ReadBack(table, new Dictionary<string, object>())) continue;
            if (!s.PartitionKey.ReadBack(e.PartitionKey, new Dictionary<string, object>())) continue;
            if (!s.RowKey.ReadBack(e.RowKey, new Dictionary<string, object>())) continue;
            if (s.ListProperty != null && !(e.TryGetValue(s.ListProperty, out object list) && list is string)) continue;
            return s;
        }
    }
    return null;
}

/// <summary>What an entity's table and keys spell of its record.</summary>
private static Dictionary<string, object> Spelled(SetReading s, string table, TableEntity e)
{
    var values = new Dictionary<string, object>();
    if (s.Table != null) s.Table.ReadBack(table, values);
    s.PartitionKey.ReadBack(e.PartitionKey, values);
    s.RowKey.ReadBack(e.RowKey, values);
    return values;
}

/// <summary>A copy's record values: the properties it carries, and what its keys and computed columns spell.</summary>
private static Dictionary<string, object> CopyValues(SetReading s, string table, TableEntity e, IDictionary<string, object> known)
{
    var values = new Dictionary<string, object>();
    for (int k = 0; k + 1 < s.Carried.Length; k += 2)
    {
        if (e.TryGetValue(s.Carried[k], out object v) && v != null) values[s.Carried[k]] = RecordValue(v, s.Carried[k + 1]);
    }
    foreach (KeyValuePair<string, object> kv in Spelled(s, table, e))
    {
        if (!values.ContainsKey(kv.Key)) values[kv.Key] = kv.Value;
    }
    foreach (KeyValuePair<string, object> kv in known)
    {
        if (!values.ContainsKey(kv.Key)) values[kv.Key] = kv.Value;
    }
    foreach (Tuple<string, Matcher> c in s.Computed)
    {
        if (e.TryGetValue(c.Item1, out object v) && v is string text) c.Item2.ReadBack(text, values);
    }
    return values;
}

/// <summary>A record's identity: its keys in the first set of its type, or where it was read.</summary>
private static string Identity(string typeName, IDictionary<string, object> values, string place)
{
    SetReading first = Sets.First(s => s.TypeName == typeName);
    try
    {
        EntityKeys k = first.Keys(values);
        string part = first.EntryOf != null ? first.EntryOf(values) : first.PropertyNameOf != null ? first.PropertyNameOf(values) : "";
        return string.Join("\\u0000", new[] { k.Table, k.PartitionKey, k.RowKey, part });
    }
    catch (InvalidOperationException)
    {
        // A property a key needs is not given back: the record is known by where it was read.
        return place;
    }
}

/// <summary>
/// The records' values the entities stand for, as Keyscope's check reads them: each record once,
/// in the order the entities (and an index's list, a series' properties) came. Entities of other
/// sets (another record type, or a set the pattern also reads) give none.
/// </summary>
private static async Task<List<IDictionary<string, object>>> ToValuesAsync(TableFor tables, IReadOnlyList<Tuple<string, TableEntity>> found, string typeName, string[] keep)
{
    var output = new List<IDictionary<string, object>>();
    var seen = new HashSet<string>();
    Action<IDictionary<string, object>, string> deliver = (record, place) =>
    {
        if (seen.Add(Identity(typeName, record, place))) output.Add(record);
    };
    foreach (Tuple<string, TableEntity> f in found)
    {
        string table = f.Item1;
        TableEntity e = f.Item2;
        SetReading s = SetOf(table, e);
        if (s == null || Array.IndexOf(keep, s.Name) < 0) continue;
        string place = string.Join("\\u0000", new[] { table, e.PartitionKey, e.RowKey });
        if (s.Kind == "copy")
        {
            deliver(CopyValues(s, table, e, new Dictionary<string, object>()), place);
        }
        else if (s.Kind == "index")
        {
            string text = (string)e[s.ListProperty];
            SetReading target = Sets.FirstOrDefault(x => x.Name == s.Follow);
            string[] entries = text == "" ? new string[0] : text.Split(new[] { s.Separator }, StringSplitOptions.None);
            foreach (string entry in entries)
            {
                Dictionary<string, object> known = Spelled(s, table, e);
                s.Entry.ReadBack(entry, known);
                if (target == null)
                {
                    deliver(known, place + "\\u0000" + entry);
                    continue;
                }
                EntityKeys k = target.Keys(known);
                NullableResponse<TableEntity> copy = await tables(k.Table).GetEntityIfExistsAsync<TableEntity>(k.PartitionKey, k.RowKey).ConfigureAwait(false);
                // An entry whose copy is not there (yet: the index is written after it) gives no record.
                if (copy.HasValue) deliver(CopyValues(target, k.Table, copy.Value, known), place + "\\u0000" + entry);
            }
        }
        else
        {
            foreach (KeyValuePair<string, object> kv in e)
            {
                if (kv.Key == "PartitionKey" || kv.Key == "RowKey" || kv.Key == "Timestamp" || kv.Key.StartsWith("odata.", StringComparison.Ordinal) || kv.Key.Contains("@odata")) continue;
                if (Array.IndexOf(s.Columns, kv.Key) >= 0) continue;
                Dictionary<string, object> values = Spelled(s, table, e);
                if (!s.SeriesName.ReadBack(kv.Key, values)) continue;
                values[s.SeriesValue] = RecordValue(kv.Value, s.SeriesType);
                deliver(values, place + "\\u0000" + kv.Key);
            }
        }
    }
    return output;
}`;
