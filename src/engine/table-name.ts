/**
 * The Table service's rules for a table name: 3 to 63 characters, letters and digits only,
 * starting with a letter, and not the reserved name `tables` (in any letter case).
 */
import { type Coded, coded } from './coded';

/** What is wrong with a table name, coded to follow `The table name "x" `; null when valid. */
export function tableNameCoded(name: string): Coded | null {
  if (name.length < 3) return coded('engine.tableShort');
  if (name.length > 63) return coded('engine.tableLong', { length: String(name.length) });
  if (!/^[A-Za-z0-9]+$/.test(name)) return coded('engine.tableChars');
  if (!/^[A-Za-z]/.test(name)) return coded('engine.tableDigit');
  if (name.toLowerCase() === 'tables') return coded('engine.tableReserved');
  return null;
}
