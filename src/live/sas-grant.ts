/**
 * What a SAS grants, read from its non-secret parameters: permissions (`sp`), start (`st`),
 * expiry (`se`), stored policy (`si`), version (`sv`). Keyscope only reads, so anything beyond
 * read and list is worth a warning: a leaked link with write rights can change the user's data.
 */
import { type Coded, coded } from '../engine';
import type { LiveProblem, LiveWarning } from './problem';

/** The non-secret terms of a SAS, safe to show, store and share. */
export interface SasGrant {
  /** `table` for a service SAS on one table, `account` for an account SAS (`ss`/`srt`). */
  readonly kind: 'table' | 'account';
  /** The `sp` letters as given; null when a stored access policy (`si`) holds them. */
  readonly permissions: string | null;
  /** Whether the permissions are known to allow no more than reading and listing. */
  readonly readOnly: boolean;
  /** `st` and `se` as ISO texts (null when absent). */
  readonly start: string | null;
  readonly expiry: string | null;
  /** The stored access policy's name (`si`), if any. */
  readonly policy: string | null;
  /** The signed version (`sv`). */
  readonly version: string | null;
}

/** Letters a table SAS may grant: query, add, update, delete. */
const TABLE_LETTERS = 'raud';
/** Letters an account SAS may grant (Storage's account-SAS list). */
const ACCOUNT_LETTERS = 'rwdxylacuptfi';
/** Letters that only read. */
const READ_LETTERS = 'rl';
/** An expiry closer than this gets a warning: a large read may not finish before it. */
const SOON_MS = 15 * 60_000;

const TIME = /^(\d{4}-\d{2}-\d{2})(?:T(\d{2}:\d{2})(?::(\d{2})(?:\.(\d{1,7}))?)?Z)?$/;

/** Milliseconds since 1970 of a SAS time (`2025-01-31`, `...T10:00Z`, `...T10:00:00.1234567Z`). */
function sasTimeMs(text: string): number | null {
  const m = TIME.exec(text);
  if (m === null) return null;
  const iso = `${m[1]}T${m[2] ?? '00:00'}:${m[3] ?? '00'}.${(m[4] ?? '').padEnd(3, '0').slice(0, 3)}Z`;
  const ms = Date.parse(iso);
  return Number.isNaN(ms) ? null : ms;
}

/** How a grant is read: the query parameters, the clock, and where each parameter sits. */
export interface GrantInput {
  readonly params: URLSearchParams;
  readonly nowMs: number;
  /** The span of a parameter's text in the pasted URL, for error positions. */
  readonly spanOf: (name: string) => { start: number; end: number };
}

type GrantOutcome =
  | { readonly ok: true; readonly grant: SasGrant; readonly warnings: readonly LiveWarning[] }
  | { readonly ok: false; readonly error: LiveProblem };

function urlProblem(
  input: GrantInput,
  name: string,
  code: LiveProblem['code'],
  message: Coded,
  action: Coded,
): GrantOutcome {
  return {
    ok: false,
    error: { code, message, action, where: { kind: 'url', ...input.spanOf(name), part: name } },
  };
}

function readTime(input: GrantInput, name: 'st' | 'se'): GrantOutcome | number | null {
  const text = input.params.get(name);
  if (text === null) return null;
  const ms = sasTimeMs(text);
  if (ms !== null) return ms;
  return urlProblem(
    input,
    name,
    'URL_BAD_TIME',
    name === 'st' ? coded('live.sasBadStart', { text }) : coded('live.sasBadExpiry', { text }),
    coded('live.sasBadTimeAction'),
  );
}

function timeWarnings(start: number | null, expiry: number | null, nowMs: number): LiveWarning[] {
  const out: LiveWarning[] = [];
  if (expiry !== null && expiry <= nowMs) {
    out.push({
      code: 'SAS_EXPIRED',
      message: coded('live.sasExpired', { time: new Date(expiry).toISOString() }),
    });
  } else if (expiry !== null && expiry - nowMs < SOON_MS) {
    out.push({
      code: 'SAS_EXPIRES_SOON',
      message: coded('live.sasExpiresSoon', { time: new Date(expiry).toISOString() }),
    });
  }
  if (start !== null && start > nowMs) {
    out.push({
      code: 'SAS_NOT_YET_VALID',
      message: coded('live.sasNotYetValid', { time: new Date(start).toISOString() }),
    });
  }
  return out;
}

/** Reads the grant of a SAS; an error value for parameters the service would reject. */
export function readGrant(input: GrantInput): GrantOutcome {
  const { params } = input;
  const kind = params.has('ss') || params.has('srt') ? 'account' : 'table';
  const permissions = params.get('sp');
  const policy = params.get('si');
  const allowed = kind === 'table' ? TABLE_LETTERS : ACCOUNT_LETTERS;
  if (permissions === null && policy === null) {
    return urlProblem(
      input,
      'sv',
      'URL_BAD_PERMISSIONS',
      coded('live.sasNoPermissions'),
      coded('live.sasNoPermissionsAction'),
    );
  }
  if (permissions !== null) {
    const unknown = [...permissions].filter((c) => !allowed.includes(c));
    if (permissions === '' || unknown.length > 0) {
      return urlProblem(
        input,
        'sp',
        'URL_BAD_PERMISSIONS',
        permissions === ''
          ? coded('live.sasPermissionsEmpty', { permissions })
          : kind === 'table'
            ? coded('live.sasPermissionsTable', { permissions, letters: unknown.join(', ') })
            : coded('live.sasPermissionsAccount', { permissions, letters: unknown.join(', ') }),
        coded('live.sasPermissionsAction'),
      );
    }
    if (!permissions.includes('r')) {
      return urlProblem(
        input,
        'sp',
        'SAS_NO_READ',
        coded('live.sasNoRead', { permissions }),
        coded('live.sasNoReadAction'),
      );
    }
  }
  const start = readTime(input, 'st');
  if (typeof start === 'object' && start !== null) return start;
  const expiry = readTime(input, 'se');
  if (typeof expiry === 'object' && expiry !== null) return expiry;
  const readOnly = permissions !== null && [...permissions].every((c) => READ_LETTERS.includes(c));
  const warnings = timeWarnings(start, expiry, input.nowMs);
  if (permissions !== null && !readOnly) {
    warnings.unshift({
      code: 'SAS_GRANTS_WRITE',
      message: coded('live.sasGrantsWrite', { permissions }),
    });
  }
  const grant: SasGrant = {
    kind,
    permissions,
    readOnly,
    start: start === null ? null : new Date(start).toISOString(),
    expiry: expiry === null ? null : new Date(expiry).toISOString(),
    policy,
    version: params.get('sv'),
  };
  return { ok: true, grant, warnings };
}
