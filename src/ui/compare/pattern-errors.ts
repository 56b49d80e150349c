/** The check's errors of one pattern, gathered from its row of cells and sorted to their fields. */
import type { Translator } from '../../i18n/translate';
import type { Matrix, PatternError, PatternField } from '../../patterns';

/** Every distinct error the matrix reports for `patternId` (each cell repeats the shared ones). */
export function patternErrors(matrix: Matrix | null, patternId: string): readonly PatternError[] {
  const row = matrix ? matrix.cells[matrix.patternIds.indexOf(patternId)] : undefined;
  const seen = new Set<string>();
  const errors: PatternError[] = [];
  for (const cell of row ?? [])
    for (const error of cell.errors) {
      const key = JSON.stringify(error);
      if (seen.has(key)) continue;
      seen.add(key);
      errors.push(error);
    }
  return errors;
}

/** The errors about one field. */
export function errorsOf(
  errors: readonly PatternError[],
  matches: (field: PatternField) => boolean,
): readonly PatternError[] {
  return errors.filter((e) => matches(e.field));
}

/** An error said in the reader's language, with its hint when it has one. */
export function patternErrorText(tr: Translator, error: PatternError): string {
  const message = tr.say(error.message);
  return error.hint ? tr.t('compare.errorHint', { message, hint: tr.say(error.hint) }) : message;
}
