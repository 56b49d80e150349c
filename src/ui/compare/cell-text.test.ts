import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { coded } from '../../engine';
import { createTranslator } from '../../i18n/translate';
import type { CellResult, ColumnFooter } from '../../patterns';
import { CellBody } from './CellBody';
import { cellText, storageLine, verdictMark, writeLine } from './cell-text';
import { moveInGrid } from './grid-keys';

const en = createTranslator('en');
const ru = createTranslator('ru');
const zh = createTranslator('zh-CN');

const none = { missing: 0, extra: 0, duplicate: 0, order: 0, unmapped: 0 };
const point: CellResult = {
  patternId: 'email',
  designId: 'd1',
  verdict: 'pass',
  summary: coded('patterns.pass', { count: 1, costClass: coded('patterns.classPoint') }),
  filter: "PartitionKey eq 'Sales' and RowKey eq 'email_a'",
  cost: {
    costClass: 'point',
    requests: 1,
    scanned: 1,
    returned: 1,
    scannedPerResult: 1,
    bytes: 200,
    partitionsTouched: 1,
    indexReads: 0,
  },
  intended: 1,
  delivered: 1,
  mismatches: [],
  counts: none,
  suggestion: null,
  errors: [],
};

/** A column whose design writes three entities a record, over several partitions. */
const threeCopies = {
  designId: 'd1',
  entities: 3000,
  bytes: 2048,
  entitiesPerRecord: 3,
  writesPerRecord: 3,
  partitionsPerWrite: 'several',
  entityGroupTransaction: false,
} as ColumnFooter;

describe('the words of a cell', () => {
  it('says pass or fail with a glyph and a word, never by colour alone', () => {
    expect(verdictMark('pass', en)).toEqual({ glyph: '✓', word: 'Pass' });
    expect(verdictMark('fail', en)).toEqual({ glyph: '✗', word: 'Fail' });
  });

  it('gives the whole cell as one sentence: verdict, cost class, counters, why', () => {
    expect(cellText(en, point, 'Employee by e-mail', 'Inter-partition index')).toBe(
      'Employee by e-mail, Inter-partition index: Pass. Point query, 1 request · 1 entity scanned / 1 returned. Correct: 1 record as intended, point',
    );
  });

  it('says a cell with no query has none, and labels a projection as such', () => {
    const empty: CellResult = {
      ...point,
      verdict: 'no-query',
      cost: null,
      summary: coded('patterns.noQuery'),
    };
    expect(cellText(en, empty, 'By id', 'Hot')).toBe(
      'By id, Hot: No query. No query for this design yet',
    );
    const projected = {
      patternId: 'email',
      designId: 'd1',
      measured: { requests: 1, scanned: 1 },
      projected: { requests: 1, scanned: 1 },
      rule: coded('workload.scanPoint'),
    };
    expect(cellText(en, point, 'p', 'd', projected)).toContain(
      'Projected: ≈ 1 request · 1 scanned.',
    );
  });

  it('states storage and write cost per column', () => {
    const footer = threeCopies;
    expect(storageLine(footer, en)).toBe('3,000 entities, 2.0 KB, 3 per record');
    expect(writeLine(footer, en)).toBe(
      '3 entities per new record, several partitions, no entity group transaction',
    );
  });

  it('says counts and ratios the reader’s way: Russian plural forms, Chinese without them', () => {
    const footer: ColumnFooter = {
      ...threeCopies,
      entities: 10_251,
      entitiesPerRecord: 1.0251,
      writesPerRecord: 2,
      partitionsPerWrite: 'one',
      entityGroupTransaction: true,
    };
    // The size too: it was said in English (2.0 KB) inside the Russian sentence.
    expect(storageLine(footer, ru)).toBe('10\u00a0251 сущность, 2,0 КБ, 1,03 на запись');
    expect(writeLine(footer, ru)).toBe(
      '2 сущности на новую запись, один раздел, одна транзакция группы сущностей',
    );
    expect(writeLine({ ...footer, writesPerRecord: 1.03 }, en)).toMatch(/^1\.03 entities per/);
    expect(cellText(ru, point, 'По id', 'Схема')).toBe(
      'По id, Схема: Верно. Точечный запрос, 1 запрос · прочитана 1 сущность / возвращено 1. Верно: 1 запись, как задумано; точечный запрос',
    );
    expect(cellText(zh, point, '按 id', '设计')).toBe(
      '按 id，设计：通过。点查询，1 个请求 · 扫描 1 个实体 / 返回 1 个。正确：按意图返回 1 条记录，点查询。',
    );
  });
});

/** What a screen reader reads of rendered markup: the text, without what is aria-hidden. */
function readText(html: string): string {
  return html
    .replace(/<!-- -->/g, '')
    .replace(/<div aria-hidden="true">.*?<\/div>/g, '')
    .replace(/<[^>]+>/g, '')
    .replace(/&#x27;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

describe('a rendered cell', () => {
  it('reads as its text equivalent, with and without a projection, and shows the mark', () => {
    const projected = {
      patternId: 'email',
      designId: 'd1',
      measured: { requests: 1, scanned: 1 },
      projected: { requests: 2, scanned: 900 },
      rule: coded('workload.scanTable', { count: 900 }),
    };
    for (const p of [undefined, projected]) {
      const html = renderToString(
        createElement(CellBody, { pattern: 'By e-mail', design: 'Hot', cell: point, projected: p }),
      );
      expect(readText(html)).toBe(cellText(en, point, 'By e-mail', 'Hot', p));
      expect(html).toMatch(
        /<div aria-hidden="true"><span class="verdict verdict-pass">✓(<!-- -->)? (<!-- -->)?Pass/,
      );
    }
  });
});

describe('moving in the matrix with the keyboard', () => {
  it('moves by arrows within the grid and stops at its edges', () => {
    expect(moveInGrid({ row: 0, column: 0 }, 'ArrowRight', 6, 3)).toEqual({ row: 0, column: 1 });
    expect(moveInGrid({ row: 0, column: 2 }, 'ArrowRight', 6, 3)).toEqual({ row: 0, column: 2 });
    expect(moveInGrid({ row: 0, column: 0 }, 'ArrowUp', 6, 3)).toEqual({ row: 0, column: 0 });
    expect(moveInGrid({ row: 4, column: 1 }, 'ArrowDown', 6, 3)).toEqual({ row: 5, column: 1 });
    expect(moveInGrid({ row: 4, column: 1 }, 'End', 6, 3)).toEqual({ row: 4, column: 2 });
    expect(moveInGrid({ row: 4, column: 1 }, 'Home', 6, 3, true)).toEqual({ row: 0, column: 0 });
    expect(moveInGrid({ row: 4, column: 1 }, 'x', 6, 3)).toBeNull();
  });
});

describe('matrix cells mix units', () => {
  it('says which counts are entities and which are records: "3 index entities → 30 records", "460 extra records"', () => {
    const index: CellResult = {
      ...point,
      verdict: 'fail',
      summary: coded('patterns.fail', {
        parts: coded('patterns.countExtra', { count: 460 }),
      }),
      cost: {
        ...point.cost!,
        costClass: 'range',
        requests: 31,
        scanned: 140,
        returned: 3,
        indexReads: 30,
      },
      intended: 20,
      delivered: 30,
      counts: { ...none, extra: 460 },
    };
    const text = cellText(en, index, 'By name', 'Index');
    expect(text).toContain('140 entities scanned / 3 index entities → 30 records');
    expect(text).toContain('Wrong: 460 extra records');
  });
});
