/** The check's errors of one pattern, gathered from its row of cells and sorted to their fields. */
import type { RecordType } from '../../design';
import { highlightFilter } from '../../engine';
import type { Translator } from '../../i18n/translate';
import {
  type AccessPattern,
  compileIntent,
  type Matrix,
  type PatternError,
  type PatternField,
  readParameters,
} from '../../patterns';

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

/**
 * What Save finds wrong in a draft before it is stored: its parameters' values and its intent
 * (which reads record properties only, never PartitionKey, RowKey or Timestamp), each at its
 * field. A key named in the intent is marked where it is written.
 */
export function draftErrors(draft: AccessPattern, type: RecordType | undefined): PatternError[] {
  const read = readParameters(draft.parameters);
  if (!read.ok) return read.error;
  if (!type || draft.intent.trim() === '') return [];
  const compiled = compileIntent(draft.intent, read.values, type);
  if (compiled.ok) return [];
  const error = compiled.error;
  if (error.span) return [error];
  // Errors about a property name carry no span: find the name as written.
  const named = highlightFilter(draft.intent).find(
    (t) => (t.kind === 'key' || t.kind === 'property') && error.message.params?.property === t.text,
  );
  return [named ? { ...error, span: { from: named.from, to: named.to } } : error];
}
