/**
 * The table a one-table design is seeded into when the SAS names none (an account SAS): made
 * from the design's id under the service's rule (3–63 letters and digits, a letter first).
 */

/** A valid table name from `designId`: its letters and digits, a letter first, 3 to 63 long. */
export function seedTableName(designId: string): string {
  let name = designId.replace(/[^A-Za-z0-9]/g, '');
  if (!/^[A-Za-z]/.test(name)) name = `t${name}`;
  return name.padEnd(3, '0').slice(0, 63);
}
