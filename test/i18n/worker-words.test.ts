/**
 * A refused load carries a coded message, not English: the dataset panel says it in the
 * reader's language, and the English is what the worker used to say in words.
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
  const refusals = recipes.map((recipe) => session.loads.load(MAIN_TABLE, recipe, null));
  const said = (locale: 'en' | 'ru' | 'zh-CN') => {
    const t = createTranslator(locale);
    return refusals.map((r) => (r.ok ? 'loaded' : t.say(r.error.message)));
  };

  it('says in English what was asked for and why it was refused', () => {
    expect(said('en')).toEqual([
      'There is no sample dataset named "nope".',
      'A dataset size must be a positive whole number, not 0.',
      'A dataset size must be a positive whole number, not 2.5.',
      'The imported records are no longer in the worker; import the file again.',
    ]);
  });

  it('says it in Russian and Chinese, naming what was asked for', () => {
    const [unknown, , half] = said('ru');
    expect(unknown).toBe('Нет примера набора данных с именем «nope».');
    expect(half).toBe('Размер набора данных должен быть целым положительным числом, а не 2.5.');
    expect(said('zh-CN')[1]).toBe('数据集大小必须是正整数，而不是 0。');
  });

  it('says a design that does not fit in the reader’s language, with the design’s own reason', () => {
    const unfit = session.loads.load(
      MAIN_TABLE,
      { dataset: 'employees', size: 10, seed: 1 },
      {
        name: 'Broken',
        entitySets: [
          {
            name: 'e',
            recordType: 'Employee',
            kind: 'copy',
            partitionKey: '{Nope}',
            rowKey: '{EmployeeId}',
            properties: 'all',
          },
        ],
      },
    );
    if (unfit.ok) throw new Error('a design over a missing property loaded');
    expect(unfit.error.message.code).toBe('worker.designDoesNotFit');
    const ru = createTranslator('ru').say(unfit.error.message);
    expect(ru).toMatch(
      /^Схема «Broken» не подходит к записям набора «Сотрудники по отделам»: .*Nope/,
    );
    expect(createTranslator('en').say(unfit.error.message)).toMatch(
      /^The design "Broken" does not fit the Employees by department records: .*Nope.*\.$/,
    );
  });
});
