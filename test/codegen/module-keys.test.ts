/**
 * The generated TypeScript module's key functions over the shared table of expected keys
 * (expected-keys.ts): for every bundled scenario design, every entity set and every sampled
 * record, the table, PartitionKey and RowKey, an index entry and a series property name equal
 * Keyscope's byte for byte. The Python and C# twins are module-keys-python.test.ts and
 * module-keys-csharp.test.ts.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { typescriptIdentifier, typescriptModule } from '../../src/codegen';
import { type GotKey, keyCases, keyValues } from './expected-keys';
import { moduleRecord } from './module-cases';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
/** Inside the repository, so the module resolves @azure/data-tables as a user's project would. */
const outDir = join(repoRoot, 'test-results', 'module-keys');

beforeAll(() => mkdirSync(outDir, { recursive: true }));
afterAll(() => rmSync(outDir, { recursive: true, force: true }));

type KeyFn = (r: unknown) => { table: string; partitionKey: string; rowKey: string };
type TextFn = (r: unknown) => string;

describe('generated TypeScript key functions', () => {
  it.each(keyCases().map((c) => [c.title, c] as const))(
    "%s: give Keyscope's keys for every set and record",
    async (_, c) => {
      const file = join(outDir, `${c.scenario.id}-${c.candidate.id}.ts`);
      const source = {
        candidate: c.candidate,
        recordTypes: c.types,
        patterns: c.scenario.patterns,
      };
      writeFileSync(file, typescriptModule(source));
      const mod = await import(file);
      const got: GotKey[] = c.keys.map((k) => {
        const t = c.types.find((x) => x.name === k.typeName)!;
        const r = moduleRecord(t, c.records[k.typeName]![k.record]!);
        const fn = typescriptIdentifier(k.set);
        let keys: GotKey = { table: null, partitionKey: null, rowKey: null };
        try {
          keys = (mod[`${fn}Keys`] as KeyFn)(r);
        } catch {
          // A record lacking a key's property has no key: Keyscope's table says null too.
        }
        const index = k.kind === 'index' ? { entry: (mod[`${fn}Entry`] as TextFn)(r) } : {};
        const series =
          k.kind === 'series' ? { propertyName: (mod[`${fn}PropertyName`] as TextFn)(r) } : {};
        return { ...keys, ...index, ...series };
      });
      expect(got).toEqual(c.keys.map(keyValues));
    },
    60_000,
  );
});
