/**
 * The import and export room says these codes through `coded`, each with the names of its
 * parameters (`never`: none; `Unfilled<…>`: a placeholder the UI fills or the text shows as
 * written). Merged into the engine's `DeclaredMessages`: a call with an undeclared code, or with
 * other parameters, does not compile. The English and its translations are in src/i18n/catalogues,
 * held to these names when they compile.
 */
import type { Unfilled } from '../engine';

/** Io messages: code → parameter names. */
export interface IoMessages {
  'io.blankFile': never;
  'io.duplicateColumn': 'column' | 'first' | 'name';
  'io.duplicateKey': 'first' | 'partitionKey' | 'rowKey' | Unfilled<'where'>;
  'io.emptyFile': never;
  'io.emptyHeaderCell': 'column';
  'io.fieldCount': 'count' | 'expected' | Unfilled<'where'>;
  'io.headerOnly': never;
  'io.headerRule': 'column' | Unfilled<'reason'>;
  'io.malformedCsv': 'problem' | Unfilled<'where'>;
  'io.malformedJson': 'why';
  'io.malformedJsonAt': 'line' | 'why';
  'io.mixedTypes': 'count' | 'expected' | 'name' | 'total' | 'type' | Unfilled<'where'>;
  'io.noEntities': never;
  'io.noKeyColumns': 'header';
  'io.noPartitionKeyColumn': 'header';
  'io.noRowKeyColumn': 'header';
  'io.notCsv': 'start';
  'io.notEdmType': 'text' | Unfilled<'where'>;
  'io.notJsonObject': Unfilled<'where'> | 'why';
  'io.notODataJson': 'start';
  'io.notText': never;
  'io.rowRule': Unfilled<'reason'> | Unfilled<'where'>;
  'io.tooLargeChars': 'limit' | 'read';
  'io.tooLargeMb': 'limit' | 'read';
  'io.tooManyColumns': 'count' | 'max';
  'io.typeWithoutColumn': 'column' | 'name' | 'property';
}

declare module '../engine' {
  interface DeclaredMessages extends IoMessages {}
}
