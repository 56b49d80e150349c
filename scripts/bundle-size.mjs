/**
 * What a first visit fetches before the app can draw, in gzipped bytes: the entry script and
 * every module the built index.html preloads. `node scripts/bundle-size.mjs` prints those and
 * then every other chunk (loaded when a view or a language is asked for); the unit test
 * test/bundle/first-visit.test.ts holds the first visit to its budget.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** The gzipped size of one built file, at the level servers commonly use (9). */
function gzipped(path) {
  return gzipSync(readFileSync(path), { level: 9 }).length;
}

/**
 * The scripts index.html makes the browser fetch at once: its module scripts and its
 * modulepreload links, in the order it names them, each with its gzipped size in bytes.
 */
export function firstVisitScripts(dist) {
  const html = readFileSync(join(dist, 'index.html'), 'utf8');
  const tags = html.match(/<(script|link)\b[^>]*>/g) ?? [];
  const files = [];
  for (const tag of tags) {
    const isEntry = tag.startsWith('<script') && /type="module"/.test(tag);
    const isPreload = tag.startsWith('<link') && /rel="modulepreload"/.test(tag);
    const href = /(?:src|href)="\/?([^"]+)"/.exec(tag)?.[1];
    if ((isEntry || isPreload) && href && !files.some((f) => f.file === href)) {
      files.push({
        file: href,
        kind: isEntry ? 'entry' : 'preload',
        gzip: gzipped(join(dist, href)),
      });
    }
  }
  return files;
}

/** Every JavaScript file the build wrote that the first visit does not fetch. */
export function laterScripts(dist) {
  const first = new Set(firstVisitScripts(dist).map((f) => f.file));
  return readdirSync(join(dist, 'assets'))
    .filter((name) => name.endsWith('.js'))
    .map((name) => `assets/${name}`)
    .filter((file) => !first.has(file))
    .map((file) => ({ file, kind: 'later', gzip: gzipped(join(dist, file)) }))
    .sort((a, b) => b.gzip - a.gzip);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dist = process.argv[2] ?? 'dist';
  const kb = (bytes) => `${(bytes / 1000).toFixed(1).padStart(7)} kB`;
  const first = firstVisitScripts(dist);
  for (const f of first) console.log(`${kb(f.gzip)}  ${f.kind.padEnd(7)} ${f.file}`);
  console.log(`${kb(first.reduce((sum, f) => sum + f.gzip, 0))}  first visit (gzipped)`);
  for (const f of laterScripts(dist)) console.log(`${kb(f.gzip)}  ${f.kind.padEnd(7)} ${f.file}`);
}
