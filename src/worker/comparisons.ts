/**
 * The worker's comparisons: per comparison, one set of records held once and one table per
 * candidate design over them, and the pattern check, write load and projection on those tables.
 */
import type { DatasetRecipe } from '../datasets';
import type {
  AccessPattern,
  CandidateDesign,
  ComparisonAnswer,
  ComparisonLoad,
  Matrix,
  Projection,
  Scenario,
  WriteLoad,
  WriteLoadSettings,
} from '../patterns';

/** Loaded comparisons by id. */
export class ComparisonShelf {
  /** The bundled scenarios. */
  listScenarios(): Scenario[] {
    throw new Error('not yet');
  }

  /** Generates the recipe's records once and loads every candidate design over them. */
  load(
    _comparisonId: string,
    _recipe: DatasetRecipe,
    _designs: readonly CandidateDesign[],
    _onProgress?: (done: number, expected: number) => void,
  ): ComparisonAnswer<ComparisonLoad> {
    throw new Error('not yet');
  }

  /** Checks every pattern against every loaded design. */
  checkMatrix(
    _comparisonId: string,
    _patterns: readonly AccessPattern[],
  ): ComparisonAnswer<Matrix> {
    throw new Error('not yet');
  }

  /** Each design's writes per partition over time at a write rate. */
  writeLoad(_comparisonId: string, _settings: WriteLoadSettings): ComparisonAnswer<WriteLoad> {
    throw new Error('not yet');
  }

  /** The matrix's requests and scanned entities projected to `records`. */
  projection(
    _comparisonId: string,
    _patterns: readonly AccessPattern[],
    _records: number,
  ): ComparisonAnswer<Projection> {
    throw new Error('not yet');
  }

  /** Frees a comparison's records and tables. */
  drop(_comparisonId: string): void {
    throw new Error('not yet');
  }
}
