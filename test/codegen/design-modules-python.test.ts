/**
 * The generated Python data-access modules, run with Debian's python3 and azure-data-tables
 * against Azurite for every bundled scenario design whose sets are all copy sets: the module
 * writes a sample of records, every key it writes equals Keyscope's byte for byte (table,
 * PartitionKey, RowKey), and every access pattern's read function returns exactly the entities
 * Keyscope's check reads, in the same order. A small driver script runs each module: records and
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
import { expectedModule, moduleCases, moduleRecord } from './module-cases';
import { driverStart, PYTHON, toJson } from './python-driver';

/** Runs a module: creates the tables, inserts every record, lists every key, runs every read. */
const DRIVER = `${driverStart('\nfrom azure.data.tables import TableClient\n')}clients = {}


def tables(name):
    real = job["own"] if name == "" else name
    if real not in clients:
        clients[real] = TableClient.from_connection_string(job["connection"], table_name=real)
    return clients[real]


for name in job["tables"]:
    tables(name).create_table()
for w in job["writes"]:
    getattr(mod, w["fn"])(tables, w["record"])
keys = [
    f"{name}|{e['PartitionKey']}|{e['RowKey']}"
    for name in job["tables"]
    for e in tables(name).list_entities()
]
reads = {
    r["fn"]: [f"{e['PartitionKey']}|{e['RowKey']}" for e in getattr(mod, r["fn"])(tables, r["values"])]
    for r in job["reads"]
}
with open(sys.argv[3], "w", encoding="utf-8") as f:
    json.dump({"keys": keys, "reads": reads}, f)
`;

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
        connection: `DefaultEndpointsProtocol=http;AccountName=${DEV_ACCOUNT};AccountKey=${DEV_KEY};TableEndpoint=${azurite.accountUrl};`,
        own,
        tables: expected.tables,
        writes: expected.types.flatMap((t) =>
          (expected.records[t.name] ?? []).map((r) => ({
            fn: `insert_${pythonIdentifier(t.name)}`,
            record: moduleRecord(t, r),
          })),
        ),
        reads: expected.reads.map((r) => ({
          fn: pythonIdentifier(r.pattern.id),
          values: r.values,
        })),
      };
      const input = join(outDir, `${base}.in.json`);
      const output = join(outDir, `${base}.out.json`);
      writeFileSync(input, toJson(job));
      // Throws with Python's traceback when the module fails.
      execFileSync(PYTHON, [join(outDir, 'driver.py'), input, module, output], {
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const result = JSON.parse(readFileSync(output, 'utf8')) as {
        keys: string[];
        reads: Record<string, string[]>;
      };

      // Every key, byte for byte.
      expect(result.keys.sort()).toEqual(expected.keys);
      // Every pattern's read, in the client's order.
      let found = 0;
      for (const { pattern, want } of expected.reads) {
        const got = result.reads[pythonIdentifier(pattern.id)];
        expect(got, pattern.id).toEqual(want);
        found += got?.length ?? 0;
      }
      // The sample is large enough that the patterns find something: the comparison is not empty.
      expect(found).toBeGreaterThan(0);
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
