import { describe, expect, it } from 'vitest';
import { DESIGN_PRESETS } from '../../datasets';
import {
  applyDesign,
  compileDesign,
  compileTemplate,
  type DesignProblem,
  type RecordType,
  type TemplateError,
} from '../../design';
import { createTranslator } from '../../i18n/translate';
import { presetName } from './preset-names';
import { sayDesign, sayProblem } from './say-design';

const en = createTranslator('en');
const zh = createTranslator('zh-CN');
const ru = createTranslator('ru');

const PERSON: RecordType = {
  name: 'Person',
  properties: [
    { name: 'Id', type: 'Edm.Int32' },
    { name: 'Dept', type: 'Edm.String' },
  ],
};

function templateError(source: string): TemplateError {
  const c = compileTemplate(source, PERSON);
  if (c.ok) throw new Error(`${source} compiled`);
  return c.error;
}

function problemsOf(partitionKey: string, rowKey: string, records: object[]): DesignProblem[] {
  const design = {
    name: 'd',
    entitySets: [
      {
        name: 'p',
        recordType: 'Person',
        kind: 'copy' as const,
        partitionKey,
        rowKey,
        properties: 'all' as const,
      },
    ],
  };
  const c = compileDesign(design, [PERSON]);
  if (!c.ok) throw new Error(JSON.stringify(c.error));
  const run = applyDesign(c.design, { Person: records as never });
  Array.from(run.entities); // the problems are found as the entities are made
  return run.log.problems;
}

describe('design messages in the reader’s language', () => {
  it('a template error keeps its English, and says its offset in Chinese and Russian', () => {
    const e = templateError('{Dept');
    expect(sayDesign(en, e.message)).toBe("The placeholder at offset 0 has no closing '}'");
    expect(en.say(e.hint!)).toBe("Close it with '}', or write '{{' for a literal '{'");
    const late = templateError('dept_{Dept');
    expect(sayDesign(zh, late.message)).toBe("偏移量 5 处的占位符缺少右括号 '}'");
    expect(sayDesign(ru, late.message)).toBe("У подстановки на позиции 5 нет закрывающей '}'");
  });

  it('a space is said in words, in every language (regression: quotes hid it)', () => {
    const e = templateError('{Dept |lower}');
    expect(sayDesign(en, e.message)).toBe('Unexpected a space at offset 5 in a placeholder');
    expect(sayDesign(ru, e.message)).toBe('Неожиданный пробел на позиции 5 в подстановке');
  });

  it('a near miss names the property as typed, in braces, in every language', () => {
    const e = templateError('{dept}');
    expect(sayDesign(en, e.message)).toBe('Person has no property dept');
    expect(en.say(e.hint!)).toBe('Did you mean {Dept}? Property names are case-sensitive');
    expect(zh.say(e.hint!)).toBe('您是指 {Dept} 吗？属性名区分大小写');
  });

  it('an invalid key says the record and the engine’s reason inside it', () => {
    const [p] = problemsOf('{Dept}', 'x/{Id}', [{ Id: 4, Dept: 'A' }]);
    const english = sayProblem(en, p!);
    expect(english).toMatch(
      /^Record 0 of Person, set 'p': RowKey 'x\/4' contains '\/' at offset 1/,
    );
    expect(sayProblem(ru, p!)).toMatch(/^Запись 0 типа Person, набор 'p': /);
  });

  it('a collision names both records in every language', () => {
    const problems = problemsOf('{Dept}', 'k', [
      { Id: 1, Dept: 'A' },
      { Id: 2, Dept: 'A' },
    ]);
    expect(sayProblem(en, problems[0]!)).toBe(
      "Record 1 of Person (set 'p') and record 0 of Person (set 'p') both make PartitionKey 'A', RowKey 'k'; only the first is kept",
    );
    expect(sayProblem(zh, problems[0]!)).toContain('Person 的第 1 条记录');
  });

  it('every bundled preset’s English name is the design’s own name', () => {
    for (const preset of DESIGN_PRESETS) expect(presetName(en, preset)).toBe(preset.design.name);
    expect(presetName(ru, DESIGN_PRESETS[0]!)).toBe('По отделам');
  });
});
