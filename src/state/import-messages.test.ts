import { describe, expect, it } from 'vitest';
import { createTranslator } from '../i18n/translate';
import { readTypedCsv } from '../io';
import { sayImportError } from './import-messages';

const CSV = [
  'PartitionKey,RowKey,Age,Age@type',
  'a,1,30,Edm.Int32',
  'a,2,31,Edm.Int32,extra',
  'a,1,32,Edm.Int32',
  'a,3,x,Edm.Int32',
].join('\n');

describe('import problems in the reader’s language', () => {
  const { errors } = readTypedCsv(CSV);

  it('finds the three bad rows where they are', () => {
    expect(errors.map((e) => [e.line, e.code])).toEqual([
      [3, 'FIELD_COUNT'],
      [4, 'DUPLICATE_KEY'],
      [5, 'INVALID_VALUE'],
    ]);
  });

  it('says a row problem with its line filled in, in English as before', () => {
    expect(sayImportError(createTranslator('en'), errors[0]!)).toBe(
      'Line 3: the row has 5 fields; the header has 4 (an unquoted delimiter or line break in a value?)',
    );
    expect(sayImportError(createTranslator('en'), errors[1]!)).toMatch(
      /^Line 4, column 2 \(RowKey\): PartitionKey 'a' and RowKey '1' were already imported from line 2;/,
    );
  });

  it('says the same row problems in Chinese and Russian with line, column and field', () => {
    const zh = createTranslator('zh-CN');
    const ru = createTranslator('ru');
    expect(sayImportError(zh, errors[0]!)).toBe(
      '第 3 行：该行有 5 个字段，标题行有 4 个（值中是否有未加引号的分隔符或换行？）',
    );
    expect(sayImportError(ru, errors[1]!)).toBe(
      "Строка 4, столбец 2 (RowKey): PartitionKey 'a' и RowKey '1' уже импортированы из строки 2; в таблице одна сущность на ключ",
    );
    // The engine's own reason follows the place, whatever language the engine says it in.
    expect(sayImportError(ru, errors[2]!)).toMatch(/^Строка 5, столбец 3 \(Age\): \S/);
  });
});
