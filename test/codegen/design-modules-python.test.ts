/**
 * The generated Python data-access modules, run with Debian's python3 and azure-data-tables
 * against Azurite for every bundled scenario design (copies, index entities, series): the module
 * writes a sample of records, every key it writes equals Keyscope's byte for byte (table,
 * PartitionKey, RowKey), and every access pattern's read function returns exactly the records
 * Keyscope's check reads from the entities the queries return, in the same order. A small driver script runs each module: records and
 * parameters go in as JSON, the keys written and the entities read come out as JSON.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pythonIdentifier, pythonModule } from '../../src/codegen';
import { DEV_ACCOUNT, DEV_KEY } from '../conformance/azurite-client';
import { type AzuriteTable, startAzurite } from '../conformance/azurite-server';
import {
  designEntities,
  expectedModule,
  expectReadAgrees,
  moduleCases,
  moduleRecord,
  propertyLines,
} from './module-cases';
import { changesOf } from './module-changes';
import { driverStart, PYTHON, toJson } from './python-driver';

/** Runs a module: creates the tables, inserts every record, lists every key, runs every read. */
const DRIVER = `${driverStart('import base64\nfrom azure.data.tables import TableClient\n')}clients = {}


def tables(name):
    # A prefix keeps a second run's routed tables apart from the first's.
    real = job["own"] if name == "" else job.get("prefix", "") + name
    if real not in clients:
        clients[real] = TableClient.from_connection_string(job["connection"], table_name=real)
    return clients[real]




def typed(v):
    """A compared property as [type, text] (String and numbers), or None for other types."""
    v = getattr(v, "value", v) if type(v).__name__ == "EntityProperty" else v
    if isinstance(v, bool):
        return ["Boolean", "true" if v else "false"]
    if isinstance(v, int):
        return ["Int32" if -(2**31) <= v < 2**31 else "Int64", str(v)]
    if isinstance(v, float):
        return ["Double", str(int(v)) if v.is_integer() else repr(v)]
    if isinstance(v, str):
        return ["String", v]
    return None


for name in job["tables"]:
    tables(name).create_table()
for w in job["writes"]:
    getattr(mod, w["fn"])(tables, *w["args"])
entities = {}
for name in job["tables"]:
    for e in tables(name).list_entities():
        props = {k: typed(v) for k, v in e.items() if k not in ("PartitionKey", "RowKey")}
        entities[f"{name}|{e['PartitionKey']}|{e['RowKey']}"] = {k: v for k, v in props.items() if v}


def plain(v):
    """A record value as JSON: Int64 beyond 2^53 as {"$int": digits}, bytes as {"$bytes": base64}."""
    if isinstance(v, bool) or isinstance(v, float) or isinstance(v, str):
        return v
    if isinstance(v, int):
        return v if abs(v) < 2**53 else {"$int": str(v)}
    if isinstance(v, (bytes, bytearray)):
        return {"$bytes": base64.b64encode(v).decode()}
    return {"$unexpected": repr(v)}


reads = {
    r["fn"]: [{k: plain(v) for k, v in rec.items()} for rec in getattr(mod, r["fn"])(tables, r["values"])]
    for r in job["reads"]
}
with open(sys.argv[3], "w", encoding="utf-8") as f:
    json.dump({"entities": entities, "reads": reads}, f)
`;

/** Runs the driver on a job; the entities written (compared properties) and each read's keys. */
function runDriver(base: string, module: string, job: object) {
  const input = join(outDir, `${base}.in.json`);
  const output = join(outDir, `${base}.out.json`);
  writeFileSync(input, toJson(job));
  // Throws with Python's traceback when the module fails.
  execFileSync(PYTHON, [join(outDir, 'driver.py'), input, module, output], {
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const result = JSON.parse(readFileSync(output, 'utf8')) as {
    entities: Record<string, Record<string, [string, string]>>;
    reads: Record<string, Record<string, unknown>[]>;
  };
  const entities = new Map(
    Object.entries(result.entities).map(([key, props]) => [
      key,
      propertyLines(
        Object.fromEntries(Object.entries(props).map(([n, [type, value]]) => [n, { type, value }])),
      ),
    ]),
  );
  return { entities, reads: result.reads };
}

/** The connection string of the Azurite account. */
const connection = () =>
  `DefaultEndpointsProtocol=http;AccountName=${DEV_ACCOUNT};AccountKey=${DEV_KEY};TableEndpoint=${azurite.accountUrl};`;

let azurite: AzuriteTable;
let outDir: string;
beforeAll(async () => {
  azurite = await startAzurite();
  outDir = mkdtempSync(join(tmpdir(), 'keyscope-py-'));
  writeFileSync(join(outDir, 'driver.py'), DRIVER);
}, 60_000);
afterAll(async () => {
  await azurite?.stop();
  if (outDir !== undefined) rmSync(outDir, { recursive: true, force: true });
});

describe('generated Python modules against Azurite', () => {
  it.each(moduleCases)(
    "%s: writes Keyscope's keys and reads what Keyscope reads",
    (_, { scenario, candidate }) => {
      const expected = expectedModule(scenario, candidate);
      const base = `${scenario.id}-${candidate.id}`.replace(/[^A-Za-z0-9]/g, '_');
      const module = join(outDir, `${base}.py`);
      writeFileSync(
        module,
        pythonModule({ candidate, recordTypes: expected.types, patterns: scenario.patterns }),
      );
      // The design's one table gets a name of its own per case; routed tables keep theirs.
      const own = `py${scenario.id}${candidate.id}`.replace(/[^A-Za-z0-9]/g, '').slice(0, 60);
      const job = {
        connection: connection(),
        own,
        tables: expected.tables,
        writes: expected.types.flatMap((t) =>
          (expected.records[t.name] ?? []).map((r) => ({
            fn: `insert_${pythonIdentifier(t.name)}`,
            args: [moduleRecord(t, r)],
          })),
        ),
        reads: expected.reads.map((r) => ({
          fn: pythonIdentifier(r.pattern.id),
          values: r.values,
        })),
      };
      const result = runDriver(base, module, job);

      // Every key, byte for byte, and every entity's properties (index lists, series values).
      expect([...result.entities.keys()].sort()).toEqual(expected.keys);
      for (const [key, lines] of result.entities) {
        expect(lines, key).toEqual(expected.properties.get(key));
      }
      // Every pattern's read: the records Keyscope's check reads from what came back, in its order.
      let found = 0;
      for (const { pattern, records } of expected.reads) {
        const got = result.reads[pythonIdentifier(pattern.id)] ?? [];
        const type = expected.types.find((t) => t.name === pattern.recordType)!;
        expectReadAgrees(candidate, type, pattern.id, got, records);
        found += got.length;
      }
      // The sample is large enough that the patterns find something: the comparison is not empty.
      expect(found).toBeGreaterThan(0);
    },
    120_000,
  );

  it.each(moduleCases)(
    '%s: inserts, merge-style updates and deletes leave the entities Keyscope builds from the records left',
    (_, { scenario, candidate }) => {
      const expected = expectedModule(scenario, candidate);
      const base = `changes-${scenario.id}-${candidate.id}`.replace(/[^A-Za-z0-9]/g, '_');
      const module = join(outDir, `${base}.py`);
      writeFileSync(
        module,
        pythonModule({ candidate, recordTypes: expected.types, patterns: scenario.patterns }),
      );
      const { writes, left } = changesOf(expected.types, expected.records, candidate.design);
      const after = designEntities(expected.types, left, candidate);
      // Routed tables are named by the records: the changes' tables get a prefix of their own.
      const names = [...new Set([...expected.tables, ...after.design.parts.map((p) => p.name)])];
      const typeOf = (name: string) => expected.types.find((t) => t.name === name)!;
      const job = {
        connection: connection(),
        own: `pc${scenario.id}${candidate.id}`.replace(/[^A-Za-z0-9]/g, '').slice(0, 60),
        tables: names,
        writes: writes.map((w) => ({
          fn: `${w.op}_${pythonIdentifier(w.type)}`,
          args:
            w.op === 'update'
              ? [moduleRecord(typeOf(w.type), w.before), moduleRecord(typeOf(w.type), w.after)]
              : [moduleRecord(typeOf(w.type), w.r)],
        })),
        reads: [],
        prefix: 'pc',
      };
      const result = runDriver(base, module, job);
      expect([...result.entities.keys()].sort()).toEqual(after.keys);
      for (const [key, lines] of result.entities) {
        expect(lines, key).toEqual(after.properties.get(key));
      }
    },
    120_000,
  );

  it('every module parses and uses every name it imports', () => {
    const check = `import ast, sys
unused = []
for path in sys.argv[1:]:
    tree = ast.parse(open(path, encoding="utf-8").read(), path)
    names = {a.asname or a.name for n in ast.walk(tree) if isinstance(n, (ast.Import, ast.ImportFrom)) for a in n.names}
    used = {n.id for n in ast.walk(tree) if isinstance(n, ast.Name)}
    unused += [f"{path}: {name}" for name in sorted(names - used)]
print("\\n".join(unused))
`;
    const files = moduleCases.map(([, { scenario, candidate }]) => {
      const file = join(outDir, `parse-${scenario.id}-${candidate.id}.py`);
      const dataset = expectedModule(scenario, candidate);
      writeFileSync(
        file,
        pythonModule({ candidate, recordTypes: dataset.types, patterns: scenario.patterns }),
      );
      return file;
    });
    // Throws with the SyntaxError when a module does not parse.
    const unused = execFileSync(PYTHON, ['-c', check, ...files], { encoding: 'utf8' });
    expect(unused.trim()).toBe('');
  });
});
