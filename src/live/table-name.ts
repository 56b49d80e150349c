/**
 * The Table service's rules for a table name: 3 to 63 characters, letters and digits only,
 * starting with a letter, and not the reserved name `tables` (in any letter case).
 */
import { type Coded, coded } from '../engine';

/** What is wrong with a table name, coded to follow `The table name "x" `; null when valid. */
export function tableNameCoded(name: string): Coded | null {
  if (name.length < 3) return coded('live.tableShort');
  if (name.length > 63) return coded('live.tableLong', { length: String(name.length) });
  if (!/^[A-Za-z0-9]+$/.test(name)) return coded('live.tableChars');
  if (!/^[A-Za-z]/.test(name)) return coded('live.tableDigit');
  if (name.toLowerCase() === 'tables') return coded('live.tableReserved');
  return null;
}

/** The English of `tableNameCoded`, for the share link's own (English-only) problems. */
const ENGLISH = {
  'live.tableShort': 'is too short: a table name has 3 to 63 characters.',
  'live.tableLong': 'is {length} characters long: at most 63 are allowed.',
  'live.tableChars': 'holds a character other than a letter or digit (A-Z, a-z, 0-9).',
  'live.tableDigit': 'starts with a digit: it must start with a letter.',
  'live.tableReserved': 'is reserved by the service.',
} as const;

/** What is wrong with a table name, as words that follow `The table name "x" `; null when valid. */
export function tableNameProblem(name: string): string | null {
  const problem = tableNameCoded(name);
  if (problem === null) return null;
  const text: string = ENGLISH[problem.code as keyof typeof ENGLISH];
  return text.replace('{length}', String(problem.params?.length ?? ''));
}
