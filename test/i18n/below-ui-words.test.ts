/**
 * Messages made below the UI (the worker's comparisons and exports, the comparison's edits, the
 * write load and projection, a design or live-table reference read from a link) arrive as codes
 * with their parameters, and read in Chinese and Russian, not English.
 */
import { describe, expect, it } from 'vitest';
import { designFromJSON } from '../../src/design';
import type { Coded } from '../../src/engine';
import { createTranslator } from '../../src/i18n/translate';
import { findScenario } from '../../src/patterns';
import { MAIN_TABLE } from '../../src/protocol/tables';
import { readLiveRef } from '../../src/share/live-ref';
import { sayNote } from '../../src/share/note';
import { removeDesign, renameDesign, specFromScenario } from '../../src/state/comparison/edits';
import { createApi } from '../../src/worker/api';
import { EngineSession } from '../../src/worker/session';

const en = createTranslator('en');
const ru = createTranslator('ru');
const zh = createTranslator('zh-CN');

/** The refusal's message; fails the test when there was none. */
function refusal(answer: { ok: boolean; error?: Coded }): Coded {
  if (answer.ok || !answer.error) throw new Error('expected a refusal');
  return answer.error;
}

describe('the comparison worker', () => {
  const api = createApi(new EngineSession(() => 0));
  const employees = findScenario('employees')!;

  it('refuses a bad size and designs without distinct ids as codes with what was asked', () => {
    const size = refusal(
      api.loadComparison('c', { dataset: 'employees', size: -3, seed: 1 }, employees.designs),
    );
    expect(size).toEqual({ code: 'worker.badSize', params: { size: '-3' } });
    expect(ru.say(size)).toBe(
      'Размер набора данных должен быть целым положительным числом, а не -3.',
    );
    const twins = [employees.designs[0]!, employees.designs[0]!];
    const ids = refusal(
      api.loadComparison('c', { dataset: 'employees', size: 10, seed: 1 }, twins),
    );
    expect(ids.code).toBe('worker.designIds');
    expect(zh.say(ids)).toBe('比较需要一个或多个 id 互不相同的设计。');
    const unknown = refusal(api.checkMatrix(1, 'never-loaded', employees.patterns).result);
    expect(ru.say(unknown)).toBe('В воркере не загружено сравнение с именем «never-loaded».');
  });

  it('says the write load against its targets and the projection rules in the reader’s numbers', () => {
    const logs = findScenario('logs')!;
    api.loadComparison('logs', { dataset: logs.dataset, size: 5000, seed: 1 }, logs.designs);
    const w = api.writeLoad('logs', logs.writeLoad!);
    if (!w.ok) throw new Error(en.say(w.error));
    const [hot, spread] = w.value.designs;
    expect(hot!.summary.code).toBe('patterns.writeOver');
    expect(spread!.summary.code).toBe('patterns.writeWithin');
    // Russian groups thousands with a no-break space: the targets read 2 000 and 20 000.
    expect(ru.say(hot!.summary)).toMatch(
      /^Самый загруженный раздел [\d\u00a0]+\/с \(цель 2\u00a0000\), учётная запись [\d\u00a0]+\/с \(цель 20\u00a0000\): цель превышена$/,
    );
    expect(en.say(spread!.summary)).toMatch(
      /\(target 2,000\).*\(target 20,000\): within the targets$/,
    );
    const bad = refusal(api.writeLoad('logs', { ...logs.writeLoad!, recordsPerSecond: 0 }));
    expect(zh.say(bad)).toBe('写入速率必须是每秒记录数的正数，而不是 0');

    const p = api.projection('logs', logs.patterns, 100_000_000);
    if (!p.ok) throw new Error(en.say(p.error));
    const rules = p.value.cells.flat().map((c) => c.rule);
    expect(rules.length).toBeGreaterThan(0);
    for (const rule of rules) {
      expect(rule.code).toMatch(/^workload\.scan/);
      expect(ru.say(rule)).not.toBe(en.say(rule));
      expect(ru.say(rule)).not.toMatch(/[a-z]{4,}/);
    }
    const scaled = rules.find((r) => r.code === 'workload.scanTable');
    if (!scaled) throw new Error('no cell of the logs scenario scans the table');
    expect(zh.say(scaled)).toMatch(/^扫描：整个表/);
    const scale = refusal(api.projection('logs', logs.patterns, 0.5));
    expect(ru.say(scale)).toBe('Для проекции нужно целое положительное число записей, а не 0.5');
  });

  it('says a failed export in the reader’s language', () => {
    const session = new EngineSession(() => 0);
    session.loads.load(MAIN_TABLE, { dataset: 'employees', size: 20, seed: 1 }, null);
    const failed = session.queries.exportTable(MAIN_TABLE, { filter: 'Age gt' }, 'typed-csv');
    const message = refusal(failed);
    expect(message.code).toMatch(/^engine\./);
    expect(ru.say(message)).not.toBe(en.say(message));
  });
});

describe('the comparison’s edits', () => {
  const spec = specFromScenario(findScenario('employees')!);

  it('refuse a rename to a taken name and a removal below two designs, in Russian', () => {
    const [first, second] = spec.designs;
    const taken = renameDesign(spec, first!.id, second!.design.name);
    expect(!taken.ok && ru.say(taken.error)).toBe(
      `Другая схема уже называется «${second!.design.name}».`,
    );
    const two = { ...spec, designs: spec.designs.slice(0, 2) };
    const removed = removeDesign(two, first!.id);
    expect(!removed.ok && zh.say(removed.error)).toBe(
      '一个比较至少需要 2 个设计；请先再添加一个。',
    );
  });
});

describe('a link’s design and live-table reference', () => {
  it('say what is wrong and where, in the reader’s language', () => {
    const design = designFromJSON({ name: 'x', entitySets: 'all' });
    expect(!design.ok && en.say(design.error)).toBe('Design entitySets must be an array');
    expect(!design.ok && ru.say(design.error)).toBe('Схема, поле entitySets: должно быть массивом');
    const many = designFromJSON({
      name: 'x',
      entitySets: [
        {
          name: 's',
          recordType: 'T',
          kind: 'copy',
          partitionKey: 'a',
          rowKey: 'b',
          properties: [],
          computed: Object.fromEntries(Array.from({ length: 301 }, (_, i) => [`P${i}`, 'v'])),
        },
      ],
    });
    expect(!many.ok && ru.say(many.error)).toMatch(
      /^Схема, поле entitySets\[0\]\.computed: 301 свойство; предел — \d+$/,
    );

    const ref = readLiveRef(['https://contoso.table.core.windows.net', 'contoso', 'ab']);
    if (ref.ok) throw new Error('a two-letter table name was accepted');
    expect(sayNote(en, ref.error)).toBe(
      'Live table "https://contoso.table.core.windows.net" has a table name "ab" that is too short: a table name has 3 to 63 characters.',
    );
    expect(sayNote(ru, ref.error)).toBe(
      'Живая таблица "https://contoso.table.core.windows.net": имя таблицы "ab" слишком короткое: в имени таблицы от 3 до 63 символов.',
    );
  });
});
