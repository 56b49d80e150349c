/**
 * Code for a query, for five clients: a complete program that runs the filter, `$select` and
 * `$top`, follows every continuation, reads the SAS token from AZURE_TABLES_SAS and prints each
 * entity as one JSON line. Never throws: a query that cannot run gives a program that only
 * says why, as a comment.
 */
import { azcliProgram } from './azcli';
import { csharpProgram } from './csharp';
import { javascriptProgram } from './javascript';
import { pythonProgram } from './python';
import { type CodeQuery, checkQuery, commentLines } from './query';
import { restProgram, restQueryString } from './rest';

export { csharpModule } from './module/csharp';
export { csharpIdentifier } from './module/keys-cs';
export { pythonIdentifier, pythonModule } from './module/python';
export { typescriptIdentifier, typescriptModule } from './module/typescript';
export type { CodeQuery } from './query';

/** The clients code is generated for. */
export type CodeTarget = 'javascript' | 'python' | 'csharp' | 'rest' | 'azcli';

/** Every target, in the order the UI offers them. */
export const CODE_TARGETS: readonly CodeTarget[] = [
  'javascript',
  'python',
  'csharp',
  'rest',
  'azcli',
];

/** The file name a program for `target` is saved as. */
export const CODE_FILE_NAMES: Readonly<Record<CodeTarget, string>> = {
  javascript: 'query.mjs',
  python: 'query.py',
  csharp: 'Program.cs',
  rest: 'query-rest.sh',
  azcli: 'query-az.sh',
};

const COMMENT: Readonly<Record<CodeTarget, string>> = {
  javascript: '//',
  python: '#',
  csharp: '//',
  rest: '#',
  azcli: '#',
};

/** The program text that runs `query` with `target`'s client. */
export function generateCode(target: CodeTarget, query: CodeQuery): string {
  const checked = checkQuery(query);
  const cannot = (why: string) => `${commentLines(COMMENT[target], `No code: ${why}`)}\n`;
  if ('error' in checked) return cannot(checked.error);
  switch (target) {
    case 'javascript':
      return javascriptProgram(checked);
    case 'python':
      return pythonProgram(checked);
    case 'csharp':
      return csharpProgram(checked);
    case 'rest': {
      const queryString = restQueryString(checked);
      return queryString === null
        ? cannot('the filter holds text that is not valid Unicode (a lone surrogate)')
        : restProgram(checked, queryString);
    }
    case 'azcli':
      return azcliProgram(checked);
  }
}
