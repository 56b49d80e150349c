/** Keyboard movement in the matrix: arrows, Home and End, as a data grid moves (WAI-ARIA grid). */

/** A cell position: row (pattern) and column (design). */
export interface GridPosition {
  readonly row: number;
  readonly column: number;
}

/** Where `key` moves from `at` in a rows × columns grid; null for a key that does not move. */
export function moveInGrid(
  at: GridPosition,
  key: string,
  rows: number,
  columns: number,
  ctrl = false,
): GridPosition | null {
  if (rows === 0 || columns === 0) return null;
  const clamp = (row: number, column: number) => ({
    row: Math.max(0, Math.min(rows - 1, row)),
    column: Math.max(0, Math.min(columns - 1, column)),
  });
  switch (key) {
    case 'ArrowUp':
      return clamp(at.row - 1, at.column);
    case 'ArrowDown':
      return clamp(at.row + 1, at.column);
    case 'ArrowLeft':
      return clamp(at.row, at.column - 1);
    case 'ArrowRight':
      return clamp(at.row, at.column + 1);
    case 'Home':
      return ctrl ? clamp(0, 0) : clamp(at.row, 0);
    case 'End':
      return ctrl ? clamp(rows - 1, columns - 1) : clamp(at.row, columns - 1);
    default:
      return null;
  }
}
