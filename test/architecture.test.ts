/**
 * The architecture, checked: every import under src/ flows one way between rooms, and code
 * outside the engine reaches it through its one entry (src/engine/index.ts). A wrong-way import
 * fails `npm test` here, with the file, the import and the rule it breaks.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const src = join(root, 'src');

/**
 * Which rooms each room may import from (besides itself). The order is the one in the README:
 * ui → state → worker → engine, with share, viz and i18n used by ui and state; rooms that hold
 * pure capabilities (design, datasets, io, codegen, live, protocol) sit just above the engine.
 */
const MAY_IMPORT: Readonly<Record<string, readonly string[]>> = {
  engine: [],
  // The worker's answers name designs, dataset recipes and import errors (types only).
  protocol: ['engine', 'design', 'datasets', 'io'],
  i18n: ['engine'],
  design: ['engine'],
  datasets: ['engine', 'design'],
  io: ['engine', 'design'],
  // A design's data-access module is written from the design and its patterns' queries.
  codegen: ['engine', 'design', 'patterns'],
  patterns: ['engine', 'design', 'datasets'],
  live: ['engine'],
  // Seeding a table writes with the live room's requests, problems and secrets.
  seed: ['engine', 'live'],
  worker: ['engine', 'protocol', 'design', 'datasets', 'io', 'patterns', 'lessons'],
  share: ['engine', 'protocol', 'i18n', 'design', 'datasets', 'patterns', 'live'],
  viz: ['engine', 'protocol', 'i18n'],
  lessons: ['engine', 'design', 'datasets', 'patterns', 'i18n'],
  state: [
    'engine',
    'protocol',
    'worker',
    'share',
    'viz',
    'i18n',
    'design',
    'datasets',
    'io',
    'codegen',
    'live',
    'seed',
    'lessons',
    'patterns',
  ],
  ui: [
    'engine',
    'protocol',
    'state',
    'share',
    'viz',
    'i18n',
    'design',
    'datasets',
    'codegen',
    'live',
    'lessons',
    'patterns',
  ],
  // src/main.tsx, the page's entry.
  main: ['ui', 'state', 'i18n'],
};

/**
 * The one room whose source may import src/i18n/english.ts: codegen, whose generated code stays
 * English. Every other room says Coded messages in the UI (even state, which may import the rest
 * of i18n); tests may use it to word a failure or check an English sentence.
 */
const ENGLISH_STOPGAP: readonly string[] = ['codegen'];

/** The rooms that have an entry, src/<room>/index.ts: outside the room, the only way in. */
const ROOMS_WITH_ENTRY: ReadonlySet<string> = new Set(
  readdirSync(src).filter((name) => {
    try {
      return statSync(join(src, name, 'index.ts')).isFile();
    } catch {
      return false;
    }
  }),
);

/** Every .ts/.tsx file below `dir`. */
function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(name) ? [path] : [];
  });
}

/** The room a file under src/ belongs to: its first folder, or `main` for files at the top. */
function roomOf(file: string): string {
  const parts = relative(src, file).split(sep);
  // A folder's own path (`../engine`, an import of its index) names that folder's room.
  return parts.length === 1 && /\.|^main$/.test(parts[0]!) ? 'main' : parts[0]!;
}

/** The relative module specifiers a file imports (static, type-only, re-exports and dynamic). */
function importsOf(text: string): string[] {
  const info = ts.preProcessFile(text, true, true);
  return info.importedFiles.map((f) => f.fileName).filter((name) => name.startsWith('.'));
}

interface Violation {
  readonly file: string;
  readonly imports: string;
  readonly rule: string;
}

/** Checks one file's imports (its text, read from disk unless given) against the rules. */
function violationsOf(file: string, text = readFileSync(file, 'utf8')): Violation[] {
  const from = roomOf(file);
  const isTest = /\.test\.tsx?$/.test(file) || file.includes(`${sep}testing${sep}`);
  const out: Violation[] = [];
  for (const specifier of importsOf(text)) {
    const target = resolve(dirname(file), specifier);
    const rel = relative(src, target);
    const where = relative(root, file);
    if (rel.startsWith('..')) {
      out.push({ file: where, imports: specifier, rule: 'src/ imports nothing outside src/' });
      continue;
    }
    const to = roomOf(target);
    if (to === from) continue;
    if (rel === join('i18n', 'english')) {
      if (isTest || ENGLISH_STOPGAP.includes(from)) continue;
      out.push({ file: where, imports: specifier, rule: `${from} may not say English` });
      continue;
    }
    if (!(MAY_IMPORT[from] ?? []).includes(to)) {
      out.push({ file: where, imports: specifier, rule: `${from} may not import ${to}` });
      continue;
    }
    // A room with an entry (index.ts) is reached through it only, so its inside can change
    // freely; tests may also use its testing/ helpers.
    const entry = rel === to || rel === join(to, 'index');
    const testing = rel.startsWith(join(to, 'testing'));
    if (ROOMS_WITH_ENTRY.has(to) && !entry && !(isTest && testing)) {
      out.push({
        file: where,
        imports: specifier,
        rule: `outside the ${to} room, import it through src/${to}/index.ts`,
      });
    }
  }
  return out;
}

describe('architecture', () => {
  const files = sourceFiles(src);

  it('every room under src/ is declared', () => {
    const rooms = [...new Set(files.map(roomOf))].sort();
    expect(rooms.filter((room) => !(room in MAY_IMPORT))).toEqual([]);
  });

  it('imports flow one way between rooms, and reach a room with an entry through it', () => {
    expect(files.flatMap((f) => violationsOf(f))).toEqual([]);
  });

  it('the engine imports nothing but itself (and no DOM, checked by tsconfig.engine.json)', () => {
    const engine = files.filter((f) => roomOf(f) === 'engine');
    expect(engine.length).toBeGreaterThan(20);
    expect(engine.flatMap((f) => violationsOf(f))).toEqual([]);
  });

  it('catches a wrong-way import, a deep engine import and a dynamic one', () => {
    const file = (path: string) => join(src, ...path.split('/'));
    expect(violationsOf(file('engine/probe.ts'), "import { App } from '../ui/App';")).toEqual([
      { file: 'src/engine/probe.ts', imports: '../ui/App', rule: 'engine may not import ui' },
    ]);
    expect(violationsOf(file('ui/probe.ts'), "import type { Span } from '../engine/ast';")).toEqual(
      [
        {
          file: 'src/ui/probe.ts',
          imports: '../engine/ast',
          rule: 'outside the engine room, import it through src/engine/index.ts',
        },
      ],
    );
    expect(violationsOf(file('viz/probe.ts'), "const s = await import('../state/store');")).toEqual(
      [{ file: 'src/viz/probe.ts', imports: '../state/store', rule: 'viz may not import state' }],
    );
    expect(violationsOf(file('ui/probe.ts'), "import { x } from '../engine';")).toEqual([]);
  });

  it('lets only codegen (and tests) say English below the UI', () => {
    const file = (path: string) => join(src, ...path.split('/'));
    const english = "import { sayEnglish } from '../i18n/english';";
    for (const room of ['state', 'worker', 'patterns']) {
      expect(violationsOf(file(`${room}/probe.ts`), english)).toEqual([
        {
          file: `src/${room}/probe.ts`,
          imports: '../i18n/english',
          rule: `${room} may not say English`,
        },
      ]);
    }
    expect(violationsOf(file('codegen/probe.ts'), english)).toEqual([]);
    expect(violationsOf(file('worker/probe.test.ts'), english)).toEqual([]);
    // The rest of i18n stays open to state.
    expect(violationsOf(file('state/probe.ts'), "import { t } from '../i18n/translate';")).toEqual(
      [],
    );
  });
});
