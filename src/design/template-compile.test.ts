import { describe, expect, it } from 'vitest';
import { textHash } from './hash';
import { compileTemplate } from './template-compile';
import { EVERY_TYPE, FULL_RECORD, run, ticks } from './testing';

function compileError(source: string) {
  const c = compileTemplate(source, EVERY_TYPE);
  if (c.ok) throw new Error(`${source} compiled`);
  return c.error;
}

describe('default text of each type (a placeholder without functions)', () => {
  it.each([
    ['{Text}', 'Jones'],
    ['{Int}', '42'],
    ['{Long}', '9007199254740993'],
    ['{Real}', '12.5'],
    ['{Flag}', 'true'],
    ['{When}', '2025-01-15T09:30:15.1234567Z'],
    ['{Id}', '0f8fad5b-d9cb-469f-a165-70867728950e'],
    ['{Bytes}', 'deadbeef'],
    ['{$type}', 'Sample'],
    ['{$type}_{Text}', 'Sample_Jones'],
    ['{{{Text}}}', '{Jones}'],
    ['', ''],
  ])('%s gives %s', (source, text) => {
    expect(run(source)).toBe(text);
  });
});

describe('functions', () => {
  it('pad zero-pads Int32 and Int64 to N digits', () => {
    expect(run('{Int|pad:6}')).toBe('000042');
    expect(run('{Long|pad:20}')).toBe('09007199254740993'.padStart(20, '0'));
  });

  it('pad keeps every digit of an over-long number (never truncates: that would collide keys)', () => {
    expect(run('{Int|pad:1}')).toBe('42');
    expect(run('{Int|pad:6}', { Int: 1_234_567 })).toBe('1234567');
  });

  it('pad puts a minus sign before N zero-padded digits, as .NET D6 does', () => {
    expect(run('{Int|pad:6}', { Int: -42 })).toBe('-000042');
    expect(run('{Int|pad:2}', { Int: -2_147_483_648 })).toBe('-2147483648');
    expect(run('{Long|pad:4}', { Long: -7n })).toBe('-0007');
  });

  it('lower, upper and left work on text and Guids', () => {
    expect(run('email_{Text|lower}')).toBe('email_jones');
    expect(run('{Text|upper}')).toBe('JONES');
    expect(run('{Text|left:1}')).toBe('J');
    expect(run('{Text|left:99}')).toBe('Jones');
    expect(run('{Id|upper|left:8}')).toBe('0F8FAD5B');
  });

  it('an hour format stays right for each time after it has stopped remembering texts (more times than it keeps)', () => {
    const c = compileTemplate('{When|format:yyyyMMddHH}', EVERY_TYPE);
    if (!c.ok) throw new Error('compiles');
    const start = ticks('2025-01-13T00:00:00Z');
    const hour = 36_000_000_000n;
    // 5,000 hours, then the first ones again: remembered texts and texts worked out agree.
    for (const h of [...Array(5_000).keys(), 0, 1, 4_999]) {
      const iso = new Date(Date.UTC(2025, 0, 13) + h * 3_600_000).toISOString();
      const expected = iso.slice(0, 4) + iso.slice(5, 7) + iso.slice(8, 10) + iso.slice(11, 13);
      expect(c.template.evaluate({ ...FULL_RECORD, When: start + BigInt(h) * hour })).toBe(
        expected,
      );
    }
  });

  it('format writes the supported fields of the time and keeps other characters', () => {
    expect(run('{When|format:yyyyMMddHH}')).toBe('2025011509');
    expect(run('{When|format:yyyy-MM-ddTHH:mm:ss.fffffff}')).toBe('2025-01-15T09:30:15.1234567');
    expect(run('{When|format:mm:ss.fff}')).toBe('30:15.123');
    expect(run('{When|format:f}')).toBe('1');
    expect(run('day {When|format:dd/MM}')).toBe('day 15/01');
    const full = '{When|format:yyyy-MM-dd HH:mm:ss.fffffff}';
    expect(run(full, { When: ticks('1601-01-01T05:06:07.1234567Z') })).toBe(
      '1601-01-01 05:06:07.1234567',
    );
    expect(run(full, { When: ticks('1969-12-31T23:59:59.9999999Z') })).toBe(
      '1969-12-31 23:59:59.9999999',
    );
    expect(run(full, { When: ticks('9999-12-31T23:59:59.9999999Z') })).toBe(
      '9999-12-31 23:59:59.9999999',
    );
  });

  it('format caches per hour but follows every change of hour, back and forth', () => {
    const c = compileTemplate('{When|format:yyyyMMddHH}', EVERY_TYPE);
    if (!c.ok) throw new Error('compile');
    const at = (iso: string) => c.template.evaluate({ When: ticks(iso) });
    expect(at('2025-01-15T09:59:59.9999999Z')).toBe('2025011509');
    expect(at('2025-01-15T10:00:00Z')).toBe('2025011510');
    expect(at('2025-01-15T09:00:00Z')).toBe('2025011509');
    expect(at('2024-02-29T23:00:00Z')).toBe('2024022923');
  });

  it('ticks|invert|pad:19 is DateTime.MaxValue.Ticks - ticks, computed by hand for known times', () => {
    // 2024-10-01: (62,135,596,800 s to 1970 + 1,727,740,800 s) · 10^7 = 638,633,376,000,000,000
    // ticks; 3,155,378,975,999,999,999 - that = 2,516,745,599,999,999,999.
    expect(run('{When|ticks|invert|pad:19}', { When: ticks('2024-10-01T00:00:00Z') })).toBe(
      '2516745599999999999',
    );
    // 1601-01-01 (the earliest DateTime): 504,911,232,000,000,000 ticks.
    expect(run('{When|ticks|invert|pad:19}', { When: ticks('1601-01-01T00:00:00Z') })).toBe(
      '2650467743999999999',
    );
    // 2025-01-15T09:30:15.1234560: 638,725,302,151,234,560 ticks.
    expect(run('{When|ticks|invert|pad:19}', { When: ticks('2025-01-15T09:30:15.123456Z') })).toBe(
      '2516653673848765439',
    );
    // The latest DateTime inverts to 0, which pad keeps at 19 digits.
    expect(run('{When|ticks|invert|pad:19}', { When: ticks('9999-12-31T23:59:59.9999999Z') })).toBe(
      '0'.repeat(19),
    );
  });

  it('ticks gives the Int64 ticks, invert of an Int32 subtracts from Int32.MaxValue', () => {
    expect(run('{When|ticks}', { When: ticks('2024-10-01T00:00:00Z') })).toBe('638633376000000000');
    expect(run('{Int|invert|pad:10}', { Int: 7 })).toBe('2147483640');
  });

  it('hash is a stable bucket: pinned values that must not change between runs or releases', () => {
    // Changing these changes every hash-bucketed key users have designed and shared. The values
    // come from an independent implementation of the documented definition (Python, FNV-1a over
    // the code units, MurmurHash3 fmix32): 'Jones' hashes to 1,792,145,961.
    const digits = ['0', '1', '2', '3', '4', '5', '6', '7', '8', '9'];
    const buckets = digits.map((t) => run('{Text|hash:8}', { Text: t }));
    expect(buckets).toEqual(['1', '7', '7', '5', '3', '3', '1', '5', '3', '7']);
    expect(run('{Text|hash:1000000}', { Text: 'Jones' })).toBe('145961');
    expect(textHash('Jones')).toBe(1_792_145_961);
    expect(textHash('')).toBe(2_872_998_923);
    expect(run('{Int|hash:8|pad:2}', { Int: 42 })).toBe(run('{Text|hash:8|pad:2}', { Text: '42' }));
  });

  it('hash:8 spreads sequential ids evenly over its buckets', () => {
    const c = compileTemplate('{Int|hash:8}', EVERY_TYPE);
    if (!c.ok) throw new Error('compile');
    const counts = new Array<number>(8).fill(0);
    for (let id = 0; id < 80_000; id++) counts[Number(c.template.evaluate({ Int: id }))]!++;
    for (const n of counts) expect(Math.abs(n - 10_000)).toBeLessThan(500);
  });
});

describe('compile errors say what, where and how to fix', () => {
  it('an unknown property, with the case-insensitive near miss', () => {
    expect(compileError('x_{text}')).toMatchObject({
      code: 'UNKNOWN_PROPERTY',
      span: { from: 3, to: 7 },
      hint: { code: 'design.hintCaseSensitive', params: { near: 'Text' } },
    });
    expect(compileError('{Nope}').hint?.params?.names).toContain('Text, Int, Long');
  });

  it('an unknown function, with a near miss', () => {
    expect(compileError('{Text|Lower}')).toMatchObject({
      code: 'UNKNOWN_FUNCTION',
      span: { from: 6, to: 11 },
      hint: { code: 'design.hintDidYouMean', params: { near: 'lower' } },
    });
  });

  it.each([
    ['{Text|pad:6}', 'TYPE_MISMATCH', 6, 9, 'design.hintPadDigits'],
    ['{Int|format:yyyy}', 'TYPE_MISMATCH', 5, 11, 'design.hintFormatExample'],
    ['{When|invert}', 'TYPE_MISMATCH', 6, 12, 'design.hintTicksFirst'],
    ['{Int|lower}', 'TYPE_MISMATCH', 5, 10, 'design.hintTextOnly'],
    ['{Int|ticks}', 'TYPE_MISMATCH', 5, 10, 'design.hintTicksExample'],
    ['{Int|pad}', 'MISSING_ARGUMENT', 5, 8, 'design.usagePad'],
    ['{Int|pad:x}', 'INVALID_ARGUMENT', 9, 10, 'design.usagePad'],
    ['{Int|pad:0}', 'INVALID_ARGUMENT', 9, 10, 'design.usagePad'],
    ['{Int|hash:2000000}', 'INVALID_ARGUMENT', 10, 17, 'design.usageHash'],
    ['{Text|lower:2}', 'UNEXPECTED_ARGUMENT', 12, 13, 'design.usageLower'],
    ['{When|format:yyyyMMddhh}', 'INVALID_FORMAT', 21, 23, 'design.hintFormatFields'],
    ['{When|format:yy}', 'INVALID_FORMAT', 13, 15, 'design.hintFormatFields'],
    ['{When|format:ffffffff}', 'INVALID_FORMAT', 13, 21, 'design.hintFormatFields'],
    ['{Int|pad:2|pad:3}', 'TYPE_MISMATCH', 11, 14, 'design.hintPadDigits'],
  ])('%s: %s at %i..%i', (source, code, from, to, hint) => {
    const e = compileError(source);
    expect(e).toMatchObject({ code, span: { from, to } });
    expect(e.hint?.code).toBe(hint);
  });
});

describe('evaluation', () => {
  it('gives null and says which property was missing', () => {
    const c = compileTemplate('{Text}_{Int}', EVERY_TYPE);
    if (!c.ok) throw new Error('compile');
    expect(c.template.evaluate({ Text: 'a' })).toBeNull();
    expect(c.template.miss).toMatchObject({ code: 'MISSING_VALUE', property: 'Int' });
  });

  it('gives null for a value that is not of its declared type, and never throws', () => {
    const c = compileTemplate('{When|format:yyyy}', EVERY_TYPE);
    if (!c.ok) throw new Error('compile');
    expect(c.template.evaluate({ When: 'yesterday' })).toBeNull();
    expect(c.template.miss).toMatchObject({
      code: 'WRONG_VALUE_TYPE',
      property: 'When',
      value: 'yesterday',
    });
    expect(c.template.evaluate({ When: -1n })).toBeNull();
    expect(run('{Int}', { Int: 1.5 })).toBeNull();
    expect(run('{Int}', { Int: 2 ** 31 })).toBeNull();
  });

  it('does not read inherited names as values', () => {
    const type = { name: 'T', properties: [{ name: 'toString', type: 'Edm.String' as const }] };
    const c = compileTemplate('{toString}', type);
    if (!c.ok) throw new Error('compile');
    expect(c.template.evaluate({})).toBeNull();
    expect(c.template.miss?.code).toBe('MISSING_VALUE');
  });

  it('a literal-and-placeholder template stays right past the texts it remembers', () => {
    const c = compileTemplate('t_{Int}', EVERY_TYPE);
    if (!c.ok) throw new Error('compile');
    for (const round of [0, 1]) {
      for (let i = 0; i < 6_000; i += 1 + round) {
        expect(c.template.evaluate({ Int: i % 5_000 })).toBe(`t_${i % 5_000}`);
      }
    }
  });

  it('reports its constant text and the properties it reads', () => {
    const c = compileTemplate('{$type}-x', EVERY_TYPE);
    const d = compileTemplate('{Int}{Text}{Int}', EVERY_TYPE);
    expect(c.ok && c.template.constant).toBe('Sample-x');
    expect(d.ok && d.template.constant).toBeNull();
    expect(d.ok && d.template.properties).toEqual(['Int', 'Text']);
    expect(FULL_RECORD.Text).toBe('Jones');
  });
});

describe('a template kept evaluating over records (the last text and the last day are kept)', () => {
  it('gives each record the text a fresh template gives it: runs, -0 after 0, day boundaries', () => {
    const values: [number, string][] = [
      [0, '2025-01-15T23:59:59.9999999Z'],
      [-0, '2025-01-16T00:00:00.0000000Z'],
      [-0, '2025-01-16T13:00:00.0000000Z'],
      [0, '2025-01-15T00:00:00.0000000Z'],
      [2.5, '2025-01-14T23:59:59.9999999Z'],
      [2.5, '2025-01-16T00:00:00.0000000Z'],
      [0, '2025-01-16T23:00:00.0000000Z'],
    ];
    const records = values.map(([real, when]) => ({
      ...FULL_RECORD,
      Real: real,
      When: ticks(when),
    }));
    for (const source of [
      '{Real}',
      'r{Real}',
      '{When|format:yyyyMMdd}',
      '{When|format:yyyyMMddHH}',
    ]) {
      const kept = compileTemplate(source, EVERY_TYPE);
      if (!kept.ok) throw new Error(source);
      const texts = records.map((r) => kept.template.evaluate(r));
      expect(texts).toEqual(records.map((r) => run(source, r)));
    }
  });
});

describe('a one-placeholder template from its value alone (ofValue, for records in runs)', () => {
  const compile = (source: string) => {
    const c = compileTemplate(source, EVERY_TYPE);
    if (!c.ok) throw new Error(source);
    return c.template;
  };

  it.each([
    '{Int|pad:6}',
    'empid_{Int|pad:6}',
    '{When|format:yyyyMMdd}_day',
    'log_{When|ticks|invert|pad:19}_x',
    '{$type}_{Text|lower}',
    '{Text}',
  ])('%s gives the text evaluate gives the record', (source) => {
    const t = compile(source);
    const one = t.ofValue!;
    expect(one.text(FULL_RECORD[one.property]!)).toBe(t.evaluate(FULL_RECORD));
  });

  it('a mistyped value gives null (evaluate on the record says why); other templates have none', () => {
    expect(compile('{Int|pad:6}').ofValue!.text('42')).toBeNull();
    expect(compile('{When|format:yyyyMMdd}').ofValue!.text(7)).toBeNull();
    expect(compile('{Text}_{Int}').ofValue).toBeNull();
    expect(compile('fixed').ofValue).toBeNull();
  });
});
