import { compressToEncodedURIComponent } from 'lz-string';
import { describe, expect, it } from 'vitest';
import { createTranslator } from '../i18n/translate';
import { checksum } from './checksum';
import {
  decodeFragment,
  decodeShare,
  describeLeftOut,
  encodeShare,
  MAX_FRAGMENT_LENGTH,
} from './codec';
import { sayNote } from './note';
import { english, englishEach } from './testing/english';
import { defaultWorkspace, type Workspace } from './workspace';

/** The guide's four example queries (semantics.md §5) on the employees dataset. */
const GUIDE_QUERIES = {
  point: "PartitionKey eq 'Sales' and RowKey eq '2'",
  range: "PartitionKey eq 'Sales' and RowKey ge 'S' and RowKey lt 'T'",
  'partition scan': "PartitionKey eq 'Sales' and LastName eq 'Smith'",
  'table scan': "LastName eq 'Jones'",
};

/** A fragment with a valid envelope around any payload text, as a hostile link could carry. */
function envelope(json: string, version = 1): string {
  const head = `ks${version}.${compressToEncodedURIComponent(json)}`;
  return `${head}.${checksum(head)}`;
}

const typical: Workspace = {
  ...defaultWorkspace(),
  dataset: 'employees',
  size: 10_000,
  seed: 42,
  filter: GUIDE_QUERIES.range,
  focusPartition: 'Sales',
};

describe('share links', () => {
  it('carry a typical state (recipe, filter, focus) in at most 300 characters', () => {
    const fragment = encodeShare(typical);
    expect(fragment).toMatch(/^ks2\.[A-Za-z0-9+$-]+\.[0-9a-z]+$/);
    expect(fragment.length).toBeLessThanOrEqual(300);
    expect(decodeShare(fragment)).toEqual({ ok: true, state: typical, problems: [] });
  });

  it("carry the guide's four example queries on employees in at most 300 characters each", () => {
    for (const filter of Object.values(GUIDE_QUERIES)) {
      const state = { ...defaultWorkspace(), filter, focusPartition: 'Sales', step: 0 };
      const fragment = encodeShare(state);
      expect(fragment.length).toBeLessThanOrEqual(300);
      expect(decodeShare(`#${fragment}`)).toEqual({ ok: true, state, problems: [] });
    }
  });

  it('read the same when a chat tool percent-escapes, adds spaces for + or glues on punctuation', () => {
    const state = { ...typical, filter: 'Age gt 0' };
    const fragment = encodeShare(state);
    expect(fragment).toContain('+'); // so the escaping below changes something
    for (const variant of [
      encodeURIComponent(fragment),
      fragment.replace(/\+/g, ' '),
      `${fragment}).`,
      `  #${fragment}\n`,
    ]) {
      expect(decodeShare(variant)).toEqual({ ok: true, state, problems: [] });
    }
  });

  it('say a link cut short is incomplete, wherever it was cut', () => {
    const fragment = encodeShare(typical);
    for (let end = 'ks2.'.length; end < fragment.length; end++) {
      const decoded = decodeShare(fragment.slice(0, end));
      expect(decoded, `cut at ${end}`).toMatchObject({ ok: false, error: { reason: 'truncated' } });
    }
    const cut = decodeShare(fragment.slice(0, 10));
    expect(!cut.ok && english(cut.error.message)).toMatch(
      /^The link is incomplete: it was cut short/,
    );
  });

  it('say a changed link is damaged instead of opening something else', () => {
    const fragment = encodeShare(typical);
    const at = 20;
    const changed =
      fragment.slice(0, at) + (fragment[at] === 'A' ? 'B' : 'A') + fragment.slice(at + 1);
    expect(decodeShare(changed)).toMatchObject({ ok: false, error: { reason: 'garbled' } });
    expect(decodeShare(`${fragment.slice(0, -1)}*`)).toMatchObject({
      ok: false,
      error: { reason: 'garbled' },
    });
  });

  it('refuse script tags, other anchors and empty fragments with what was wrong', () => {
    expect(decodeShare('#<script>alert(1)</script>')).toMatchObject({
      ok: false,
      error: { reason: 'not-keyscope' },
    });
    expect(decodeShare('#ks1.<img src=x onerror=alert(1)>.0')).toMatchObject({
      ok: false,
      error: { reason: 'garbled' },
    });
    const other = decodeShare('#results');
    expect(other).toMatchObject({ ok: false, error: { reason: 'not-keyscope' } });
    expect(!other.ok && english(other.error.message)).toBe(
      'The part of the link after # is not a Keyscope workspace (those start with #ks and a version number, like #ks2.).',
    );
    expect(decodeShare('#')).toMatchObject({ ok: false, error: { reason: 'empty' } });
  });

  it("say what is wrong with a hostile or damaged link in the reader's language", () => {
    const ru = createTranslator('ru');
    const zh = createTranslator('zh-CN');
    const hostile = decodeShare('#ks1.<img src=x onerror=alert(1)>.0');
    expect(!hostile.ok && sayNote(ru, hostile.error.message)).toBe(
      'Ссылка повреждена: в ней есть символы, которых не бывает в ссылках Keyscope.',
    );
    const newer = decodeShare(envelope('{"f":"x"}', 7));
    expect(!newer.ok && sayNote(ru, newer.error.message)).toBe(
      'Ссылка создана более новой версией Keyscope (формат v7); эта версия читает форматы до v2. Перезагрузите страницу, чтобы получить новую версию.',
    );
    const huge = decodeShare(`ks1.${'A'.repeat(MAX_FRAGMENT_LENGTH)}.0`);
    expect(!huge.ok && sayNote(ru, huge.error.message)).toMatch(
      /символов после #: 12\u00a0\d{3}; не более 12\u00a0000/,
    );
    const bad = decodeShare(envelope('{"n":-5,"t":"ten"}'));
    expect(bad.ok && bad.problems.map((p) => sayNote(ru, p))).toEqual([
      'Размер: -5 не входит в диапазон от 1 до 1\u00a0000\u00a0000; используется значение по умолчанию.',
      '$top: "ten" — не целое число; используется значение по умолчанию.',
    ]);
    expect(bad.ok && bad.problems.map((p) => sayNote(zh, p))).toEqual([
      '大小：-5 不在 1 到 1,000,000 之间；将使用默认值。',
      '$top："ten" 不是整数；将使用默认值。',
    ]);
  });

  it("say what a link left out in the reader's language, each field with its length", () => {
    const leftOut = describeLeftOut([
      { field: 'filter', length: 20_012 },
      { field: 'design', length: 1 },
    ]);
    expect(english(leftOut)).toMatch(
      /^The link left out the filter \(20,012 characters\) and the key design \(1 character\): /,
    );
    expect(sayNote(createTranslator('ru'), leftOut)).toMatch(
      /^Из ссылки пришлось исключить фильтр \(20\u00a0012 символов\) и схему ключей \(1 символ\): /,
    );
    expect(sayNote(createTranslator('zh-CN'), leftOut)).toMatch(
      /^该链接省略了筛选器（20,012 个字符）和键设计（1 个字符）：/,
    );
  });

  it('refuse a link from a newer Keyscope, naming both versions', () => {
    const decoded = decodeShare(envelope('{"f":"x"}', 7));
    expect(decoded).toMatchObject({ ok: false, error: { reason: 'future-version' } });
    expect(!decoded.ok && english(decoded.error.message)).toMatch(
      /format v7\); this one reads formats up to v2/,
    );
  });

  it('refuse a huge link before decompressing it, and a small one that inflates hugely', () => {
    expect(decodeShare(`ks1.${'A'.repeat(MAX_FRAGMENT_LENGTH)}.0`)).toMatchObject({
      ok: false,
      error: { reason: 'too-large' },
    });
    expect(decodeShare(`ks1.${'A'.repeat(5_000_000)}`)).toMatchObject({
      ok: false,
      error: { reason: 'too-large' },
    });
    const bomb = envelope(`{"f":"${'a'.repeat(100_000)}"}`);
    expect(bomb.length).toBeLessThan(MAX_FRAGMENT_LENGTH);
    expect(decodeShare(bomb)).toMatchObject({ ok: false, error: { reason: 'too-large' } });
  });

  it('open a well-formed link with bad values, naming each problem', () => {
    const decoded = decodeShare(
      envelope('{"d":"employees","n":-5,"f":"<script>x</script>","t":"ten"}'),
    );
    expect(decoded).toMatchObject({
      ok: true,
      state: { ...defaultWorkspace(), filter: '<script>x</script>' },
    });
    expect(decoded.ok && englishEach(decoded.problems)).toEqual([
      'Size -5 is not between 1 and 1,000,000; using the default.',
      '$top "ten" is not a whole number; using the default.',
    ]);
  });

  it('refuse payloads that are not a set of settings', () => {
    for (const json of ['[1,2]', '"text"', 'null', '{"f":', '']) {
      expect(decodeShare(envelope(json)), json).toMatchObject({
        ok: false,
        error: { reason: 'garbled' },
      });
    }
  });

  it('carry the language only when the sender chose one, so old links and unchosen ones open alike', () => {
    const unchosen = encodeShare(typical);
    expect(decodeFragment(unchosen)).toMatchObject({
      ok: true,
      raw: expect.not.objectContaining({ w: expect.anything() }),
    });
    expect(decodeShare(unchosen)).toMatchObject({ ok: true, state: { language: null } });
    const chosen = encodeShare({ ...typical, language: 'zh-CN' });
    expect(decodeFragment(chosen)).toMatchObject({ ok: true, raw: { w: 'zh-CN' } });
    expect(decodeShare(chosen)).toEqual({
      ok: true,
      state: { ...typical, language: 'zh-CN' },
      problems: [],
    });
  });

  it('open a link whose language this Keyscope does not speak in the language of the reader', () => {
    const decoded = decodeShare(envelope('{"f":"x","w":"fr"}'));
    expect(decoded).toMatchObject({ ok: true, state: { filter: 'x', language: null } });
    expect(decoded.ok && englishEach(decoded.problems)).toEqual([expect.stringContaining('"fr"')]);
  });

  it('leave out the version marker from the payload, which only the prefix carries', () => {
    const decoded = decodeFragment(envelope('{"v":99,"f":"x"}'));
    expect(decoded).toEqual({ ok: true, raw: { v: 1, f: 'x' } });
  });
});
