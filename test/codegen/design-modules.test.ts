/**
 * The generated TypeScript data-access modules, run against Azurite for every bundled scenario
 * design (copies, index entities, series): the module writes a sample of records, every key it
 * writes equals Keyscope's byte for byte (table, PartitionKey, RowKey), every entity's String and
 * number properties (an index entity's list, a series' values) equal Keyscope's, and every access pattern's read
 * function returns exactly the records Keyscope's check reads from the entities the queries
 * return (copies, index entries followed by point reads, series properties), in the same order.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TableClient } from '@azure/data-tables';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { typescriptModule } from '../../src/codegen';
import { tableClient } from '../conformance/azurite-client';
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

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
/** Inside the repository, so the module resolves @azure/data-tables as a user's project would. */
const outDir = join(repoRoot, 'test-results', 'modules');

let azurite: AzuriteTable;
beforeAll(async () => {
  azurite = await startAzurite();
  mkdirSync(outDir, { recursive: true });
}, 60_000);
afterAll(async () => {
  await azurite?.stop();
  rmSync(outDir, { recursive: true, force: true });
});

/** Every entity of the tables: `table|PartitionKey|RowKey` -> its compared properties. */
async function listAll(tables: (name: string) => TableClient, names: readonly string[]) {
  const written = new Map<string, string[]>();
  for (const name of names)
    for await (const e of tables(name).listEntities({ disableTypeConversion: true })) {
      const { partitionKey, rowKey, etag: _e, timestamp: _t, ...rest } = e;
      const props = Object.fromEntries(
        Object.entries(rest).filter(([k]) => !k.startsWith('odata')),
      );
      written.set(`${name}|${partitionKey}|${rowKey}`, propertyLines(props));
    }
  return written;
}

/** A client per table name, the design's one table ('') named `own`, each table created. */
async function tablesFor(own: string, names: readonly string[]) {
  const clients = new Map<string, TableClient>();
  const tables = (name: string) => {
    const real = name === '' ? own : name;
    let client = clients.get(real);
    if (client === undefined) {
      client = tableClient(azurite.accountUrl, real);
      clients.set(real, client);
    }
    return client;
  };
  for (const name of names) await tables(name).createTable();
  return tables;
}

describe('generated TypeScript modules against Azurite', () => {
  it.each(moduleCases)(
    "%s: writes Keyscope's keys and reads what Keyscope reads",
    async (_, { scenario, candidate }) => {
      const expected = expectedModule(scenario, candidate);
      const file = join(outDir, `${scenario.id}-${candidate.id}.ts`);
      writeFileSync(
        file,
        typescriptModule({ candidate, recordTypes: expected.types, patterns: scenario.patterns }),
      );
      const mod = await import(file);

      // The design's one table gets a name of its own per case; routed tables keep theirs.
      const own = `m${scenario.id}${candidate.id}`.replace(/[^A-Za-z0-9]/g, '').slice(0, 60);
      const tables = await tablesFor(own, expected.tables);

      for (const t of expected.types) {
        const insert = mod[`insert${t.name}`] as (tf: typeof tables, r: unknown) => Promise<void>;
        for (const r of expected.records[t.name] ?? []) await insert(tables, moduleRecord(t, r));
      }

      // Every key, byte for byte, and every entity's properties (index lists, series values).
      const written = await listAll(tables, expected.tables);
      expect([...written.keys()].sort()).toEqual(expected.keys);
      for (const [key, lines] of written) expect(lines, key).toEqual(expected.properties.get(key));

      // Every pattern's read: the records Keyscope's check reads from what came back, in its order.
      let found = 0;
      for (const { pattern: p, values, records } of expected.reads) {
        const readFn = mod[
          p.id.replace(/-([a-z0-9])/g, (_: string, c: string) => c.toUpperCase())
        ] as (tf: typeof tables, v: unknown) => Promise<Record<string, unknown>[]>;
        const got = await readFn(tables, values);
        const type = expected.types.find((t) => t.name === p.recordType)!;
        expectReadAgrees(candidate, type, p.id, got, records);
        found += got.length;
      }
      // The sample is large enough that the patterns find something: the comparison is not empty.
      expect(found).toBeGreaterThan(0);
    },
    120_000,
  );

  it.each(moduleCases)(
    '%s: inserts, merge-style updates and deletes leave the entities Keyscope builds from the records left',
    async (_, { scenario, candidate }) => {
      const expected = expectedModule(scenario, candidate);
      const file = join(outDir, `changes-${scenario.id}-${candidate.id}.ts`);
      writeFileSync(
        file,
        typescriptModule({ candidate, recordTypes: expected.types, patterns: scenario.patterns }),
      );
      const mod = await import(file);
      // Routed tables are named by the records, so the changes get an Azurite account of their own.
      const own = `c${scenario.id}${candidate.id}`.replace(/[^A-Za-z0-9]/g, '').slice(0, 60);
      const { writes, left } = changesOf(expected.types, expected.records, candidate.design);
      const after = designEntities(expected.types, left, candidate);
      const names = [...new Set([...expected.tables, ...after.design.parts.map((p) => p.name)])];
      const tables = await tablesFor(
        own,
        names.map((n) => (n === '' ? '' : `c${n}`)),
      );
      const routed = (name: string) => tables(name === '' ? '' : `c${name}`);
      const typeOf = (name: string) => expected.types.find((t) => t.name === name)!;
      for (const w of writes) {
        const t = typeOf(w.type);
        const fn = mod[`${w.op}${w.type}`] as (...a: unknown[]) => Promise<void>;
        if (w.op === 'update')
          await fn(routed, moduleRecord(t, w.before), moduleRecord(t, w.after));
        else await fn(routed, moduleRecord(t, w.r));
      }
      const written = await listAll(
        tables,
        names.map((n) => (n === '' ? '' : `c${n}`)),
      );
      const keys = [...written.keys()].map((k) => k.replace(new RegExp(`^${own}\\|`), '|'));
      expect(keys.map((k) => k.replace(/^c/, '')).sort()).toEqual(after.keys);
      for (const [key, lines] of written) {
        const bare = key.replace(new RegExp(`^${own}\\|`), '|').replace(/^c/, '');
        expect(lines, key).toEqual(after.properties.get(bare));
      }
    },
    120_000,
  );

  it('every module type-checks under strict TypeScript', async () => {
    const { execFileSync } = await import('node:child_process');
    writeFileSync(
      join(outDir, 'tsconfig.json'),
      JSON.stringify({
        compilerOptions: {
          strict: true,
          noEmit: true,
          target: 'ES2022',
          module: 'ESNext',
          moduleResolution: 'Bundler',
          skipLibCheck: true,
          noUncheckedIndexedAccess: true,
          lib: ['ES2022', 'DOM'],
        },
        include: ['*.ts'],
      }),
    );
    const tsc = join(repoRoot, 'node_modules', 'typescript', 'bin', 'tsc');
    // Throws with the compiler's messages when any module fails.
    execFileSync(process.execPath, [tsc, '-p', join(outDir, 'tsconfig.json')], {
      encoding: 'utf8',
    });
  }, 120_000);
});
