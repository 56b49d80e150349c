/**
 * A refused load says in code what its English message says, so the dataset panel can say it in
 * the reader's language.
 */
import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../src/i18n/translate';
import { IMPORTED_RECORDS, MAIN_TABLE } from '../../src/protocol/tables';
import { EngineSession } from '../../src/worker/session';

const recipes = [
  { dataset: 'nope', size: 10, seed: 1 },
  { dataset: 'employees', size: 0, seed: 1 },
  { dataset: 'employees', size: 2.5, seed: 1 },
  { dataset: IMPORTED_RECORDS, size: 10, seed: 1 },
];

describe('the worker refusing a load', () => {
  const session = new EngineSession(() => 0);
  const refusals = recipes.map((recipe) => session.load(MAIN_TABLE, recipe, null));

  it('gives a code whose English is its message', () => {
    const en = createTranslator('en');
    expect(refusals.map((r) => (r.ok ? null : r.coded && en.say(r.coded)))).toEqual(
      refusals.map((r) => (r.ok ? 'loaded' : r.message)),
    );
  });

  it('says it in Russian and Chinese, naming what was asked for', () => {
    const [unknown, zero] = refusals;
    const ru = createTranslator('ru');
    const zh = createTranslator('zh-CN');
    expect(!unknown!.ok && ru.say(unknown!.coded!)).toBe(
      'Нет примера набора данных с именем «nope».',
    );
    expect(!zero!.ok && zh.say(zero!.coded!)).toBe('数据集大小必须是正整数，而不是 0。');
  });
});
