/**
 * The code panel's plain logic: the targets' names, the default endpoint and table name, the
 * target picker's arrow keys, and the endpoint and table the user typed, kept in localStorage
 * (not in the share link: a link carries the view, not where someone runs it).
 */
import { CODE_FILE_NAMES, type CodeQuery, type CodeTarget } from '../../codegen';

/** The local emulator's table endpoint (Azurite's well-known dev-store account). */
const DEFAULT_ENDPOINT = 'http://127.0.0.1:10002/devstoreaccount1';

/** Each target's name in the picker. */
export const CODE_TARGET_LABELS: Readonly<Record<CodeTarget, string>> = {
  javascript: 'JavaScript',
  python: 'Python',
  csharp: 'C#',
  rest: 'REST (curl)',
  azcli: 'Azure CLI',
};

/** The name the program is downloaded as (codegen's, so the docs and the run command agree). */
export function fileNameFor(target: CodeTarget): string {
  return CODE_FILE_NAMES[target];
}

/**
 * A dataset id made a valid table name (3 to 63 letters and digits, starting with a letter):
 * words joined in PascalCase, `employees-intra-index` → `EmployeesIntraIndex`.
 */
export function defaultTableName(datasetId: string): string {
  const words = datasetId.split(/[^A-Za-z0-9]+/).filter((w) => w.length > 0);
  let name = words.map((w) => w[0]!.toUpperCase() + w.slice(1)).join('');
  if (name === '') return 'Table';
  if (!/^[A-Za-z]/.test(name)) name = `T${name}`;
  if (name.length < 3) name = `${name}Table`;
  return name.slice(0, 63);
}

/** The target a key moves the picker to (arrows wrap, Home and End jump), or null for other keys. */
export function targetAfterKey(
  targets: readonly CodeTarget[],
  current: CodeTarget,
  key: string,
): CodeTarget | null {
  const i = targets.indexOf(current);
  const n = targets.length;
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return targets[(i + 1) % n]!;
    case 'ArrowLeft':
    case 'ArrowUp':
      return targets[(i - 1 + n) % n]!;
    case 'Home':
      return targets[0]!;
    case 'End':
      return targets[n - 1]!;
    default:
      return null;
  }
}

/** The query codegen gets from the explorer's filter, `$select` and `$top` and the panel's fields. */
export function codeQueryOf(
  endpoint: string,
  table: string,
  filter: string,
  select: readonly string[],
  top: number | null,
): CodeQuery {
  return {
    endpoint,
    table,
    filter,
    ...(select.length > 0 ? { select } : {}),
    ...(top === null ? {} : { top }),
  };
}

/** What the panel keeps between visits: the endpoint, and a table name typed for one dataset. */
export interface CodeSettings {
  readonly target: CodeTarget;
  readonly endpoint: string;
  /** The table name typed by the user and the dataset it was typed for; null: the default. */
  readonly table: { readonly dataset: string; readonly name: string } | null;
}

/** The storage the settings live in (localStorage in the app, a Map in tests). */
export type SettingsStorage = Pick<Storage, 'getItem' | 'setItem'>;

const KEY = 'keyscope.code-panel';
const TARGETS: readonly CodeTarget[] = Object.keys(CODE_TARGET_LABELS) as CodeTarget[];

/** The settings before anything was typed. */
export const DEFAULT_SETTINGS: CodeSettings = {
  target: 'javascript',
  endpoint: DEFAULT_ENDPOINT,
  table: null,
};

/** The saved settings, or the defaults for anything missing, unreadable or of the wrong shape. */
export function loadSettings(storage: SettingsStorage | null): CodeSettings {
  let raw: unknown;
  try {
    raw = JSON.parse(storage?.getItem(KEY) ?? 'null');
  } catch {
    return DEFAULT_SETTINGS;
  }
  if (typeof raw !== 'object' || raw === null) return DEFAULT_SETTINGS;
  const r = raw as Record<string, unknown>;
  const t = r.table as Record<string, unknown> | null | undefined;
  return {
    target: TARGETS.includes(r.target as CodeTarget)
      ? (r.target as CodeTarget)
      : DEFAULT_SETTINGS.target,
    endpoint: typeof r.endpoint === 'string' ? r.endpoint : DEFAULT_SETTINGS.endpoint,
    table:
      t && typeof t.dataset === 'string' && typeof t.name === 'string'
        ? { dataset: t.dataset, name: t.name }
        : null,
  };
}

/** Saves the settings; a browser that refuses storage keeps them for this visit only. */
export function saveSettings(storage: SettingsStorage | null, settings: CodeSettings): void {
  try {
    storage?.setItem(KEY, JSON.stringify(settings));
  } catch {
    // Storage full or disabled: the panel still works, it just forgets on reload.
  }
}

/** The table name for `dataset`: the one the user typed for it, else the dataset's default. */
export function tableFor(settings: CodeSettings, dataset: string): string {
  return settings.table?.dataset === dataset ? settings.table.name : defaultTableName(dataset);
}
