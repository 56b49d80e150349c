/**
 * The part of a generated Python module that maps the entities a read returns back to records,
 * as Keyscope's check does and as the TypeScript module's runtime-ts-records.ts does: a copy to
 * its record, an index entity to the copies its entries name (a point query each), a series
 * entity to a record per series property; the pattern's records once each, in the order the
 * entities and their lists came.
 */
export const PY_RECORDS = `_MATCHERS = {}


def _read_back(m, text, into):
    """Reads the properties m spells out of text into into (kept values win); False if no match."""
    pattern = _MATCHERS.get(m["pattern"])
    if pattern is None:
        pattern = _MATCHERS.setdefault(m["pattern"], re.compile(m["pattern"]))
    found = pattern.fullmatch(text)
    if found is None:
        return False
    for k, (name, edm_type) in enumerate(m["captures"]):
        t = found.group(k + 1)
        if name not in into:
            into[name] = int(t) if edm_type in ("Edm.Int32", "Edm.Int64") else t
    return True


def _record_value(v, edm_type):
    """A property as the SDK reads it, in the record's form of edm_type."""
    if edm_type == "Edm.DateTime":
        # The service's text keeps its 7 fractional digits; the datetime holds 6.
        return getattr(v, "tables_service_value", "") or v.strftime("%Y-%m-%dT%H:%M:%S.%fZ")
    v = getattr(v, "value", v)
    if edm_type in ("Edm.Int32", "Edm.Int64"):
        return int(v)
    if edm_type == "Edm.Double":
        return float(v)
    if edm_type == "Edm.Guid":
        return str(v)
    if edm_type == "Edm.Binary":
        return bytes(v)
    return v


def _set_of(table, e):
    """Which set an entity of table belongs to: index sets (their list present), series, copies."""
    for kind in ("index", "series", "copy"):
        for s in _SETS:
            if s["kind"] != kind:
                continue
            if (table != "") if s["table"] is None else not _read_back(s["table"], table, {}):
                continue
            if not _read_back(s["partition_key"], e["PartitionKey"], {}) or not _read_back(s["row_key"], e["RowKey"], {}):
                continue
            if "list" in s and not isinstance(e.get(s["list"]["property"]), str):
                continue
            return s
    return None


def _spelled(s, table, e):
    """What an entity's table and keys spell of its record."""
    r = {}
    if s["table"] is not None:
        _read_back(s["table"], table, r)
    _read_back(s["partition_key"], e["PartitionKey"], r)
    _read_back(s["row_key"], e["RowKey"], r)
    return r


def _copy_record(s, table, e, known):
    """A copy's record: the properties it carries, and what its keys and computed columns spell."""
    r = {name: _record_value(e[name], edm_type) for name, edm_type in s["carried"] if name in e}
    rest = {**known, **_spelled(s, table, e)}
    for name, m in s["computed"]:
        if isinstance(e.get(name), str):
            _read_back(m, e[name], rest)
    return {**rest, **r}


def _identity(type_name, r, where):
    """A record's identity: its keys in the first set of its type, or where it was read."""
    first = next(s for s in _SETS if s["type_name"] == type_name)
    try:
        k = first["keys"](r)
        part = first["entry"](r) if "entry" in first else first["property_name"](r) if "property_name" in first else ""
        return (k.table, k.partition_key, k.row_key, part)
    except ValueError:
        # A property a key needs is not given back: the record is known by where it was read.
        return where


def _point_read(tables, k):
    """The entity with these keys, or None when there is none (404)."""
    try:
        return tables(k.table).get_entity(k.partition_key, k.row_key)
    except ResourceNotFoundError:
        return None


def _to_records(tables, found, type_name, keep):
    """
    The records the entities stand for, as Keyscope's check reads them: each record once, in the
    order the entities (and an index's list, a series' properties) came. Entities of other sets
    (another record type, or a set the pattern also reads) give none.
    """
    out = []
    seen = set()

    def deliver(r, where):
        key = _identity(type_name, r, where)
        if key not in seen:
            seen.add(key)
            out.append(r)

    for table, e in found:
        s = _set_of(table, e)
        if s is None or s["name"] not in keep:
            continue
        where = (table, e["PartitionKey"], e["RowKey"])
        if s["kind"] == "copy":
            deliver(_copy_record(s, table, e, {}), where)
        elif s["kind"] == "index":
            text = e[s["list"]["property"]]
            target = next((x for x in _SETS if x["name"] == s.get("follow")), None)
            for entry in text.split(s["list"]["separator"]) if text != "" else []:
                known = _spelled(s, table, e)
                _read_back(s["list"]["entry"], entry, known)
                if target is None:
                    deliver(known, (*where, entry))
                    continue
                k = target["keys"](known)
                copy = _point_read(tables, k)
                # An entry whose copy is not there (yet: the index is written after it) gives no record.
                if copy is not None:
                    deliver(_copy_record(target, k.table, copy, known), (*where, entry))
        else:
            for name, v in e.items():
                if name in ("PartitionKey", "RowKey") or name in s["columns"]:
                    continue
                r = _spelled(s, table, e)
                if not _read_back(s["series"]["name"], name, r):
                    continue
                r[s["series"]["value"]] = _record_value(v, s["series"]["type"])
                deliver(r, (*where, name))
    return out`;
