import { describe, expect, it } from 'vitest';
import { coded } from '../engine';
import { createTranslator } from '../i18n/translate';
import { exportFileName, importReport } from './export-files';

describe('the files the explorer hands out', () => {
  it('names an export after the data, its scope and format', () => {
    expect(exportFileName('people.typed.csv', 'results', 'typed-csv')).toBe(
      'people-results.typed.csv',
    );
    expect(exportFileName('people.json', 'table', 'odata-json')).toBe('people-table.json');
    expect(exportFileName('employees', 'table', 'typed-csv')).toBe('employees-table.typed.csv');
    expect(exportFileName('a/b:c.csv', 'table', 'typed-csv')).toBe('a-b-c-table.typed.csv');
  });

  it('reports rejected rows one per line, and says how many are not listed', () => {
    const errors = [
      {
        line: 3,
        column: 3,
        code: 'INVALID_VALUE' as const,
        message: coded('io.notEdmType', { text: 'bad' }),
      },
    ];
    const en = createTranslator('en');
    const row = () => 'Line 3, column 3 (Age): bad';
    expect(importReport(en, 'p.csv', { count: 10, rejected: 1, errors }, row)).toBe(
      'p.csv: 10 entities imported, 1 row rejected.\nLine 3, column 3 (Age): bad\n',
    );
    expect(importReport(en, 'p.csv', { count: 10, rejected: 4, errors }, row)).toMatch(
      /\(3 more rejected rows are not listed\.\)\n$/,
    );
    expect(
      importReport(createTranslator('ru'), 'p.csv', { count: 10, rejected: 4, errors }, row),
    ).toMatch(/^p\.csv: Импортировано: 10 сущностей, отклонено: 4 строки\.\n/);
  });
});
