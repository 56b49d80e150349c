/**
 * The Table service's rules for a table name: 3 to 63 characters, letters and digits only,
 * starting with a letter, and not the reserved name `tables` (in any letter case).
 */

/** What is wrong with a table name, as words that follow `The table name "x" `; null when valid. */
export function tableNameProblem(name: string): string | null {
  if (name.length < 3) return 'is too short: a table name has 3 to 63 characters.';
  if (name.length > 63) return `is ${name.length} characters long: at most 63 are allowed.`;
  if (!/^[A-Za-z0-9]+$/.test(name)) {
    return 'holds a character other than a letter or digit (A-Z, a-z, 0-9).';
  }
  if (!/^[A-Za-z]/.test(name)) return 'starts with a digit: it must start with a letter.';
  if (name.toLowerCase() === 'tables') return 'is reserved by the service.';
  return null;
}
