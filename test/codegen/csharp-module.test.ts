/**
 * The generated C# modules at the syntax level: for every bundled scenario design, the whole
 * module (records, keys, the Azure.Data.Tables writes and reads) passes Mono's `mcs --parse`,
 * which reads C# to its grammar without binding names, so the SDK need not be present; and it
 * compiles (`-warnaserror+`) against a declaration of the SDK surface it calls
 * (csharp-sdk-surface.ts: the SDK's signatures, no behaviour), so its names and types are bound.
 * What runs is the SDK-free part (module-keys-csharp.test.ts); no .NET runs here (docs/codegen.md).
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { csharpModule } from '../../src/codegen';
import { AZURE_TABLES_SURFACE } from './csharp-sdk-surface';
import { keyCases } from './expected-keys';
import { mcs, requireMono } from './mono';
import { tempDir } from './temp-dir';

const dir = tempDir('keyscope-cs-module-', () => requireMono());

/** The SDK surface compiled once into a library the modules reference. */
let surface: string | null = null;
function surfaceDll(): string {
  if (surface === null) {
    const source = join(dir(), 'AzureTablesSurface.cs');
    writeFileSync(source, AZURE_TABLES_SURFACE);
    surface = join(dir(), 'AzureTablesSurface.dll');
    mcs(['-nologo', '-target:library', `-out:${surface}`, source]);
  }
  return surface;
}

/** Compiles a module against the SDK surface; throws with mcs's messages. */
function compile(file: string): void {
  mcs([
    '-nologo',
    '-warnaserror+',
    '-target:library',
    `-r:${surfaceDll()}`,
    `-out:${file.replace(/\.cs$/, '.dll')}`,
    file,
  ]);
}

describe('generated C# modules', () => {
  it.each(keyCases().map((c) => [c.title, c] as const))(
    '%s: parses as C#, names its design and has a function for each part',
    (_, c) => {
      const text = csharpModule({
        candidate: c.candidate,
        recordTypes: c.types,
        patterns: c.scenario.patterns,
      });
      const file = join(dir(), `${c.scenario.id}-${c.candidate.id}.cs`);
      writeFileSync(file, text);
      // Throws with mcs's messages on a syntax error, then on a name or type the SDK lacks.
      mcs(['-nologo', '--parse', file]);
      compile(file);
      expect(text.split('\n')[0]).toContain(JSON.stringify(c.candidate.design.name));
      for (const s of c.candidate.design.entitySets) expect(text).toContain(`"${s.name}"`);
      const answered = c.scenario.patterns.filter((p) => Object.hasOwn(p.queries, c.candidate.id));
      const reads = text.match(/public static async Task<List<\w+>> \w+Async\(/g) ?? [];
      expect(reads).toHaveLength(answered.length);
    },
  );

  it('a syntax error is caught (the check is not vacuous)', () => {
    const file = join(dir(), 'broken.cs');
    writeFileSync(file, 'namespace X { public static class Y { public static void Z( } }\n');
    expect(() => mcs(['-nologo', '--parse', file])).toThrow(/error CS/);
  });

  it('a module calling what the SDK does not have fails to compile (the check binds names)', () => {
    const c = keyCases()[0]!;
    const text = csharpModule({
      candidate: c.candidate,
      recordTypes: c.types,
      patterns: c.scenario.patterns,
    }).replace('GetEntityIfExistsAsync<TableEntity>', 'GetEntityIfThereAsync<TableEntity>');
    const file = join(dir(), 'misnamed.cs');
    writeFileSync(file, text);
    mcs(['-nologo', '--parse', file]);
    expect(() => compile(file)).toThrow(/error CS1061/);
  });
});
