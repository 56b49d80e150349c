/**
 * The generated C# module's key functions over the shared table of expected keys
 * (expected-keys.ts), compiled with Mono's mcs and run with mono: for every bundled scenario
 * design, every entity set and every sampled record, the table, PartitionKey and RowKey, an index
 * entry and a series property name equal Keyscope's byte for byte. What runs is the module's own
 * SDK-free part (record classes, Keys, KeyText: the same text the module carries, csharp-keys.ts)
 * with a driver (csharp-driver.ts); the Azure.Data.Tables part is only parsed
 * (csharp-module.test.ts), as no .NET runs here.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { csharpModule } from '../../src/codegen';
import { csharpNamespace, keysFile } from '../../src/codegen/module/csharp-keys';
import { modulePlan } from '../../src/codegen/module/plan';
import { csharpDriver } from './csharp-driver';
import { keyCases, keyValues } from './expected-keys';
import { MONO, mcs, requireMono } from './mono';
import { tempDir } from './temp-dir';

const dir = tempDir('keyscope-cs-keys-', () => requireMono());

describe('generated C# key functions, compiled with mcs and run with mono', () => {
  it.each(keyCases().map((c) => [c.title, c] as const))(
    "%s: give Keyscope's keys for every set and record",
    (_, c) => {
      const source = {
        candidate: c.candidate,
        recordTypes: c.types,
        patterns: c.scenario.patterns,
      };
      const plan = modulePlan(source)!;
      const keys = keysFile(plan);
      // The part that runs is the module's own text: its records and Keys, and each helper.
      const module = csharpModule(source);
      const helpersAt = keys.indexOf('    /// <summary>How Keyscope writes');
      expect(module).toContain(keys.slice(keys.indexOf('    /// <summary>'), helpersAt));
      const helpers = keys.slice(keys.indexOf('{', helpersAt) + 1, keys.lastIndexOf('    }'));
      for (const helper of helpers.split('\n\n')) expect(module).toContain(helper.trim());
      const base = `${c.scenario.id}-${c.candidate.id}`.replace(/[^A-Za-z0-9]/g, '_');
      const keysCs = join(dir(), `${base}.keys.cs`);
      const driverCs = join(dir(), `${base}.driver.cs`);
      const exe = join(dir(), `${base}.exe`);
      writeFileSync(keysCs, keys);
      writeFileSync(driverCs, csharpDriver(c, csharpNamespace(plan)));
      mcs(['-nologo', '-warnaserror+', `-out:${exe}`, keysCs, driverCs]);
      const out = execFileSync(MONO, [exe], { encoding: 'utf8', maxBuffer: 64 << 20 });
      const got = out
        .trim()
        .split('\n')
        .map((l) => JSON.parse(l));
      expect(got).toEqual(c.keys.map(keyValues));
    },
    60_000,
  );
});
