/**
 * How the user chose to read a file, and the options the worker takes from that: apart from the
 * import dialog, so the drop target and the import button need not load the dialog to start one.
 */
import type { ImportOptions } from '../../state/importer';

/** The delimiter choice: detected, or forced. */
export type DelimiterChoice = 'detect' | ',' | ';' | '\t';

/** What the user chose in the dialog about how a file is read. */
export interface ImportChoices {
  readonly delimiter: DelimiterChoice;
  readonly keepStrings: boolean;
  /** Entities with the file's keys, or records whose keys a design makes. */
  readonly as: 'entities' | 'records';
}

/** The choices before the user makes any. */
export const DEFAULT_CHOICES: ImportChoices = {
  delimiter: 'detect',
  keepStrings: false,
  as: 'entities',
};

/**
 * The choices a file is read with: the user's, except that a view waiting for its file (a link
 * opened where the file is not) reads it as that view's import did, entities or records, so
 * the fingerprints can match.
 */
export function choicesFor(
  choices: ImportChoices,
  wanted: { readonly as?: 'records' } | null,
): ImportChoices {
  return wanted ? { ...choices, as: wanted.as ?? 'entities' } : choices;
}

/** The reading options the user set, as the worker takes them. */
export function importOptionsOf({ delimiter, keepStrings, as }: ImportChoices): ImportOptions {
  return {
    ...(delimiter === 'detect' ? {} : { delimiter }),
    ...(keepStrings ? { inferTypes: false } : {}),
    ...(as === 'records' ? { as } : {}),
  };
}
