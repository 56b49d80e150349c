import { describe, expect, it } from 'vitest';
import { createTranslator } from '../../src/i18n/translate';
import type { LiveProblem } from '../../src/live/problem';
import { requestPage } from '../../src/live/request';
import { parseSasUrl } from '../../src/live/sas-url';

const NOW = Date.parse('2025-06-01T12:00:00Z');
const SIG = 'c2VjcmV0U2lnbmF0dXJlVmFsdWU%3D';
const URL_TEXT = `https://contoso.table.core.windows.net/Orders?sv=2019-02-02&se=2025-06-02T00%3A00%3A00Z&sp=r&sig=${SIG}`;

/** A 403 whose service message echoes the signed URL, or no answer at all (CORS). */
async function problemOf(answer: 'forbidden' | 'blocked'): Promise<LiveProblem> {
  const parsed = parseSasUrl(URL_TEXT, { nowMs: NOW });
  if (!parsed.ok) throw new Error(parsed.error.code);
  const { connection } = parsed;
  const outcome = await requestPage(connection, {}, null, {
    ref: connection.ref,
    grant: connection.grant,
    nowMs: NOW,
    where: { kind: 'request', page: 0, entitiesBefore: 0 },
    origin: 'http://127.0.0.1:4173',
    fetch: async (url) => {
      if (answer === 'blocked') throw new TypeError('Failed to fetch');
      const body = JSON.stringify({
        'odata.error': {
          code: 'AuthenticationFailed',
          message: { lang: 'en-US', value: `Signature did not match for ${url}` },
        },
      });
      return new Response(body, {
        status: 403,
        headers: { 'content-type': 'application/json', 'x-ms-error-code': 'AuthenticationFailed' },
      });
    },
  });
  if (outcome.kind !== 'problem') throw new Error(outcome.kind);
  return outcome.problem;
}

describe('live problems in the reader language', () => {
  it.each([
    ['ru', 'forbidden'],
    ['zh-CN', 'forbidden'],
    ['ru', 'blocked'],
    ['zh-CN', 'blocked'],
  ] as const)('a %s %s problem has every param filled and no signature', async (locale, answer) => {
    const problem = await problemOf(answer);
    expect(problem.code).toBe(answer === 'forbidden' ? 'SAS_REJECTED' : 'CORS_OR_NETWORK');
    const { say } = createTranslator(locale);
    const en = createTranslator('en');
    for (const message of [problem.message, problem.action]) {
      const text = say(message);
      expect(text).not.toMatch(/\{[A-Za-z]+\}|live\./);
      expect(text).not.toBe(en.say(message));
      expect(text).not.toMatch(/sig=(?!…)/);
      expect(text).not.toContain(decodeURIComponent(SIG));
      expect(text).not.toContain(SIG);
    }
    expect(JSON.stringify(problem)).not.toContain(SIG);
  });
});
