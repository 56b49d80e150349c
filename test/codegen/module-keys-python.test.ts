/**
 * The generated Python module's key functions over the shared table of expected keys
 * (expected-keys.ts), run with Debian's python3: for every bundled scenario design, every entity
 * set and every sampled record, the table, PartitionKey and RowKey, an index entry and a series
 * property name equal Keyscope's byte for byte. Records go in as JSON, the keys come out as JSON.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { pythonIdentifier, pythonModule } from '../../src/codegen';
import { keyCases, keyValues } from './expected-keys';
import { moduleRecord } from './module-cases';
import { driverStart, PYTHON, toJson } from './python-driver';
import { tempDir } from './temp-dir';

/** Calls each row's key functions; a record lacking a key's property gives null keys. */
const DRIVER = `${driverStart('')}out = []
for row in job:
    r = row["record"]
    got = {"table": None, "partitionKey": None, "rowKey": None}
    try:
        table, pk, rk = getattr(mod, row["fn"] + "_keys")(r)
        got = {"table": table, "partitionKey": pk, "rowKey": rk}
    except ValueError:
        pass
    if row["kind"] == "index":
        got["entry"] = getattr(mod, row["fn"] + "_entry")(r)
    if row["kind"] == "series":
        got["propertyName"] = getattr(mod, row["fn"] + "_property_name")(r)
    out.append(got)
with open(sys.argv[3], "w", encoding="utf-8") as f:
    json.dump(out, f)
`;

const dir = tempDir('keyscope-py-keys-', (dir) => writeFileSync(join(dir, 'driver.py'), DRIVER));

describe('generated Python key functions', () => {
  it.each(keyCases().map((c) => [c.title, c] as const))(
    "%s: give Keyscope's keys for every set and record",
    (_, c) => {
      const base = `${c.scenario.id}-${c.candidate.id}`.replace(/[^A-Za-z0-9]/g, '_');
      const module = join(dir(), `${base}.py`);
      const source = {
        candidate: c.candidate,
        recordTypes: c.types,
        patterns: c.scenario.patterns,
      };
      writeFileSync(module, pythonModule(source));
      const job = c.keys.map((k) => {
        const t = c.types.find((x) => x.name === k.typeName)!;
        const record = moduleRecord(t, c.records[k.typeName]![k.record]!);
        return { fn: pythonIdentifier(k.set), kind: k.kind, record };
      });
      const input = join(dir(), `${base}.in.json`);
      const output = join(dir(), `${base}.out.json`);
      writeFileSync(input, toJson(job));
      // Throws with Python's traceback when the module fails.
      execFileSync(PYTHON, [join(dir(), 'driver.py'), input, module, output], {
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      expect(JSON.parse(readFileSync(output, 'utf8'))).toEqual(c.keys.map(keyValues));
    },
    60_000,
  );
});
