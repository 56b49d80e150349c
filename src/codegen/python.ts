/**
 * Python with azure-data-tables: `query_entities` with `parameters` (the SDK quotes each `@pN`
 * string and doubles its quotes), `select` and `results_per_page`, and `by_page()` to follow
 * every continuation. Only strings are parameters: the SDK would write a Python int that fits
 * 32 bits without the `L` an Int64 needs, and a datetime with 6 fractional digits, not 7.
 */
import { filterTemplate } from './filter-template';
import { type CheckedQuery, quoted } from './query';

/** The Python program for a checked query. */
export function pythonProgram(query: CheckedQuery): string {
  const template = filterTemplate(query.ast, (i) => `@p${i}`);
  const params = template.strings.map((s, i) => `    ${quoted(`p${i}`)}: ${quoted(s)},\n`).join('');
  const args = [
    ...(query.select.length === 0 ? [] : [`select=[${query.select.map(quoted).join(', ')}]`]),
    ...(query.top === undefined ? [] : [`results_per_page=${query.top}`]),
  ];
  const call =
    query.ast === null
      ? `client.list_entities(${args.join(', ')})`
      : `client.query_entities(query_filter, parameters=parameters${args.map((a) => `, ${a}`).join('')})`;
  return `#!/usr/bin/env python3
"""Runs a Keyscope query against Azure Table Storage and prints each entity as one JSON line.

Needs: pip install azure-data-tables; run: AZURE_TABLES_SAS='<sas token>' python3 query.py
"""
import base64
import datetime
import json
import math
import os
import sys
import uuid

from azure.core.credentials import AzureSasCredential
from azure.data.tables import EntityProperty, TableClient

endpoint = ${quoted(query.endpoint)}
table = ${quoted(query.table)}
sas = os.environ.get("AZURE_TABLES_SAS")
if not sas:
    sys.exit("Set AZURE_TABLES_SAS to a SAS token for the table.")
client = TableClient(endpoint, table_name=table, credential=AzureSasCredential(sas))

query_filter = ${quoted(template.text)}
parameters = {
${params}}


def annotated(out, name, edm_type, value):
    out[name + "@odata.type"] = edm_type
    out[name] = value


def to_wire(entity):
    """The entity back in the service's JSON form, with @odata.type where JSON cannot say the type."""
    out = {}
    for name, value in entity.items():
        if isinstance(value, EntityProperty):
            edm = str(getattr(value.edm_type, "value", value.edm_type))
            annotated(out, name, edm if edm.startswith("Edm.") else "Edm." + edm, str(value.value))
        elif isinstance(value, bool) or isinstance(value, str):
            out[name] = value
        elif isinstance(value, int):
            out[name] = value
        elif isinstance(value, float):
            if math.isnan(value):
                annotated(out, name, "Edm.Double", "NaN")
            elif math.isinf(value):
                annotated(out, name, "Edm.Double", "Infinity" if value > 0 else "-Infinity")
            elif value.is_integer():
                annotated(out, name, "Edm.Double", value)
            else:
                out[name] = value
        elif isinstance(value, datetime.datetime):
            text = getattr(value, "tables_service_value", None) or value.isoformat()
            annotated(out, name, "Edm.DateTime", text)
        elif isinstance(value, uuid.UUID):
            annotated(out, name, "Edm.Guid", str(value))
        elif isinstance(value, (bytes, bytearray)):
            annotated(out, name, "Edm.Binary", base64.b64encode(value).decode("ascii"))
        elif value is not None:
            out[name] = str(value)
    return out


for page in ${call}.by_page():
    for entity in page:
        print(json.dumps(to_wire(entity), ensure_ascii=False), flush=True)
`;
}
