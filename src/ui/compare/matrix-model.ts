/**
 * The matrix as the view lays it out: the spec's rows and columns (what the user edits) with the
 * last answer's cells and footers looked up by id, since an answer may lag an edit.
 */
import type { CellResult, ColumnFooter, Matrix, ProjectedCell, Projection } from '../../patterns';

/** The answer's cell for a pattern and a design, or null when the answer does not have it yet. */
export function cellOf(
  matrix: Matrix | null,
  patternId: string,
  designId: string,
): CellResult | null {
  if (!matrix) return null;
  const row = matrix.patternIds.indexOf(patternId);
  const column = matrix.designIds.indexOf(designId);
  if (row < 0 || column < 0) return null;
  return matrix.cells[row]?.[column] ?? null;
}

/** The answer's footer of a design, or null. */
export function footerOf(matrix: Matrix | null, designId: string): ColumnFooter | null {
  return matrix?.footers.find((f) => f.designId === designId) ?? null;
}

/** The projection's cell for a pattern and a design, or undefined. */
export function projectedOf(
  projection: Projection | null,
  patternId: string,
  designId: string,
): ProjectedCell | undefined {
  for (const row of projection?.cells ?? [])
    for (const cell of row)
      if (cell.patternId === patternId && cell.designId === designId) return cell;
  return undefined;
}
