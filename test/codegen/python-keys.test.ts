/**
 * The Python module's key helpers on the texts and numbers where Python and Keyscope part ways:
 * code points against UTF-16 code units (left, hash, percent, lone surrogates), .NET's invariant
 * case (ı, İ, ß, ligatures, Greek ypogegrammeni), two's complement hex, ticks and formats, and a
 * Double's text. Each template's Python expression runs with Debian's python3 and must give
 * exactly the text Keyscope's compiled template gives (a record Keyscope cannot key: an error).
 * The Azurite test (design-modules-python.test.ts) covers only what the bundled designs use.
 */
import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import { pythonExpression } from '../../src/codegen/module/keys-py';
import { pythonHelperSources } from '../../src/codegen/module/runtime-py';
import { compileTemplate, type DataRecord } from '../../src/design';
import { EVERY_TYPE } from '../../src/design/testing';
import { isoFromTicks } from '../../src/engine';
import { corpusRecords, TEMPLATES, TEXTS } from './key-corpus';

/** A record as the Python module takes it: DateTime as ISO text, Int64 marked, bytes as a list. */
const pyRecord = (r: DataRecord) =>
  JSON.stringify(
    Object.fromEntries(
      Object.entries(r).map(([k, v]) => [
        k,
        k === 'When' ? isoFromTicks(v as bigint) : v instanceof Uint8Array ? [...v] : v,
      ]),
    ),
    (_, v) => (typeof v === 'bigint' ? { $int: String(v) } : v),
  );

describe("the Python module's key helpers", () => {
  it("give Keyscope's text for every template and tricky value", () => {
    const records = corpusRecords();
    const types = new Map(EVERY_TYPE.properties.map((p) => [p.name, p.type]));
    const helpers = new Set<string>();
    const cases: { template: string; code: string }[] = [];
    for (const template of TEMPLATES) {
      const e = pythonExpression(template, 'r', types, EVERY_TYPE.name, true)!;
      for (const h of e.helpers) helpers.add(h);
      cases.push({ template, code: e.code });
    }
    const script = [
      'import datetime, decimal, json, math, re, sys',
      ...pythonHelperSources(helpers).map((h) => `\n${h}\n`),
      'big = lambda d: int(d["$int"]) if set(d) == {"$int"} else d',
      'records = [json.loads(line, object_hook=big) for line in sys.stdin.read().split("\\n")]',
      'out = []',
      'for r in records:',
      '    row = []',
      ...cases.flatMap(({ code }) => [
        '    try:',
        `        row.append(${code})`,
        '    except (ValueError, TypeError):',
        '        row.append(None)',
      ]),
      '    out.append(row)',
      // Lone surrogates travel as JSON escapes, as they came in.
      'print(json.dumps(out))',
    ].join('\n');
    const stdout = execFileSync('/usr/bin/python3', ['-c', script], {
      input: records.map(pyRecord).join('\n'),
      encoding: 'utf8',
    });
    const got = JSON.parse(stdout) as (string | null)[][];
    const want = records.map((r) =>
      cases.map(({ template }) => {
        const c = compileTemplate(template, EVERY_TYPE);
        if (!c.ok) throw new Error(`${template} does not compile`);
        return c.template.evaluate(r);
      }),
    );
    const diffs: string[] = [];
    for (const [i, row] of want.entries()) {
      for (const [k, w] of row.entries()) {
        const g = got[i]![k];
        if (g !== w) {
          const what = `${cases[k]!.template} on ${JSON.stringify(TEXTS[i])}`;
          diffs.push(`${what}: ${JSON.stringify(g)} ≠ ${JSON.stringify(w)}`);
        }
      }
    }
    expect(diffs).toEqual([]);
    // Keyscope keyed these records: the comparison is not of misses alone.
    expect(want.flat().filter((w) => w !== null).length).toBeGreaterThan(TEXTS.length * 20);
  });
});
