import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../i18n/translate';
import { progressText, reasonText } from './messages';

const en = createTranslator('en');
const zh = createTranslator('zh-CN');
const ru = createTranslator('ru');

describe('reasonText', () => {
  it('says a reason in English as the player always has', () => {
    expect(reasonText(en, { code: 'COST_CLASS', expected: ['range'], got: 'partition-scan' })).toBe(
      'The query is a partition scan; the challenge asks for a range query.',
    );
    expect(reasonText(en, { code: 'HOT_PARTITION', max: 2000, got: 1, partition: 'p' })).toBe(
      "Partition 'p' receives 1 write a second; the target is 2,000 per partition.",
    );
    expect(reasonText(en, { code: 'PROPERTIES', expected: ['EmailAddress'], got: [] })).toBe(
      'The entities carry no properties; the challenge asks for EmailAddress.',
    );
  });

  it("names cost classes in the guide's Chinese and Russian terms", () => {
    const reason = { code: 'COST_CLASS', expected: ['point', 'range'], got: 'table-scan' } as const;
    expect(reasonText(zh, reason)).toBe('该查询是表扫描；挑战要求的是点查询或范围查询。');
    expect(reasonText(ru, reason)).toBe(
      'Это просмотр таблицы, а нужен точечный запрос или запрос диапазона.',
    );
  });

  it('takes the Russian plural form the count asks for', () => {
    const requests = (got: number) => reasonText(ru, { code: 'TOO_MANY_REQUESTS', max: 1, got });
    expect([1, 3, 5, 21].map(requests)).toEqual([
      'Нужен 1 запрос; допустимо не больше 1.',
      'Нужно 3 запроса; допустимо не больше 1.',
      'Нужно 5 запросов; допустимо не больше 1.',
      'Нужен 21 запрос; допустимо не больше 1.',
    ]);
  });
});

describe('progressText', () => {
  it('counts the steps done, and says a finished lesson is done', () => {
    expect(progressText(en, 1, 3)).toBe('1 of 3 steps done');
    expect(progressText(zh, 1, 3)).toBe('已完成 1/3 步');
    expect(progressText(ru, 2, 2)).toBe('Пройден');
  });
});
