import { describe, expect, it } from 'vitest';
import { coded } from '../../engine';
import { createTranslator } from '../../i18n/translate';
import { liveMessages } from './messages';

describe('the live UI’s words', () => {
  it('keeps the English the dataset panel and the e2e tests know', () => {
    const en = liveMessages(createTranslator('en'));
    expect(en.done(1200, 1, 'people')).toBe(
      'Read 1,200 entities of people in 1 request; they are the dataset now.',
    );
    expect(en.running(5, 2)).toBe('Running on the live table: 5 entities in 2 requests…');
  });

  it('counts pages and requests with Russian’s three forms', () => {
    const ru = liveMessages(createTranslator('ru'));
    expect(ru.running(7, 1)).toMatch(/1 запрос…$/);
    expect(ru.running(7, 3)).toMatch(/3 запроса…$/);
    expect(ru.running(7, 5)).toMatch(/5 запросов…$/);
  });

  it('says a model-vs-live explanation with its request and split key in Chinese', () => {
    const zh = createTranslator('zh-CN');
    const said = zh.say(
      coded('live.shortPageSplit', { request: 2, size: 3, top: 1000, next: 'b' }),
    );
    expect(said).toContain('请求 2 在最多 1,000 个中返回了 3 个实体');
    expect(said).toContain('PartitionKey "b"');
  });
});
