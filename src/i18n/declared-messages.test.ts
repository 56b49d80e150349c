/**
 * The catalogue held to the rooms' declarations by the compiler: English whose placeholders
 * differ from the names its code is declared with, plural forms without a declared `count`, a
 * translation that lacks a key, and a translated text or form with other placeholders than the
 * English do not compile. Each `@ts-expect-error` fails the typecheck the day its line
 * compiles.
 */
import { describe, expect, it } from 'vitest';
import { cataloguePart } from './catalogues/part';
import { type Placeholders, placeholdersOf } from './message';
import { createTranslator } from './translate';

const same = {
  'zh-CN': { 'engine.write': '写 {text}' },
  ru: { 'engine.write': 'пишите {text}' },
} as const;

describe('catalogue parts against the declarations', () => {
  it('take English with the declared placeholders', () => {
    expect(cataloguePart({ 'engine.write': 'write {text}' }, same).en['engine.write']).toBe(
      'write {text}',
    );
  });

  it('do not compile with other placeholders, in English or a translation, or a key missing', () => {
    const wrong = () => [
      // @ts-expect-error: engine.write is declared with {text}.
      cataloguePart({ 'engine.write': 'write {txt}' }, same),
      // @ts-expect-error: engine.write is declared with {text}, which the English drops.
      cataloguePart({ 'engine.write': 'write it' }, same),
      // @ts-expect-error: a plural's forms are chosen by a declared count; engine.write has none.
      cataloguePart({ 'engine.write': { one: 'write {text}', other: 'write {text}s' } }, same),
      // @ts-expect-error: the translations lack engine.write.
      cataloguePart({ 'engine.write': 'write {text}' }, { 'zh-CN': {}, ru: {} }),
      cataloguePart(
        { 'engine.write': 'write {text}' },
        // @ts-expect-error: a translation with a placeholder of its own.
        { 'zh-CN': { 'engine.write': '写 {txt}' }, ru: same.ru },
      ),
      cataloguePart(
        { 'ui.probe': { one: '{count} row', other: '{count} rows' } },
        {
          'zh-CN': { 'ui.probe': { other: '{count} 行' } },
          // @ts-expect-error: a plural form without the English {count}.
          ru: { 'ui.probe': { one: 'строка', other: '{count} строк' } },
        },
      ),
    ];
    expect(typeof wrong).toBe('function');
  });

  it('read placeholders in types as placeholdersOf reads them in text', () => {
    const text = 'A { is not {a b}; {Department} and {x1} are, {1x} and {$type} are not' as const;
    const names: Placeholders<typeof text>[] = ['Department', 'x1'];
    // @ts-expect-error: {1x} is no placeholder.
    const notOne: Placeholders<typeof text> = '1x';
    expect(placeholdersOf(text)).toEqual(names);
    expect(notOne).toBe('1x');
  });
});

describe("the UI's t() against the catalogue's English", () => {
  const en = createTranslator('en');

  it('says a key with exactly the placeholders its English names', () => {
    expect(en.t('ui.live.whyLink', { table: 'T' })).toContain('T');
    expect(en.t('ui.results.lastPage')).toBe('no continuation (last page)');
  });

  it('does not compile with a missing, misspelt or extra parameter', () => {
    const wrong = () => [
      // @ts-expect-error: ui.live.whyLink names {table}.
      en.t('ui.live.whyLink'),
      // @ts-expect-error: ui.live.whyLink names {table}, not {tabel}.
      en.t('ui.live.whyLink', { tabel: 'T' }),
      // @ts-expect-error: ui.results.lastPage has no placeholders.
      en.t('ui.results.lastPage', { page: 1 }),
    ];
    expect(typeof wrong).toBe('function');
  });
});
