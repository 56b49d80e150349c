/**
 * Every message code the engine says, so a test can hold the catalogue to all of them: the
 * engine keeps no English, only these names (each written out in full where it is made).
 */

/** The codes of every engine message, grouped as the catalogue parts are. */
export const ENGINE_CODES = [
  // `$filter` errors and hints, and query-option errors.
  'engine.arithmetic',
  'engine.arithmeticHint',
  'engine.arithmeticOperatorHint',
  'engine.chainedComparison',
  'engine.chainedComparisonHint',
  'engine.compareOperand',
  'engine.doubleQuoteHint',
  'engine.doubleRange',
  'engine.expectedOperand',
  'engine.expectedOperandAtEnd',
  'engine.expectedOperandFoundOperator',
  'engine.expectedOperator',
  'engine.filterPrefixHint',
  'engine.filterTooDeep',
  'engine.forExample',
  'engine.functionNotSupported',
  'engine.hasNotSupported',
  'engine.inNotSupported',
  'engine.inNotSupportedHint',
  'engine.int32Range',
  'engine.int32RangeHint',
  'engine.int32RangeInt64Hint',
  'engine.int64Range',
  'engine.invalidBinary',
  'engine.invalidContinuation',
  'engine.invalidDateTime',
  'engine.invalidGuid',
  'engine.invalidSelect',
  'engine.invalidTop',
  'engine.keywordCase',
  'engine.literalComparison',
  'engine.literalComparisonHint',
  'engine.literalPrefixCase',
  'engine.literalsLowerCase',
  'engine.malformedNumber',
  'engine.nestingTooDeep',
  'engine.noSubstringHint',
  'engine.noSuffixHint',
  'engine.notAnOperator',
  'engine.notAnOperatorSymbol',
  'engine.notBoolean',
  'engine.notBooleanHint',
  'engine.notBooleanLiteral',
  'engine.nullNotSupported',
  'engine.nullNotSupportedHint',
  'engine.numberExponentWithoutDigits',
  'engine.numberExponentWithoutPoint',
  'engine.numberPointWithoutDigits',
  'engine.numberTrailingCharacters',
  'engine.numberTrailingCharactersHint',
  'engine.operatorsLowerCase',
  'engine.propertyComparison',
  'engine.propertyComparisonHint',
  'engine.rewriteInvalid',
  'engine.simplifyHint',
  'engine.tooManyComparisons',
  'engine.tooManyComparisonsHint',
  'engine.unclosedParen',
  'engine.unclosedParenHint',
  'engine.unexpectedCharacter',
  'engine.unmatchedClose',
  'engine.unsupportedLiteral',
  'engine.unsupportedLiteralHint',
  'engine.unterminatedString',
  'engine.unterminatedStringHint',
  'engine.urlEncodedHint',
  'engine.useKeyRange',
  'engine.write',
  'engine.writeDouble',
  // Entity rules and refused writes.
  'engine.anArray',
  'engine.anObject',
  'engine.binaryTooLong',
  'engine.duplicateEntity',
  'engine.entityTooLarge',
  'engine.int32ValueRange',
  'engine.int64ValueRange',
  'engine.invalidAnnotation',
  'engine.invalidBinaryValue',
  'engine.invalidDateTimeValue',
  'engine.invalidInt64Value',
  'engine.invalidJsonNumber',
  'engine.invalidPropertyName',
  'engine.invalidUntypedValue',
  'engine.invalidValue',
  'engine.keyInvalidCharacter',
  'engine.keyNotString',
  'engine.keyTooLong',
  'engine.keyUnpairedSurrogate',
  'engine.missingKey',
  'engine.notAnObject',
  'engine.orphanAnnotation',
  'engine.propertyNameTooLong',
  'engine.reservedPropertyName',
  'engine.stringTooLong',
  'engine.tableChars',
  'engine.tableDigit',
  'engine.tableLong',
  'engine.tableReserved',
  'engine.tableShort',
  'engine.tooManyProperties',
  'engine.unknownType',
  'engine.untypedIntegerRange',
  // Plan explanations, notes, suggestions and model assumptions.
  'engine.assumeEmpty',
  'engine.assumeMultiPartition',
  'engine.assumeOrdinalKeys',
  'engine.assumeRequestPerPage',
  'engine.assumeSingleRange',
  'engine.assumeSplitRanges',
  'engine.assumeThroughput',
  'engine.assumeTopLevelOr',
  'engine.assumeTopPages',
  'engine.intervalBetween',
  'engine.noteDesignPartitionKey',
  'engine.noteDesignRowKey',
  'engine.noteMissingProperty',
  'engine.noteMissingPropertyNear',
  'engine.noteOrOverPartitionKey',
  'engine.noteOrOverRowKey',
  'engine.notePrefixRange',
  'engine.noteTopLevelOr',
  'engine.noteTypeMismatch',
  'engine.noteTypeMismatchSome',
  'engine.noteUnpaddedNumbers',
  'engine.planEmpty',
  'engine.planMultiPartition',
  'engine.planNoFilter',
  'engine.planNoPartitionKeyEq',
  'engine.planPartitionScan',
  'engine.planPartitionScanOrRowKeys',
  'engine.planPoint',
  'engine.planRange',
  'engine.planResidual',
  'engine.planResidualOne',
  'engine.planRowKeyNoNarrowing',
  'engine.planRowKeyWithoutPartitionKey',
  'engine.planTopLevelOr',
  'engine.splitInto',
  'engine.useFilter',
  'engine.zeroPad',
] as const;

/** A code of an engine message. */
export type EngineCode = (typeof ENGINE_CODES)[number];

/**
 * The engine's messages: each code and the names of its parameters (`never`: none). The English
 * and its translations are in src/i18n/catalogues, held to these names when they compile.
 */
export interface EngineMessages {
  'engine.anArray': never;
  'engine.anObject': never;
  'engine.arithmetic': 'text';
  'engine.arithmeticHint': never;
  'engine.arithmeticOperatorHint': never;
  'engine.assumeEmpty': never;
  'engine.assumeMultiPartition': never;
  'engine.assumeOrdinalKeys': never;
  'engine.assumeRequestPerPage': never;
  'engine.assumeSingleRange': 'max';
  'engine.assumeSplitRanges': never;
  'engine.assumeThroughput': 'rate';
  'engine.assumeTopLevelOr': never;
  'engine.assumeTopPages': never;
  'engine.binaryTooLong': 'length' | 'max' | 'property';
  'engine.chainedComparison': 'text';
  'engine.chainedComparisonHint': never;
  'engine.compareOperand': never;
  'engine.doubleQuoteHint': never;
  'engine.doubleRange': 'text';
  'engine.duplicateEntity': 'index' | 'partitionKey' | 'rowKey';
  'engine.entityTooLarge': 'max' | 'size';
  'engine.expectedOperand': 'at' | 'text';
  'engine.expectedOperandAtEnd': never;
  'engine.expectedOperandFoundOperator': 'at' | 'text';
  'engine.expectedOperator': 'at' | 'text';
  'engine.filterPrefixHint': never;
  'engine.filterTooDeep': 'max';
  'engine.forExample': 'example';
  'engine.functionNotSupported': 'text';
  'engine.hasNotSupported': never;
  'engine.inNotSupported': never;
  'engine.inNotSupportedHint': never;
  'engine.int32Range': 'text';
  'engine.tableChars': never;
  'engine.tableDigit': never;
  'engine.tableLong': 'length';
  'engine.tableReserved': never;
  'engine.tableShort': never;
  'engine.int32RangeHint': 'text';
  'engine.int32RangeInt64Hint': 'text';
  'engine.int32ValueRange': 'property' | 'value';
  'engine.int64Range': 'text';
  'engine.int64ValueRange': 'property' | 'value';
  'engine.intervalBetween': 'lower' | 'upper';
  'engine.invalidAnnotation': 'name';
  'engine.invalidBinary': 'text';
  'engine.invalidBinaryValue': 'property' | 'type' | 'value';
  'engine.invalidContinuation': never;
  'engine.invalidDateTime': 'text';
  'engine.invalidDateTimeValue': 'property' | 'type' | 'value';
  'engine.invalidGuid': 'text';
  'engine.invalidInt64Value': 'property' | 'type' | 'value';
  'engine.invalidJsonNumber': 'property' | 'value';
  'engine.invalidPropertyName': 'name';
  'engine.invalidSelect': 'text';
  'engine.invalidTop': 'max' | 'text';
  'engine.invalidUntypedValue': 'property' | 'value';
  'engine.invalidValue': 'property' | 'type' | 'value';
  'engine.keyInvalidCharacter': 'at' | 'character' | 'key' | 'property';
  'engine.keyNotString': 'property' | 'value';
  'engine.keyTooLong': 'bytes' | 'key' | 'length' | 'max' | 'property';
  'engine.keyUnpairedSurrogate': 'at' | 'key' | 'property' | 'unit';
  'engine.keywordCase': 'text';
  'engine.literalComparison': never;
  'engine.literalComparisonHint': never;
  'engine.literalPrefixCase': 'text';
  'engine.literalsLowerCase': 'text';
  'engine.malformedNumber': 'problem' | 'text';
  'engine.missingKey': 'property';
  'engine.nestingTooDeep': 'max';
  'engine.noSubstringHint': never;
  'engine.noSuffixHint': never;
  'engine.notAnObject': never;
  'engine.notAnOperator': 'text';
  'engine.notAnOperatorSymbol': 'text';
  'engine.notBoolean': never;
  'engine.notBooleanHint': never;
  'engine.notBooleanLiteral': 'type';
  'engine.noteDesignPartitionKey': 'filter' | 'key' | 'property' | 'template';
  'engine.noteDesignRowKey': 'filter' | 'key' | 'property' | 'template';
  'engine.noteMissingProperty': 'property';
  'engine.noteMissingPropertyNear': 'near' | 'property';
  'engine.noteOrOverPartitionKey': never;
  'engine.noteOrOverRowKey': never;
  'engine.notePrefixRange': 'prefix' | 'property';
  'engine.noteTopLevelOr': 'count';
  'engine.noteTypeMismatch': 'literal' | 'property' | 'stored';
  'engine.noteTypeMismatchSome': 'count' | 'literal' | 'property' | 'stored';
  'engine.noteUnpaddedNumbers': 'count' | 'property';
  'engine.nullNotSupported': never;
  'engine.nullNotSupportedHint': never;
  'engine.numberExponentWithoutDigits': never;
  'engine.numberExponentWithoutPoint': never;
  'engine.numberPointWithoutDigits': never;
  'engine.numberTrailingCharacters': never;
  'engine.numberTrailingCharactersHint': never;
  'engine.operatorsLowerCase': 'text';
  'engine.orphanAnnotation': 'name' | 'property';
  'engine.planEmpty': 'property';
  'engine.planMultiPartition': 'interval';
  'engine.planNoFilter': never;
  'engine.planNoPartitionKeyEq': never;
  'engine.planPartitionScan': 'partition';
  'engine.planPartitionScanOrRowKeys': 'partition';
  'engine.planPoint': 'partition' | 'rowKey';
  'engine.planRange': 'interval' | 'partition';
  'engine.planResidual': 'count';
  'engine.planResidualOne': never;
  'engine.planRowKeyNoNarrowing': never;
  'engine.planRowKeyWithoutPartitionKey': never;
  'engine.planTopLevelOr': never;
  'engine.propertyComparison': 'text';
  'engine.propertyComparisonHint': never;
  'engine.propertyNameTooLong': 'length' | 'max' | 'name';
  'engine.reservedPropertyName': 'property';
  'engine.rewriteInvalid': 'reason';
  'engine.simplifyHint': never;
  'engine.splitInto': 'count';
  'engine.stringTooLong': 'length' | 'max' | 'property';
  'engine.tooManyComparisons': 'count' | 'max';
  'engine.tooManyComparisonsHint': never;
  'engine.tooManyProperties': 'max' | 'property';
  'engine.unclosedParen': 'at';
  'engine.unclosedParenHint': never;
  'engine.unexpectedCharacter': 'at' | 'text';
  'engine.unknownType': 'property' | 'types' | 'value';
  'engine.unmatchedClose': 'at';
  'engine.unsupportedLiteral': 'text';
  'engine.unsupportedLiteralHint': never;
  'engine.unterminatedString': 'at';
  'engine.unterminatedStringHint': never;
  'engine.untypedIntegerRange': 'property' | 'value';
  'engine.urlEncodedHint': never;
  'engine.useFilter': 'filter';
  'engine.useKeyRange': 'filter';
  'engine.write': 'text';
  'engine.writeDouble': 'text';
  'engine.zeroPad': 'count';
}

/** The list above and the declarations name the same codes: a code in one only fails here. */
export type EngineCodesDeclared = [
  None<Exclude<EngineCode, keyof EngineMessages>>,
  None<Exclude<keyof EngineMessages, EngineCode>>,
];
type None<Extra extends never> = Extra;
