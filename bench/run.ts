/**
 * Runs every benchmark in `bench/` (files named `*.bench.ts`) and prints one JSON document.
 * Each benchmark module exports `run()`, which measures its figures and the baselines for them
 * in the same process, so the comparison holds on whatever machine runs it.
 * Usage: `npm run bench` or `npm run bench -- <name-filter>`.
 */
import { readdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = dirname(fileURLToPath(import.meta.url));
const only = process.argv[2];
const files = readdirSync(here)
  .filter((f) => f.endsWith('.bench.ts'))
  .filter((f) => !only || f.includes(only))
  .sort();

const results: Record<string, unknown> = {};
for (const file of files) {
  const mod = (await import(pathToFileURL(join(here, file)).href)) as {
    run: () => Promise<unknown>;
  };
  results[file.replace(/\.bench\.ts$/, '')] = await mod.run();
}
console.log(
  JSON.stringify({ node: process.version, date: new Date().toISOString(), results }, null, 2),
);
