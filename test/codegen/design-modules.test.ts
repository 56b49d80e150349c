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
import { findDataset } from '../../src/datasets';
import type { DataRecord } from '../../src/design';
import { isoFromTicks } from '../../src/engine';
import { answerQueries, holdRecords, loadComparison, SCENARIOS } from '../../src/patterns';
import { readParameters } from '../../src/patterns/parameters';
import { runAnswer } from '../../src/patterns/run-answer';
import { fillTemplate, substitute } from '../../src/patterns/substitute';
import { tableClient } from '../conformance/azurite-client';
import { type AzuriteTable, startAzurite } from '../conformance/azurite-server';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
/** Inside the repository, so the module resolves @azure/data-tables as a user's project would. */
const outDir = join(repoRoot, 'test-results', 'modules');
/** Records written per design: enough for every pattern to find some, quick on Azurite. */
const SIZE = 300;

let azurite: AzuriteTable;
beforeAll(async () => {
  azurite = await startAzurite();
  mkdirSync(outDir, { recursive: true });
}, 60_000);
afterAll(async () => {
  await azurite?.stop();
  rmSync(outDir, { recursive: true, force: true });
});

/** A record as the module takes it: DateTime as its ISO text (ticks are Keyscope's own form). */
function moduleRecord(r: DataRecord, dates: ReadonlySet<string>): Record<string, unknown> {
  const out: Record<string, unknown> = {};
  for (const [k, v] of Object.entries(r)) out[k] = dates.has(k) ? isoFromTicks(v as bigint) : v;
  return out;
}

const cases = SCENARIOS.flatMap((s) =>
  s.designs
    .filter((d) => d.design.entitySets.every((set) => set.kind === 'copy'))
    .map((d) => ({ scenario: s, candidate: d })),
);

describe('generated TypeScript modules against Azurite', () => {
  it.each(cases.map((c) => [`${c.scenario.id} / ${c.candidate.id}`, c] as const))(
    "%s: writes Keyscope's keys and reads what Keyscope reads",
    async (_, { scenario, candidate }) => {
      const dataset = findDataset(scenario.dataset)!;
      const used = new Set(candidate.design.entitySets.map((s) => s.recordType));
      const types = dataset.recordTypes.filter((t) => used.has(t.name));
      const records = holdRecords(types, dataset.records(SIZE, 1));
      const loaded = loadComparison(types, records, [candidate]);
      if (!loaded.ok) throw new Error('the design does not load');
      const design = loaded.designs[0]!;

      const file = join(outDir, `${scenario.id}-${candidate.id}.ts`);
      writeFileSync(
        file,
        typescriptModule({ candidate, recordTypes: types, patterns: scenario.patterns }),
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
      for (const part of design.parts) await tables(part.name).createTable();

      for (const t of types) {
        const dates = new Set(
          t.properties.filter((p) => p.type === 'Edm.DateTime').map((p) => p.name),
        );
        const insert = mod[`insert${t.name}`] as (tf: typeof tables, r: unknown) => Promise<void>;
        for (const r of records[t.name] ?? []) await insert(tables, moduleRecord(r, dates));
      }

      // Every key, byte for byte.
      const expected: string[] = [];
      for (const part of design.parts)
        for (const p of part.table.partitions)
          for (const e of p.entities) expected.push(`${part.name}|${e.PartitionKey}|${e.RowKey}`);
      const written: string[] = [];
      for (const part of design.parts)
        for await (const e of tables(part.name).listEntities())
          written.push(`${part.name}|${e.partitionKey}|${e.rowKey}`);
      expect(written.sort()).toEqual(expected.sort());

      // Every pattern's read, in the client's order.
      let found = 0;
      for (const p of scenario.patterns) {
        if (!Object.hasOwn(p.queries, candidate.id)) continue;
        const params = readParameters(p.parameters);
        if (!params.ok) throw new Error('bad parameters');
        const { filters, tables: named, merge } = answerQueries(p.queries[candidate.id]!);
        const queries = filters.map((f, k) => {
          const filled = substitute(f, params.values, { kind: 'intent' });
          if (!filled.ok) throw new Error('the query does not fill');
          const t =
            named[k] === undefined
              ? null
              : fillTemplate(named[k]!, params.values, { kind: 'intent' });
          const name = t === null ? '' : t.ok ? t.text : '?';
          return { filter: filled.text, table: design.parts.findIndex((x) => x.name === name) };
        });
        const keyscope = runAnswer(design.parts, queries, merge, p.top);
        if (!keyscope.ok) throw new Error('the query does not run');
        const want = keyscope.run.entities.map((e) => `${e.PartitionKey}|${e.RowKey}`);
        const values: Record<string, unknown> = {};
        for (const [n, v] of params.values) {
          values[n] = v.type === 'Edm.DateTime' ? isoFromTicks(v.value as bigint) : v.value;
        }
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
