import { describe, expect, it } from 'vitest';
import { CODE_TARGETS, generateCode } from '../../codegen';
import {
  CODE_TARGET_LABELS,
  codeQueryOf,
  DEFAULT_SETTINGS,
  defaultTableName,
  fileNameFor,
  loadSettings,
  type SettingsStorage,
  saveSettings,
  tableFor,
  targetAfterKey,
} from './code-options';

function mapStorage(initial?: string): SettingsStorage & { items: Map<string, string> } {
  const items = new Map<string, string>();
  if (initial !== undefined) items.set('keyscope.code-panel', initial);
  return {
    items,
    getItem: (k) => items.get(k) ?? null,
    setItem: (k, v) => {
      items.set(k, v);
    },
  };
}

describe('defaultTableName', () => {
  it.each([
    ['employees', 'Employees'],
    ['employees-intra-index', 'EmployeesIntraIndex'],
    ['message-counts-hourly', 'MessageCountsHourly'],
    ['2024-logs', 'T2024Logs'],
    ['a', 'ATable'],
    ['', 'Table'],
    ['x'.repeat(80), `X${'x'.repeat(62)}`],
  ])('%s → %s', (id, name) => {
    expect(defaultTableName(id)).toBe(name);
  });

  it('gives a name codegen accepts for every sample-like id', () => {
    for (const id of ['employees', 'app-log-hot', '9', '--', 'données-été', 'a_b.c']) {
      const code = generateCode('python', {
        endpoint: 'http://x',
        table: defaultTableName(id),
        filter: '',
      });
      expect(code, id).not.toMatch(/^# No code/);
    }
  });
});

describe('the target picker', () => {
  it('offers every codegen target with a name and a file name', () => {
    for (const t of CODE_TARGETS) {
      expect(CODE_TARGET_LABELS[t]).toBeTruthy();
      expect(fileNameFor(t)).toMatch(/\.(mjs|py|cs|sh)$/);
    }
    expect(fileNameFor('javascript')).toBe('query.mjs');
    expect(fileNameFor('csharp')).toBe('Program.cs');
  });

  it('regression: the downloaded shell scripts said to run "bash query.sh"; each run line names the file it is saved as', () => {
    const query = { endpoint: 'http://x', table: 'People', filter: '' };
    for (const t of CODE_TARGETS.filter((t) => t !== 'csharp')) {
      expect(generateCode(t, query), t).toContain(` ${fileNameFor(t)}`);
    }
    expect(generateCode('rest', query)).not.toContain('query.sh');
    expect(generateCode('azcli', query)).not.toContain('query.sh');
  });

  it('moves with the arrows, wrapping, and jumps with Home and End', () => {
    expect(targetAfterKey(CODE_TARGETS, 'javascript', 'ArrowRight')).toBe('python');
    expect(targetAfterKey(CODE_TARGETS, 'javascript', 'ArrowLeft')).toBe('azcli');
    expect(targetAfterKey(CODE_TARGETS, 'azcli', 'ArrowDown')).toBe('javascript');
    expect(targetAfterKey(CODE_TARGETS, 'rest', 'Home')).toBe('javascript');
    expect(targetAfterKey(CODE_TARGETS, 'python', 'End')).toBe('azcli');
    expect(targetAfterKey(CODE_TARGETS, 'python', 'a')).toBeNull();
  });
});

describe('codeQueryOf', () => {
  it('leaves out an empty $select and a missing $top', () => {
    expect(codeQueryOf('e', 'T1x', 'A eq 1', [], null)).toEqual({
      endpoint: 'e',
      table: 'T1x',
      filter: 'A eq 1',
    });
    expect(codeQueryOf('e', 'T1x', '', ['A'], 5)).toEqual({
      endpoint: 'e',
      table: 'T1x',
      filter: '',
      select: ['A'],
      top: 5,
    });
  });
});

describe('settings in storage', () => {
  it('round-trips what the user typed', () => {
    const storage = mapStorage();
    const typed = {
      target: 'rest',
      endpoint: 'https://acct.table.core.windows.net',
      table: { dataset: 'employees', name: 'People' },
    } as const;
    saveSettings(storage, typed);
    expect(loadSettings(storage)).toEqual(typed);
  });

  it('falls back to the defaults for nothing, bad JSON, or the wrong shape', () => {
    expect(loadSettings(null)).toEqual(DEFAULT_SETTINGS);
    expect(loadSettings(mapStorage())).toEqual(DEFAULT_SETTINGS);
    expect(loadSettings(mapStorage('{not json'))).toEqual(DEFAULT_SETTINGS);
    expect(loadSettings(mapStorage('[1]'))).toEqual(DEFAULT_SETTINGS);
    expect(
      loadSettings(
        mapStorage(JSON.stringify({ target: 'cobol', endpoint: 3, table: { name: 1 } })),
      ),
    ).toEqual(DEFAULT_SETTINGS);
  });

  it('a refusing storage does not break saving', () => {
    const refusing: SettingsStorage = {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(() => saveSettings(refusing, DEFAULT_SETTINGS)).not.toThrow();
  });

  it('a table name typed for one dataset is not used for another', () => {
    const settings = { ...DEFAULT_SETTINGS, table: { dataset: 'employees', name: 'People' } };
    expect(tableFor(settings, 'employees')).toBe('People');
    expect(tableFor(settings, 'app-log-hot')).toBe('AppLogHot');
  });
});
