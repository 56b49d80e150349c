/**
 * The design room (records, key templates, designs) says these codes through `coded`, each with the
 * names of its parameters (`never`: none; `Unfilled<…>`: a placeholder the UI fills or the text
 * shows as written). Merged into the engine's `DeclaredMessages`: a call with an undeclared code,
 * or with other parameters, does not compile. The English and its translations are in
 * src/i18n/catalogues, held to these names when they compile.
 */
import type { Unfilled } from '../engine';

/** Design messages: code → parameter names. */
export interface DesignMessages {
  'design.badFormatField': 'fields' | 'run';
  'design.duplicateSetName': 'name';
  'design.badTableName': 'name' | 'problem';
  'design.recordTableName': 'name' | 'problem' | 'record' | 'recordType' | 'set';
  'design.tableNotMade': never;
  'design.tableRoutesDiffer': 'first' | 'recordType' | 'second' | 'table';
  'design.emptyPlaceholder': never;
  'design.expectedFunction': 'found' | 'offset';
  'design.expectedFunctionAfterBar': 'offset';
  'design.expectedFunctionSpace': 'offset';
  'design.expectedProperty': 'found' | 'offset';
  'design.expectedPropertySpace': 'offset';
  'design.formatNeedsDate': 'type';
  'design.hintAddCopySet': never;
  'design.hintCaseSensitive': 'near';
  'design.hintCloseBrace': never;
  'design.hintDidYouMean': 'near';
  'design.hintDoubleBrace': never;
  'design.hintFormatExample': never;
  'design.hintFormatFields': 'fields';
  'design.hintFunctionList': 'names';
  'design.hintFunctions': never;
  'design.hintIndexOptions': never;
  'design.hintInvertIntegers': never;
  'design.hintNameProperty': Unfilled<'Department'>;
  'design.hintNoSpaces': never;
  'design.hintOwnName': never;
  'design.hintPadDigits': never;
  'design.hintPadExample': never;
  'design.hintPlaceholderStart': Unfilled<'Department'>;
  'design.hintProperties': 'names' | 'type';
  'design.hintPropertiesOrComputed': 'names' | 'type';
  'design.hintPropertiesOrType': 'names' | 'type';
  'design.hintRecordTypes': 'names';
  'design.hintSeriesOptions': never;
  'design.hintTextOnly': 'example' | 'name';
  'design.hintTicksExample': never;
  'design.hintTicksFirst': never;
  'design.indexPropertyTaken': 'property';
  'design.invertNeedsInteger': 'type';
  'design.jsonIndexOptions': never;
  'design.jsonInvalid': 'path' | 'problem';
  'design.jsonKind': 'kinds';
  'design.jsonMissing': 'field';
  'design.jsonNotArray': never;
  'design.jsonNotObject': never;
  'design.jsonNotString': never;
  'design.jsonSeriesOptions': never;
  'design.jsonTooLong': 'length' | 'limit';
  'design.jsonTooManyComputed': 'count' | 'limit';
  'design.jsonTooManyItems': 'count' | 'limit';
  'design.jsonUnknownField': 'expected' | 'field';
  'design.listedTwice': 'name';
  'design.missingIndexOptions': 'name';
  'design.missingSeriesOptions': 'name';
  'design.needsArgument': 'name';
  'design.needsText': 'name' | 'type';
  'design.needsWholeNumber': 'arg' | 'max' | 'name';
  'design.noEntitySets': never;
  'design.noProperty': 'property' | 'type';
  'design.padNeedsInteger': 'type';
  'design.previewMissing': 'property';
  'design.previewNoValue': never;
  'design.previewSameKeys': 'record' | 'recordType' | 'set';
  'design.previewWrongType': 'property' | 'type' | 'value';
  'design.problemIndexTooLong':
    | 'entry'
    | 'limit'
    | 'partitionKey'
    | 'property'
    | 'record'
    | 'recordType'
    | 'rowKey';
  'design.problemInvalidKey': Unfilled<'reason'> | 'record' | 'recordType' | 'set';
  'design.problemKeyCollision':
    | 'firstRecord'
    | 'firstRecordType'
    | 'firstSet'
    | 'partitionKey'
    | 'record'
    | 'recordType'
    | 'rowKey'
    | 'set';
  'design.problemMissing': 'property' | 'record' | 'recordType' | 'set' | 'template' | 'what';
  'design.problemMissingIndexEntry': 'property' | 'record' | 'recordType' | 'set' | 'template';
  'design.problemMissingSeriesName': 'property' | 'record' | 'recordType' | 'set' | 'template';
  'design.problemPropertyCollision': 'name' | 'partitionKey' | 'record' | 'recordType' | 'rowKey';
  'design.problemSeriesName': 'name' | 'record' | 'recordType';
  'design.problemWrongType': 'property' | 'record' | 'recordType' | 'set' | 'type' | 'value';
  'design.problemWrongTypeInIndexEntry':
    | 'property'
    | 'record'
    | 'recordType'
    | 'set'
    | 'type'
    | 'value';
  'design.problemWrongTypeInSeriesName':
    | 'property'
    | 'record'
    | 'recordType'
    | 'set'
    | 'type'
    | 'value';
  'design.problemWrongTypeInTemplate':
    | 'property'
    | 'record'
    | 'recordType'
    | 'set'
    | 'type'
    | 'value'
    | 'what';
  'design.systemProperty': 'name';
  'design.takesNoArgument': 'name';
  'design.templateTooLong': 'length' | 'limit';
  'design.ticksNeedsDate': 'type';
  'design.tooManySets': 'count' | 'limit';
  'design.unclosedPlaceholder': 'offset';
  'design.unexpectedInPlaceholder': 'found' | 'offset';
  'design.unexpectedSpaceInPlaceholder': 'offset';
  'design.unknownDollar': 'name';
  'design.unknownFunction': 'name';
  'design.unknownRecordType': 'name';
  'design.unmatchedBrace': 'offset';
  'design.usageFormat': 'fields';
  'design.usageHash': never;
  'design.usagePercent': never;
  'design.usageEscape': never;
  'design.badEscapeMark': 'arg';
  'design.usageReplace': never;
  'design.badReplace': 'arg';
  'design.usageHex': never;
  'design.badHex': 'arg' | 'max';
  'design.hexNeedsInteger': 'type';
  'design.hintHexExample': 'example';
  'design.usageInvert': never;
  'design.usageLeft': never;
  'design.usageLower': never;
  'design.usagePad': never;
  'design.usageTicks': never;
  'design.usageUpper': never;
}

declare module '../engine' {
  interface DeclaredMessages extends DesignMessages {}
}
