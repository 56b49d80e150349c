/**
 * The writing runtime a generated Python module carries, as source text: runtime-ts-io.ts's
 * writes spelled in Python (copies as they are; a record's part of an index or series entity read,
 * changed and written back on its ETag; one entity group transaction per table and partition, in
 * the guide's eventually consistent order).
 */

/** The source text. */
export const PY_WRITE = `def _text(value):
    """A property's value as text, whether read as an EntityProperty or as a plain value."""
    value = getattr(value, "value", value)
    return "" if value is None else str(value)


def _entries(text, separator):
    """An index list's entries ("" is no entry)."""
    return [] if text == "" else text.split(separator)


def _apply_parts(state, remove, add):
    """A shared entity after removing then adding record parts, from its state as read (None: absent)."""
    e = None if state is None else dict(state)
    for p in remove:
        if e is None:
            break
        if "index" in p:
            prop, separator, entry = p["index"]
            items = _entries(_text(e.get(prop)), separator)
            if entry in items:
                items.remove(entry)
            e[prop] = separator.join(items)
            if not items:
                e = None
        else:
            e.pop(p["series"][0], None)
            # A series entity stands while a record's property is on it.
            if all(k in p["base"] for k in e):
                e = None
    for p in add:
        if e is None:
            e = dict(p["base"])
        if "index" in p:
            prop, separator, entry = p["index"]
            items = _entries(_text(e.get(prop)), separator)
            if entry not in items:
                items.append(entry)
            e[prop] = separator.join(items)
        else:
            name, value = p["series"]
            e[name] = value
    return e


def _shared_action(before, etag, after):
    """The action turning before into after: create, delete, a merge of what changed, or a replace when a property went away."""
    if before is None:
        return None if after is None else ("create", after)
    keys = {"PartitionKey": before["PartitionKey"], "RowKey": before["RowKey"]}
    if after is None:
        # Unconditional, as in the TypeScript module: a part added meanwhile is lost with the entity.
        return ("delete", keys)
    options = {"etag": etag, "match_condition": MatchConditions.IfNotModified}
    if any(k not in after for k in before):
        return ("update", after, {"mode": UpdateMode.REPLACE, **options})
    changed = {k: v for k, v in after.items() if k not in before or _text(v) != _text(before[k])}
    if not changed:
        return None
    return ("update", {**keys, **changed}, {"mode": UpdateMode.MERGE, **options})


def _read_shared(client, partition_key, row_key):
    """The entity at these keys and its ETag, or (None, None) when it is absent."""
    try:
        e = client.get_entity(partition_key, row_key)
    except ResourceNotFoundError:
        return None, None
    return dict(e), e.metadata["etag"]


def _own(routed, kind):
    """Actions on records' own entities: each copy created, upserted (replaced) or deleted."""
    return [
        (table, ("upsert", e, {"mode": UpdateMode.REPLACE}) if kind == "upsert" else (kind, e))
        for table, e in routed
    ]


def _updated_copies(before, after):
    """A merge-style update of a record's copies: only changed properties merged; moved copies created, then the old deleted."""
    out = []
    for (bt, b), (at, a) in zip(before, after):
        if (bt, b["PartitionKey"], b["RowKey"]) != (at, a["PartitionKey"], a["RowKey"]):
            out += [(at, ("create", a)), (bt, ("delete", b))]
        elif any(k not in a for k in b):
            out.append((at, ("update", a, {"mode": UpdateMode.REPLACE})))
        else:
            changed = {k: v for k, v in a.items() if k not in b or b[k] != v}
            if changed:
                keys = {"PartitionKey": a["PartitionKey"], "RowKey": a["RowKey"]}
                out.append((at, ("update", {**keys, **changed}, {"mode": UpdateMode.MERGE})))
    return out


def _same_part(a, b):
    """Whether two parts are the same part of the same entity (an update that leaves it alone)."""
    keys = lambda p: (p["table"], p["base"]["PartitionKey"], p["base"]["RowKey"])
    return keys(a) == keys(b) and a.get("index") == b.get("index") and a.get("series") == b.get("series")


def _write(tables, own, add, remove, deleting):
    """Writes a change: one transaction per table and partition, records' own entities before the shared ones (after them when deleting)."""
    # A part both removed and added stays as it is: an entry keeps its place in its list.
    add, remove = (
        [a for a in add if not any(_same_part(a, r) for r in remove)],
        [r for r in remove if not any(_same_part(a, r) for a in add)],
    )
    groups = {}
    for table, action in own:
        groups.setdefault((table, action[1]["PartitionKey"]), ([], []))[0].append(action)
    for p, adding in [(p, False) for p in remove] + [(p, True) for p in add]:
        groups.setdefault((p["table"], p["base"]["PartitionKey"]), ([], []))[1].append((p, adding))
    order = sorted(groups.items(), key=lambda g: 0 if g[1][0] else 1)
    for (table, _), (actions, parts) in reversed(order) if deleting else order:
        _write_group(tables(table), actions, parts)


def _write_group(client, actions, parts):
    """One partition's actions, its shared entities read and changed; tried again when one moved on meanwhile."""
    for attempt in range(1, 6):
        batch = list(actions)
        by_row = {}
        for p, adding in parts:
            by_row.setdefault(p["base"]["RowKey"], []).append((p, adding))
        for row_key, ps in by_row.items():
            before, etag = _read_shared(client, ps[0][0]["base"]["PartitionKey"], row_key)
            after = _apply_parts(before, [p for p, a in ps if not a], [p for p, a in ps if a])
            action = _shared_action(before, etag, after)
            if action is not None:
                batch.append(action)
        try:
            for i in range(0, len(batch), 100):
                client.submit_transaction(batch[i : i + 100])
            return
        except HttpResponseError as error:
            if attempt == 5 or not parts or error.status_code not in (409, 412):
                raise`;
