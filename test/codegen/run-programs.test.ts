/**
 * Runs the generated JavaScript, Python, REST and az CLI programs against Azurite for every
 * query of the corpus, and checks that each prints exactly the entities the engine returns for
 * the same query. Azurite runs in memory on 127.0.0.1; the programs get a read-only table SAS in
 * AZURE_TABLES_SAS, as a user would. C# cannot run here (no .NET): see codegen.golden.test.ts.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AzureNamedKeyCredential, generateTableSas } from '@azure/data-tables';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type CodeTarget, generateCode } from '../../src/codegen';
import { createTable, runQuery, type Table, type WireEntity } from '../../src/engine';
import { sayEnglish } from '../../src/i18n/english';
import { loadTable, tableClient } from '../conformance/azurite-client';
import { type AzuriteTable, startAzurite } from '../conformance/azurite-server';
import {
  azExpectedLines,
  azPrintedLines,
  canonicalLines,
  jsSdkView,
  parseTypedLine,
} from './canonical';
import { CORPUS, type CorpusQuery, DATASET } from './corpus';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
const TABLE = 'codegen';
/** Azurite's well-known development account key (public, documented; not a secret). */
const DEV_KEY =
  'Eby8vdM02xNOcqFlqUwJPLlmEtlCDXJ1OUzFT50uSRZ6IFsuFq2UVErCz4I6tq/K1SZFPTOtr/KBHBeksoGMGw==';

/** How each program is started; Debian's python3 is named by path, since another may come first. */
const RUNNERS: Readonly<Record<Exclude<CodeTarget, 'csharp'>, { file: string; command: string }>> =
  {
    javascript: { file: 'query.mjs', command: process.execPath },
    python: { file: 'query.py', command: '/usr/bin/python3' },
    rest: { file: 'query.sh', command: 'bash' },
    azcli: { file: 'query.sh', command: 'bash' },
  };
const TARGETS = Object.keys(RUNNERS) as (keyof typeof RUNNERS)[];

/** Programs running at once: two cores, and each program is mostly waiting on its interpreter. */
const PARALLEL = 3;
let running = 0;
const waiting: (() => void)[] = [];
async function slot<T>(work: () => Promise<T>): Promise<T> {
  if (running >= PARALLEL) await new Promise<void>((resolve) => waiting.push(resolve));
  running++;
  try {
    return await work();
  } finally {
    running--;
    waiting.shift()?.();
  }
}

let azurite: AzuriteTable;
let table: Table;
let sas: string;
let workDir: string;

beforeAll(async () => {
  azurite = await startAzurite();
  await loadTable(tableClient(azurite.accountUrl, TABLE), DATASET);
  sas = generateTableSas(TABLE, new AzureNamedKeyCredential('devstoreaccount1', DEV_KEY), {
    permissions: { query: true },
  });
  table = createTable(DATASET).table;
  workDir = mkdtempSync(join(tmpdir(), 'keyscope-codegen-'));
  // The JavaScript programs import @azure/data-tables as a user's project would: from node_modules.
  symlinkSync(join(repoRoot, 'node_modules'), join(workDir, 'node_modules'));
}, 60_000);

afterAll(async () => {
  await azurite?.stop();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

let serial = 0;
/** Writes the program for `query` and runs it, returning its stdout lines parsed as JSON. */
function run(target: keyof typeof RUNNERS, query: CorpusQuery): Promise<Record<string, unknown>[]> {
  const code = generateCode(target, {
    endpoint: azurite.accountUrl,
    table: TABLE,
    filter: query.filter,
    ...(query.select ? { select: query.select } : {}),
    ...(query.top ? { top: query.top } : {}),
  });
  const dir = mkdtempSync(join(workDir, `${target}-${serial++}-`));
  // One level below workDir, so node_modules is still found by walking up.
  const file = join(dir, RUNNERS[target].file);
  writeFileSync(file, code);
  return slot(
    () =>
      new Promise((resolve, reject) => {
        execFile(
          RUNNERS[target].command,
          [file],
          {
            cwd: dir,
            timeout: 90_000,
            maxBuffer: 16 << 20,
            env: {
              PATH: process.env.PATH ?? '/usr/bin:/bin',
              HOME: dir,
              TZ: 'UTC',
              LANG: 'C.UTF-8',
              AZURE_TABLES_SAS: sas,
              AZURE_CORE_COLLECT_TELEMETRY: 'no',
              AZURE_CONFIG_DIR: join(dir, '.azure'),
            },
          },
          (error, stdout, stderr) => {
            if (error) {
              reject(
                new Error(
                  `${target} failed: ${error.message}\n${stderr}\n--- program ---\n${code}`,
                ),
              );
              return;
            }
            const lines = stdout.split('\n').filter((l) => l.trim() !== '');
            resolve(
              lines.map((l) =>
                target === 'azcli' ? (JSON.parse(l) as Record<string, unknown>) : parseTypedLine(l),
              ),
            );
          },
        );
      }),
  );
}

function engineEntities(query: CorpusQuery): WireEntity[] {
  const result = runQuery(table, {
    filter: query.filter,
    ...(query.select ? { select: query.select } : {}),
    ...(query.top ? { top: query.top } : {}),
  });
  if (!result.ok)
    throw new Error(`the engine rejects ${query.filter}: ${sayEnglish(result.error.message)}`);
  return result.entities;
}

const label = (q: CorpusQuery) =>
  `${JSON.stringify(q.filter)}${q.select ? ` $select=${q.select.join(',')}` : ''}${q.top ? ` $top=${q.top}` : ''}`;

it('the corpus has at least 30 queries, some empty, some over several pages', () => {
  expect(CORPUS.length).toBeGreaterThanOrEqual(30);
  const sizes = CORPUS.map((q) => engineEntities(q).length);
  expect(sizes).toContain(0);
  expect(CORPUS.some((q, i) => q.top !== undefined && sizes[i]! > q.top)).toBe(true);
});

for (const target of TARGETS) {
  describe.concurrent(target, () => {
    for (const query of CORPUS) {
      it(`${label(query)} prints the engine's entities`, { timeout: 240_000 }, async () => {
        const printed = await run(target, query);
        const engine = engineEntities(query);
        const expected = target === 'javascript' ? jsSdkView(engine) : engine;
        if (target === 'azcli') {
          expect(azPrintedLines(printed, query.select)).toEqual(
            azExpectedLines(expected, query.select),
          );
        } else {
          expect(canonicalLines(printed, query.select)).toEqual(
            canonicalLines(expected, query.select),
          );
        }
      });
    }
  });
}
