import { describe, expect, it } from 'vitest';
import { SCENARIOS } from '../patterns';
import { readComparisonFile, writeComparisonFile } from './comparison-file';
import { english } from './testing/english';

const recipe = { dataset: 'employees', size: 10_000, seed: 1 };

/** A bundled scenario as the file holds it. */
const fileOf = (s: (typeof SCENARIOS)[number]) => ({
  recipe: { dataset: s.dataset, size: s.size, seed: 1 },
  comparison: {
    scenario: s.id,
    designs: s.designs,
    patterns: s.patterns,
    ...(s.writeLoad ? { writeLoad: s.writeLoad } : {}),
    ...(s.workload ? { workload: s.workload } : {}),
  },
});

describe('a comparison as a file', () => {
  it('reads back every bundled scenario exactly as written, several queries and tables included', () => {
    for (const s of SCENARIOS) {
      const file = fileOf(s);
      const read = readComparisonFile(writeComparisonFile(file));
      if (!read.ok) throw new Error(`${s.id}: ${english(read.error)}`);
      expect(read.value, s.id).toEqual(file);
    }
  });

  it('is readable JSON: named fields, a format and a version, one design per entry', () => {
    const text = writeComparisonFile(fileOf(SCENARIOS[0]!));
    const json = JSON.parse(text);
    expect(json.format).toBe('keyscope-comparison');
    expect(json.version).toBe(1);
    expect(json.dataset).toEqual({ id: 'employees', size: 10_000, seed: 1 });
    expect(json.designs[0].design.entitySets[0].partitionKey).toBe('{Department}');
    expect(json.patterns[0].intent).toBe('Department eq {dept} and EmployeeId eq {id}');
    expect(text.endsWith('\n')).toBe(true);
  });

  it('refuses what is not a comparison file with a message that says what is wrong', () => {
    const cases: [string, RegExp][] = [
      ['{ "format": ', /not JSON/],
      ['[]', /not a Keyscope comparison/],
      ['{"format":"keyscope-comparison","version":2}', /version 2, made by a newer Keyscope/],
      ['{"format":"keyscope-comparison","version":"1"}', /"version" "1" is not understood/],
      ['{"format":"keyscope-comparison","version":1}', /names no dataset/],
    ];
    for (const [text, said] of cases) {
      const read = readComparisonFile(text);
      expect(read.ok, text).toBe(false);
      if (!read.ok) expect(english(read.error), text).toMatch(said);
    }
  });

  it('names the pattern and the field of a hostile comparison, as a share link would', () => {
    const base = JSON.parse(writeComparisonFile(fileOf(SCENARIOS[0]!)));
    const withPattern = (change: Record<string, unknown>) =>
      JSON.stringify({ ...base, patterns: [{ ...base.patterns[0], ...change }] });
    const unknown = readComparisonFile(withPattern({ queries: { nowhere: 'x' } }));
    expect(!unknown.ok && english(unknown.error)).toMatch(
      /pattern 1 has a query for the design "nowhere", which the file does not have/,
    );
    const top = readComparisonFile(withPattern({ top: 5000 }));
    expect(!top.ok && english(top.error)).toMatch(/\$top/);
    const params = readComparisonFile(withPattern({ parameters: 'x' }));
    expect(!params.ok && english(params.error)).toMatch(/pattern 1 is not shaped as a pattern/);
    const design = readComparisonFile(
      JSON.stringify({
        ...base,
        designs: [
          { id: base.designs[0].id, design: { name: 'x', entitySets: 'no' } },
          ...base.designs.slice(1),
        ],
      }),
    );
    expect(!design.ok && english(design.error)).toMatch(/entitySets/);
    const size = readComparisonFile(
      JSON.stringify({ ...base, dataset: { id: recipe.dataset, size: 0, seed: 1 } }),
    );
    expect(!size.ok && english(size.error)).toMatch(/dataset size/i);
  });
});

describe('the published JSON Schema (docs/comparison-file.schema.json)', async () => {
  const { readFileSync } = await import('node:fs');
  const { default: Ajv2020 } = await import('ajv/dist/2020.js');
  const schema = JSON.parse(
    readFileSync(new URL('../../docs/comparison-file.schema.json', import.meta.url), 'utf8'),
  );
  const validate = new Ajv2020({ allErrors: true }).compile(schema);

  it('accepts the file of every bundled scenario', () => {
    for (const s of SCENARIOS) {
      const ok = validate(JSON.parse(writeComparisonFile(fileOf(s))));
      expect(validate.errors ?? [], s.id).toEqual([]);
      expect(ok).toBe(true);
    }
  });

  it('refuses what Keyscope refuses in shape: an unknown field, a merge, a kind', () => {
    const base = JSON.parse(writeComparisonFile(fileOf(SCENARIOS[2]!)));
    const bad = [
      { ...base, extra: 1 },
      { ...base, version: 2 },
      {
        ...base,
        designs: [{ ...base.designs[0], design: { name: 'x', entitySets: [{ kind: 'x' }] } }],
      },
      {
        ...base,
        patterns: [{ ...base.patterns[0], queries: { a: { merge: 'sideways', queries: [] } } }],
      },
    ];
    for (const file of bad) expect(validate(file)).toBe(false);
  });
});
