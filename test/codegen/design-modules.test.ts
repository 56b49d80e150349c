/**
 * The generated TypeScript data-access modules, run against Azurite for every bundled scenario
 * design whose sets are all copy sets: the module writes a sample of records, every key it writes
 * equals Keyscope's byte for byte (table, PartitionKey, RowKey), and every access pattern's read
 * function returns exactly the entities Keyscope's check reads, in the same order.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { TableClient } from '@azure/data-tables';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { typescriptModule } from '../../src/codegen';
import { tableClient } from '../conformance/azurite-client';
import { type AzuriteTable, startAzurite } from '../conformance/azurite-server';
import { expectedModule, moduleCases, moduleRecord } from './module-cases';

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
      const clients = new Map<string, TableClient>();
      const tables = (name: string) => {
        const real = name === '' ? own : name;
        const known = clients.get(real);
        if (known !== undefined) return known;
        const client = tableClient(azurite.accountUrl, real);
        clients.set(real, client);
        return client;
      };
      for (const name of expected.tables) await tables(name).createTable();

      for (const t of expected.types) {
        const insert = mod[`insert${t.name}`] as (tf: typeof tables, r: unknown) => Promise<void>;
        for (const r of expected.records[t.name] ?? []) await insert(tables, moduleRecord(t, r));
      }

      // Every key, byte for byte.
      const written: string[] = [];
      for (const name of expected.tables)
        for await (const e of tables(name).listEntities())
          written.push(`${name}|${e.partitionKey}|${e.rowKey}`);
      expect(written.sort()).toEqual(expected.keys);

      // Every pattern's read, in the client's order.
      let found = 0;
      for (const { pattern: p, values, want } of expected.reads) {
        const readFn = mod[
          p.id.replace(/-([a-z0-9])/g, (_: string, c: string) => c.toUpperCase())
        ] as (tf: typeof tables, v: unknown) => Promise<{ partitionKey: string; rowKey: string }[]>;
        const got = (await readFn(tables, values)).map((e) => `${e.partitionKey}|${e.rowKey}`);
        expect(got, `${p.id}`).toEqual(want);
        found += got.length;
      }
      // The sample is large enough that the patterns find something: the comparison is not empty.
      expect(found).toBeGreaterThan(0);
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
