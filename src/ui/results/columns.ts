/**
 * The results table's columns: which properties get one, in what order, and how wide. `$select`
 * narrows and orders them as the Table service does: the keys always come back first.
 */
import { SYSTEM_PROPERTIES } from '../../engine';

/** A column: property name and the Edm types seen under it (none when no entity has it). */
export interface ColumnInfo {
  readonly name: string;
  readonly types: readonly string[];
}

/** The system properties, first in every table: the keys, then the service's timestamp. */
const SYSTEM_COLUMNS: readonly ColumnInfo[] = SYSTEM_PROPERTIES.map((name) => ({
  name,
  types: [name === 'Timestamp' ? 'Edm.DateTime' : 'Edm.String'],
}));

/** Whether a property is one of the two keys, which `$select` cannot leave out. */
function isKey(name: string): boolean {
  return name === 'PartitionKey' || name === 'RowKey';
}

/**
 * The columns for a dataset's `properties` under `$select` (empty: all, system first). With a
 * selection: the keys, then the selected names in the order asked for, with their types when
 * the dataset has them (a name no entity has still gets a column, shown unset).
 */
export function resultColumns(
  properties: readonly ColumnInfo[],
  select: readonly string[],
): ColumnInfo[] {
  const custom = properties.filter((p) => !SYSTEM_COLUMNS.some((c) => c.name === p.name));
  const all = [...SYSTEM_COLUMNS, ...custom];
  if (select.length === 0) return all;
  return [
    ...SYSTEM_COLUMNS.filter((c) => isKey(c.name)),
    ...select
      .filter((name) => !isKey(name))
      .map((name) => all.find((c) => c.name === name) ?? { name, types: [] }),
  ];
}

/** A column's starting width in pixels at `scale` times the 15 px root font it was designed at. */
export function columnWidth(name: string, scale: number): number {
  const base = name === 'Timestamp' ? 260 : isKey(name) ? 150 : 140;
  return Math.round(scale * base);
}
