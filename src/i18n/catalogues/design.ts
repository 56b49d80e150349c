/**
 * The design room's messages: key template errors and their hints, design errors, and the
 * problems found while a design is applied to records. Templates, property names and function
 * names stay as they are in every language.
 */
import { cataloguePart } from './part';

/** Template, design and apply messages of src/design. */
export const DESIGN = cataloguePart(
  {
    'design.unclosedPlaceholder': "The placeholder at offset {offset} has no closing '}'",
    'design.hintCloseBrace': "Close it with '}', or write '{{' for a literal '{'",
    'design.emptyPlaceholder': 'Empty placeholder {}',
    'design.hintNameProperty': 'Name a property inside the braces: {Department}',
    'design.unknownDollar': 'Unknown placeholder {name}: the only $ name is $type',
    'design.expectedProperty': 'Expected a property name at offset {offset}, found {found}',
    'design.expectedPropertySpace': 'Expected a property name at offset {offset}, found a space',
    'design.hintPlaceholderStart':
      'A placeholder starts with a property name or $type: {Department}, {$type}',
    'design.unexpectedInPlaceholder': 'Unexpected {found} at offset {offset} in a placeholder',
    'design.unexpectedSpaceInPlaceholder': 'Unexpected a space at offset {offset} in a placeholder',
    'design.hintNoSpaces': 'Placeholders have no spaces; functions follow a |: {EmployeeId|pad:6}',
    'design.expectedFunctionAfterBar': "Expected a function name after '|' at offset {offset}",
    'design.expectedFunction': 'Expected a function name at offset {offset}, found {found}',
    'design.expectedFunctionSpace': 'Expected a function name at offset {offset}, found a space',
    'design.hintFunctions':
      'Functions: pad:N, lower, upper, left:N, format:yyyyMMdd, ticks, invert, hash:N',
    'design.templateTooLong': 'The template is {length} characters long; the limit is {limit}',
    'design.unmatchedBrace': "Unmatched '}' at offset {offset}",
    'design.hintDoubleBrace': "Write '}}' for a literal '}'",
    'design.noProperty': '{type} has no property {property}',
    'design.hintCaseSensitive': 'Did you mean {{near}}? Property names are case-sensitive',
    'design.hintPropertiesOrType': 'Properties of {type}: {names}, or {$type} for the type name',
    'design.unknownFunction': 'Unknown function {name}',
    'design.hintDidYouMean': 'Did you mean {near}?',
    'design.hintFunctionList': 'Functions: {names}',
    'design.needsText': '{name} needs text, not {type}',
    'design.hintTextOnly': '{name} applies to String and Guid properties: {example}',
    'design.padNeedsInteger': 'pad needs an Int32 or Int64, not {type}',
    'design.hintPadDigits': 'pad zero-pads numbers; declare the property Int32 if it holds digits',
    'design.hintPadExample':
      'pad zero-pads integers: {EmployeeId|pad:6}, {Time|ticks|invert|pad:19}',
    'design.formatNeedsDate': 'format needs a DateTime, not {type}',
    'design.hintFormatExample':
      'format applies to DateTime properties: {EventTime|format:yyyyMMddHH}',
    'design.badFormatField': "'{run}' is not a supported format field (supported: {fields})",
    'design.hintFormatFields': 'Supported fields: {fields}; other characters are literal',
    'design.ticksNeedsDate': 'ticks needs a DateTime, not {type}',
    'design.hintTicksExample': 'ticks applies to DateTime properties: {SubmittedOn|ticks}',
    'design.invertNeedsInteger': 'invert needs an Int32 or Int64, not {type}',
    'design.hintTicksFirst': 'Take the ticks first: {SubmittedOn|ticks|invert|pad:19}',
    'design.hintInvertIntegers': 'invert applies to integers and to DateTime ticks',
    'design.usagePad': 'pad:N zero-pads an Int32 or Int64 to N digits',
    'design.usageLower': 'lower makes text lower-case',
    'design.usageUpper': 'upper makes text upper-case',
    'design.usageLeft': 'left:N keeps the first N characters of text',
    'design.usageFormat': 'format:pattern writes a DateTime with {fields} and literal characters',
    'design.usageTicks': 'ticks turns a DateTime into its Int64 ticks (100 ns since 0001-01-01)',
    'design.usageInvert':
      'invert subtracts an Int64 from DateTime.MaxValue.Ticks, an Int32 from Int32.MaxValue',
    'design.usageHash': 'hash:N is a stable bucket 0..N-1 of the value',
    'design.usagePercent':
      'percent percent-encodes text as .NET’s Uri.EscapeDataString does (a space becomes %20, / becomes %2F)',
    'design.usageEscape':
      'escape:^ writes each character keys forbid (/ \\ # ? and control characters), and ^ itself, as ^ and two hex digits',
    'design.badEscapeMark':
      '{arg} cannot mark an escape: use one ASCII punctuation character that keys allow, such as ^ or ~',
    'design.usageReplace':
      'replace:ab writes every a as b (replace:/_ turns a path into a key); replace:a removes every a',
    'design.badReplace':
      '{arg} is not a replacement: write the character to replace and then its replacement (replace:/_), or one character to remove it',
    'design.usageHex':
      'hex:X8 writes an Int32 or Int64 in hexadecimal as .NET’s X8 format does: X upper case, x lower case, then a minimum width',
    'design.badHex': '{arg} is not a hex format: write X or x, then a width up to {max} (X8, x16)',
    'design.hexNeedsInteger': 'hex needs an Int32 or Int64, not {type}',
    'design.hintHexExample': 'hex writes integers, for example {example}',
    'design.takesNoArgument': '{name} takes no argument',
    'design.needsArgument': '{name} needs an argument',
    'design.needsWholeNumber': '{name}:{arg} needs a whole number from 1 to {max}',
    'design.noEntitySets': 'The design has no entity sets',
    'design.hintAddCopySet': 'Add a copy set: PartitionKey and RowKey templates over a record type',
    'design.tooManySets': 'The design has {count} entity sets; the limit is {limit}',
    'design.duplicateSetName': "Two entity sets are named '{name}'",
    'design.badTableName': 'The table name "{name}" {problem}',
    'design.recordTableName':
      '{recordType} record {record} (set "{set}") goes to the table "{name}", whose name {problem}',
    'design.tableNotMade': 'cannot be made: the record lacks a value the table template reads.',
    'design.tableRoutesDiffer':
      'The sets "{first}" and "{second}" send different {recordType} records to the table "{table}": sets of one record type that share a table must route the same records there.',
    'design.hintOwnName': 'Give each entity set its own name',
    'design.unknownRecordType': "There is no record type '{name}'",
    'design.hintRecordTypes': 'Record types: {names}',
    'design.missingIndexOptions': "Index set '{name}' needs index options",
    'design.hintIndexOptions':
      "Say which property lists the records and what each entry is: { property: 'EmployeeIDs', value: '{EmployeeId|pad:6}' }",
    'design.indexPropertyTaken': "{property} is already one of the set's properties",
    'design.missingSeriesOptions': "Series set '{name}' needs series options",
    'design.hintSeriesOptions':
      "Say how each record's property is named and which value it holds: { name: 'Hour{Hour|pad:2}', value: 'MessageCount' }",
    'design.hintProperties': 'Properties of {type}: {names}',
    'design.listedTwice': '{name} is listed twice',
    'design.hintPropertiesOrComputed': 'Properties of {type}: {names}; or add a computed property',
    'design.systemProperty':
      '{name} is a system property; leave it out or compute it under another name',
    'design.problemInvalidKey': "Record {record} of {recordType}, set '{set}': {reason}",
    'design.problemWrongType':
      "Record {record} of {recordType}: {property} is {value}, not a valid {type} (set '{set}')",
    'design.problemMissing':
      "Record {record} of {recordType} has no {property}, which the {what} template {template} of set '{set}' needs",
    'design.problemWrongTypeInTemplate':
      "Record {record} of {recordType}: {property} is {value}, not a valid {type} (read by the {what} template of set '{set}')",
    'design.problemIndexTooLong':
      "Record {record} of {recordType}: adding '{entry}' to {property} of PartitionKey '{partitionKey}', RowKey '{rowKey}' would pass the String limit of {limit} characters; it is left out",
    'design.problemSeriesName':
      "Record {record} of {recordType}: the series template gives '{name}', which is not a valid property name",
    'design.problemPropertyCollision':
      "Record {record} of {recordType}: PartitionKey '{partitionKey}', RowKey '{rowKey}' already has a property {name}; this record's value is left out",
    'design.problemKeyCollision':
      "Record {record} of {recordType} (set '{set}') and record {firstRecord} of {firstRecordType} (set '{firstSet}') both make PartitionKey '{partitionKey}', RowKey '{rowKey}'; only the first is kept",
    'design.problemMissingIndexEntry':
      "Record {record} of {recordType} has no {property}, which the index entry template {template} of set '{set}' needs",
    'design.problemMissingSeriesName':
      "Record {record} of {recordType} has no {property}, which the series name template {template} of set '{set}' needs",
    'design.problemWrongTypeInIndexEntry':
      "Record {record} of {recordType}: {property} is {value}, not a valid {type} (read by the index entry template of set '{set}')",
    'design.problemWrongTypeInSeriesName':
      "Record {record} of {recordType}: {property} is {value}, not a valid {type} (read by the series name template of set '{set}')",
    'design.previewNoValue': 'no value',
    'design.previewMissing': 'no {property}',
    'design.previewWrongType': '{property} is {value}, not a valid {type}',
    'design.previewSameKeys':
      "Same PartitionKey and RowKey as record {record} of {recordType} in set '{set}'",
  },
  {
    'zh-CN': {
      'design.unclosedPlaceholder': "偏移量 {offset} 处的占位符缺少右括号 '}'",
      'design.hintCloseBrace': "用 '}' 闭合它，或写 '{{' 表示字面的 '{'",
      'design.emptyPlaceholder': '空占位符 {}',
      'design.hintNameProperty': '在括号中写一个属性名：{Department}',
      'design.unknownDollar': '未知占位符 {name}：唯一的 $ 名称是 $type',
      'design.expectedProperty': '偏移量 {offset} 处应为属性名，却是 {found}',
      'design.expectedPropertySpace': '偏移量 {offset} 处应为属性名，却是空格',
      'design.hintPlaceholderStart': '占位符以属性名或 $type 开头：{Department}、{$type}',
      'design.unexpectedInPlaceholder': '占位符中偏移量 {offset} 处出现意外的 {found}',
      'design.unexpectedSpaceInPlaceholder': '占位符中偏移量 {offset} 处出现意外的空格',
      'design.hintNoSpaces': '占位符中不能有空格；函数写在 | 之后：{EmployeeId|pad:6}',
      'design.expectedFunctionAfterBar': "偏移量 {offset} 处的 '|' 之后应为函数名",
      'design.expectedFunction': '偏移量 {offset} 处应为函数名，却是 {found}',
      'design.expectedFunctionSpace': '偏移量 {offset} 处应为函数名，却是空格',
      'design.hintFunctions':
        '可用函数：pad:N、lower、upper、left:N、format:yyyyMMdd、ticks、invert、hash:N',
      'design.templateTooLong': '模板长 {length} 个字符，上限为 {limit}',
      'design.unmatchedBrace': "偏移量 {offset} 处的 '}' 没有配对",
      'design.hintDoubleBrace': "写 '}}' 表示字面的 '}'",
      'design.noProperty': '{type} 没有属性 {property}',
      'design.hintCaseSensitive': '您是指 {{near}} 吗？属性名区分大小写',
      'design.hintPropertiesOrType': '{type} 的属性：{names}，或用 {$type} 表示类型名',
      'design.unknownFunction': '未知函数 {name}',
      'design.hintDidYouMean': '您是指 {near} 吗？',
      'design.hintFunctionList': '可用函数：{names}',
      'design.needsText': '{name} 需要文本，而不是 {type}',
      'design.hintTextOnly': '{name} 适用于 String 和 Guid 属性：{example}',
      'design.padNeedsInteger': 'pad 需要 Int32 或 Int64，而不是 {type}',
      'design.hintPadDigits': 'pad 用零填充数字；如果该属性存放的是数字，请将其声明为 Int32',
      'design.hintPadExample': 'pad 用零填充整数：{EmployeeId|pad:6}、{Time|ticks|invert|pad:19}',
      'design.formatNeedsDate': 'format 需要 DateTime，而不是 {type}',
      'design.hintFormatExample': 'format 适用于 DateTime 属性：{EventTime|format:yyyyMMddHH}',
      'design.badFormatField': "'{run}' 不是受支持的格式字段（受支持：{fields}）",
      'design.hintFormatFields': '受支持的字段：{fields}；其他字符按字面输出',
      'design.ticksNeedsDate': 'ticks 需要 DateTime，而不是 {type}',
      'design.hintTicksExample': 'ticks 适用于 DateTime 属性：{SubmittedOn|ticks}',
      'design.invertNeedsInteger': 'invert 需要 Int32 或 Int64，而不是 {type}',
      'design.hintTicksFirst': '先取 ticks：{SubmittedOn|ticks|invert|pad:19}',
      'design.hintInvertIntegers': 'invert 适用于整数和 DateTime 的 ticks',
      'design.usagePad': 'pad:N 将 Int32 或 Int64 用零填充到 N 位',
      'design.usageLower': 'lower 将文本转为小写',
      'design.usageUpper': 'upper 将文本转为大写',
      'design.usageLeft': 'left:N 保留文本的前 N 个字符',
      'design.usageFormat': 'format:pattern 用 {fields} 和字面字符写出 DateTime',
      'design.usageTicks': 'ticks 将 DateTime 转为 Int64 刻度数（自 0001-01-01 起的 100 纳秒数）',
      'design.usageInvert':
        'invert 用 DateTime.MaxValue.Ticks 减去 Int64，用 Int32.MaxValue 减去 Int32',
      'design.usageHash': 'hash:N 给出值的稳定分桶 0..N-1',
      'design.usagePercent':
        'percent 按 .NET 的 Uri.EscapeDataString 对文本进行百分号编码（空格变为 %20，/ 变为 %2F）',
      'design.usageEscape':
        'escape:^ 把键不允许的每个字符（/ \\ # ? 和控制字符）以及 ^ 本身写成 ^ 加两位十六进制数字',
      'design.badEscapeMark':
        '{arg} 不能作为转义标记：请使用一个键允许的 ASCII 标点字符，例如 ^ 或 ~',
      'design.usageReplace':
        'replace:ab 把每个 a 写成 b（replace:/_ 把路径变成键）；replace:a 删除每个 a',
      'design.badReplace':
        '{arg} 不是替换：请先写要替换的字符，再写替换字符（replace:/_），或只写一个字符表示删除它',
      'design.usageHex':
        'hex:X8 按 .NET 的 X8 格式把 Int32 或 Int64 写成十六进制：X 为大写，x 为小写，后跟最小宽度',
      'design.badHex': '{arg} 不是十六进制格式：请写 X 或 x，后跟不超过 {max} 的宽度（X8、x16）',
      'design.hexNeedsInteger': 'hex 需要 Int32 或 Int64，而不是 {type}',
      'design.hintHexExample': 'hex 用于整数，例如 {example}',
      'design.takesNoArgument': '{name} 不接受参数',
      'design.needsArgument': '{name} 需要一个参数',
      'design.needsWholeNumber': '{name}:{arg} 需要 1 到 {max} 之间的整数',
      'design.noEntitySets': '该设计没有实体集',
      'design.hintAddCopySet': '添加一个副本集：基于某个记录类型的 PartitionKey 和 RowKey 模板',
      'design.tooManySets': '该设计有 {count} 个实体集，上限为 {limit}',
      'design.duplicateSetName': "有两个实体集都名为 '{name}'",
      'design.badTableName': '表名 "{name}" {problem}',
      'design.recordTableName':
        '{recordType} 记录 {record}（实体集 "{set}"）进入表 "{name}"，该表名{problem}',
      'design.tableNotMade': '无法生成：记录缺少表模板读取的值。',
      'design.tableRoutesDiffer':
        '实体集 "{first}" 和 "{second}" 把不同的 {recordType} 记录送入表 "{table}"：同一记录类型共用一个表的实体集必须把相同的记录送到那里。',
      'design.hintOwnName': '为每个实体集取一个不同的名称',
      'design.unknownRecordType': "没有名为 '{name}' 的记录类型",
      'design.hintRecordTypes': '记录类型：{names}',
      'design.missingIndexOptions': "索引集 '{name}' 需要索引选项",
      'design.hintIndexOptions':
        "说明哪个属性列出记录，以及每个条目是什么：{ property: 'EmployeeIDs', value: '{EmployeeId|pad:6}' }",
      'design.indexPropertyTaken': '{property} 已是该集的属性之一',
      'design.missingSeriesOptions': "序列集 '{name}' 需要序列选项",
      'design.hintSeriesOptions':
        "说明每条记录的属性如何命名、存放哪个值：{ name: 'Hour{Hour|pad:2}', value: 'MessageCount' }",
      'design.hintProperties': '{type} 的属性：{names}',
      'design.listedTwice': '{name} 列出了两次',
      'design.hintPropertiesOrComputed': '{type} 的属性：{names}；或添加一个计算属性',
      'design.systemProperty': '{name} 是系统属性；请去掉它，或以其他名称计算它',
      'design.problemInvalidKey': "{recordType} 的第 {record} 条记录，集 '{set}'：{reason}",
      'design.problemWrongType':
        "{recordType} 的第 {record} 条记录：{property} 为 {value}，不是有效的 {type}（集 '{set}'）",
      'design.problemMissing':
        "{recordType} 的第 {record} 条记录没有 {property}，而集 '{set}' 的 {what} 模板 {template} 需要它",
      'design.problemWrongTypeInTemplate':
        "{recordType} 的第 {record} 条记录：{property} 为 {value}，不是有效的 {type}（由集 '{set}' 的 {what} 模板读取）",
      'design.problemIndexTooLong':
        "{recordType} 的第 {record} 条记录：将 '{entry}' 加入 PartitionKey '{partitionKey}'、RowKey '{rowKey}' 的 {property} 会超出 String 的 {limit} 个字符上限；已略去",
      'design.problemSeriesName':
        "{recordType} 的第 {record} 条记录：序列模板给出 '{name}'，这不是有效的属性名",
      'design.problemPropertyCollision':
        "{recordType} 的第 {record} 条记录：PartitionKey '{partitionKey}'、RowKey '{rowKey}' 已有属性 {name}；此记录的值已略去",
      'design.problemKeyCollision':
        "{recordType} 的第 {record} 条记录（集 '{set}'）与 {firstRecordType} 的第 {firstRecord} 条记录（集 '{firstSet}'）生成了相同的 PartitionKey '{partitionKey}'、RowKey '{rowKey}'；只保留第一条",
      'design.problemMissingIndexEntry':
        "{recordType} 的第 {record} 条记录没有 {property}，而集 '{set}' 的索引条目模板 {template} 需要它",
      'design.problemMissingSeriesName':
        "{recordType} 的第 {record} 条记录没有 {property}，而集 '{set}' 的序列名称模板 {template} 需要它",
      'design.problemWrongTypeInIndexEntry':
        "{recordType} 的第 {record} 条记录：{property} 为 {value}，不是有效的 {type}（由集 '{set}' 的索引条目模板读取）",
      'design.problemWrongTypeInSeriesName':
        "{recordType} 的第 {record} 条记录：{property} 为 {value}，不是有效的 {type}（由集 '{set}' 的序列名称模板读取）",
      'design.previewNoValue': '无值',
      'design.previewMissing': '没有 {property}',
      'design.previewWrongType': '{property} 为 {value}，不是有效的 {type}',
      'design.previewSameKeys':
        "与集 '{set}' 中 {recordType} 的第 {record} 条记录的 PartitionKey 和 RowKey 相同",
    },
    ru: {
      'design.unclosedPlaceholder': "У подстановки на позиции {offset} нет закрывающей '}'",
      'design.hintCloseBrace': "Закройте её знаком '}' или напишите '{{' для символа '{'",
      'design.emptyPlaceholder': 'Пустая подстановка {}',
      'design.hintNameProperty': 'Укажите свойство в скобках: {Department}',
      'design.unknownDollar': 'Неизвестная подстановка {name}: единственное имя с $ — $type',
      'design.expectedProperty': 'На позиции {offset} ожидалось имя свойства, а стоит {found}',
      'design.expectedPropertySpace': 'На позиции {offset} ожидалось имя свойства, а стоит пробел',
      'design.hintPlaceholderStart':
        'Подстановка начинается с имени свойства или $type: {Department}, {$type}',
      'design.unexpectedInPlaceholder':
        'Неожиданный символ {found} на позиции {offset} в подстановке',
      'design.unexpectedSpaceInPlaceholder': 'Неожиданный пробел на позиции {offset} в подстановке',
      'design.hintNoSpaces':
        'В подстановках нет пробелов; функции идут после |: {EmployeeId|pad:6}',
      'design.expectedFunctionAfterBar': "После '|' на позиции {offset} ожидалось имя функции",
      'design.expectedFunction': 'На позиции {offset} ожидалось имя функции, а стоит {found}',
      'design.expectedFunctionSpace': 'На позиции {offset} ожидалось имя функции, а стоит пробел',
      'design.hintFunctions':
        'Функции: pad:N, lower, upper, left:N, format:yyyyMMdd, ticks, invert, hash:N',
      'design.templateTooLong': 'Длина шаблона — {length} символов; предел — {limit}',
      'design.unmatchedBrace': "Непарная '}' на позиции {offset}",
      'design.hintDoubleBrace': "Напишите '}}' для символа '}'",
      'design.noProperty': 'У {type} нет свойства {property}',
      'design.hintCaseSensitive':
        'Возможно, имелось в виду {{near}}? Регистр в именах свойств важен',
      'design.hintPropertiesOrType': 'Свойства {type}: {names}, или {$type} для имени типа',
      'design.unknownFunction': 'Неизвестная функция {name}',
      'design.hintDidYouMean': 'Возможно, имелось в виду {near}?',
      'design.hintFunctionList': 'Функции: {names}',
      'design.needsText': '{name} работает с текстом, а не с {type}',
      'design.hintTextOnly': '{name} применяется к свойствам String и Guid: {example}',
      'design.padNeedsInteger': 'pad работает с Int32 или Int64, а не с {type}',
      'design.hintPadDigits':
        'pad дополняет нулями числа; объявите свойство как Int32, если в нём цифры',
      'design.hintPadExample':
        'pad дополняет нулями целые числа: {EmployeeId|pad:6}, {Time|ticks|invert|pad:19}',
      'design.formatNeedsDate': 'format работает с DateTime, а не с {type}',
      'design.hintFormatExample':
        'format применяется к свойствам DateTime: {EventTime|format:yyyyMMddHH}',
      'design.badFormatField': "'{run}' — неподдерживаемое поле формата (поддерживаются: {fields})",
      'design.hintFormatFields': 'Поддерживаемые поля: {fields}; прочие символы выводятся как есть',
      'design.ticksNeedsDate': 'ticks работает с DateTime, а не с {type}',
      'design.hintTicksExample': 'ticks применяется к свойствам DateTime: {SubmittedOn|ticks}',
      'design.invertNeedsInteger': 'invert работает с Int32 или Int64, а не с {type}',
      'design.hintTicksFirst': 'Сначала возьмите ticks: {SubmittedOn|ticks|invert|pad:19}',
      'design.hintInvertIntegers': 'invert применяется к целым числам и к тикам DateTime',
      'design.usagePad': 'pad:N дополняет Int32 или Int64 нулями до N цифр',
      'design.usageLower': 'lower переводит текст в нижний регистр',
      'design.usageUpper': 'upper переводит текст в верхний регистр',
      'design.usageLeft': 'left:N оставляет первые N символов текста',
      'design.usageFormat':
        'format:pattern записывает DateTime полями {fields} и символами как есть',
      'design.usageTicks':
        'ticks превращает DateTime в тики Int64 (интервалы по 100 нс с 0001-01-01)',
      'design.usageInvert':
        'invert вычитает Int64 из DateTime.MaxValue.Ticks, а Int32 — из Int32.MaxValue',
      'design.usageHash': 'hash:N — устойчивая корзина 0..N-1 для значения',
      'design.usagePercent':
        'percent кодирует текст процентами, как Uri.EscapeDataString в .NET (пробел — %20, / — %2F)',
      'design.usageEscape':
        'escape:^ записывает каждый запрещённый в ключах символ (/ \\ # ? и управляющие) и сам ^ как ^ и две шестнадцатеричные цифры',
      'design.badEscapeMark':
        '{arg} не может обозначать экранирование: возьмите один знак препинания ASCII, допустимый в ключах, например ^ или ~',
      'design.usageReplace':
        'replace:ab записывает каждый a как b (replace:/_ превращает путь в ключ); replace:a удаляет каждый a',
      'design.badReplace':
        '{arg} — не замена: напишите заменяемый символ, затем замену (replace:/_), или один символ, чтобы удалить его',
      'design.usageHex':
        'hex:X8 записывает Int32 или Int64 в шестнадцатеричном виде, как формат X8 в .NET: X — прописные, x — строчные, затем минимальная ширина',
      'design.badHex':
        '{arg} — не шестнадцатеричный формат: напишите X или x, затем ширину до {max} (X8, x16)',
      'design.hexNeedsInteger': 'hex нужен Int32 или Int64, а не {type}',
      'design.hintHexExample': 'hex записывает целые числа, например {example}',
      'design.takesNoArgument': '{name} не принимает аргумента',
      'design.needsArgument': '{name} требует аргумента',
      'design.needsWholeNumber': '{name}:{arg} требует целого числа от 1 до {max}',
      'design.noEntitySets': 'В схеме нет наборов сущностей',
      'design.hintAddCopySet':
        'Добавьте набор-копию: шаблоны PartitionKey и RowKey для типа записей',
      'design.tooManySets': 'В схеме {count} наборов сущностей; предел — {limit}',
      'design.duplicateSetName': "Два набора сущностей называются '{name}'",
      'design.badTableName': 'Имя таблицы «{name}» {problem}',
      'design.recordTableName':
        'Запись {recordType} {record} (набор «{set}») попадает в таблицу «{name}», имя которой {problem}',
      'design.tableNotMade':
        'не удаётся составить: в записи нет значения, которое читает шаблон таблицы.',
      'design.tableRoutesDiffer':
        'Наборы «{first}» и «{second}» отправляют в таблицу «{table}» разные записи {recordType}: наборы одного типа записей в общей таблице должны направлять туда одни и те же записи.',
      'design.hintOwnName': 'Дайте каждому набору сущностей своё имя',
      'design.unknownRecordType': "Типа записей '{name}' нет",
      'design.hintRecordTypes': 'Типы записей: {names}',
      'design.missingIndexOptions': "Индексному набору '{name}' нужны параметры индекса",
      'design.hintIndexOptions':
        "Укажите, какое свойство перечисляет записи и что такое каждый элемент: { property: 'EmployeeIDs', value: '{EmployeeId|pad:6}' }",
      'design.indexPropertyTaken': '{property} уже есть среди свойств набора',
      'design.missingSeriesOptions': "Набору рядов '{name}' нужны параметры ряда",
      'design.hintSeriesOptions':
        "Укажите, как называется свойство каждой записи и какое значение оно хранит: { name: 'Hour{Hour|pad:2}', value: 'MessageCount' }",
      'design.hintProperties': 'Свойства {type}: {names}',
      'design.listedTwice': '{name} указано дважды',
      'design.hintPropertiesOrComputed':
        'Свойства {type}: {names}; или добавьте вычисляемое свойство',
      'design.systemProperty':
        '{name} — системное свойство; уберите его или вычислите под другим именем',
      'design.problemInvalidKey': "Запись {record} типа {recordType}, набор '{set}': {reason}",
      'design.problemWrongType':
        "Запись {record} типа {recordType}: {property} = {value}, а это не допустимое {type} (набор '{set}')",
      'design.problemMissing':
        "У записи {record} типа {recordType} нет {property}, а оно нужно шаблону {what} {template} набора '{set}'",
      'design.problemWrongTypeInTemplate':
        "Запись {record} типа {recordType}: {property} = {value}, а это не допустимое {type} (читает шаблон {what} набора '{set}')",
      'design.problemIndexTooLong':
        "Запись {record} типа {recordType}: добавление '{entry}' в {property} у PartitionKey '{partitionKey}', RowKey '{rowKey}' превысит предел String в {limit} символов; элемент пропущен",
      'design.problemSeriesName':
        "Запись {record} типа {recordType}: шаблон ряда даёт '{name}', а это недопустимое имя свойства",
      'design.problemPropertyCollision':
        "Запись {record} типа {recordType}: у PartitionKey '{partitionKey}', RowKey '{rowKey}' уже есть свойство {name}; значение этой записи пропущено",
      'design.problemKeyCollision':
        "Запись {record} типа {recordType} (набор '{set}') и запись {firstRecord} типа {firstRecordType} (набор '{firstSet}') дают одинаковые PartitionKey '{partitionKey}', RowKey '{rowKey}'; сохраняется только первая",
      'design.problemMissingIndexEntry':
        "У записи {record} типа {recordType} нет {property}, а оно нужно шаблону элемента индекса {template} набора '{set}'",
      'design.problemMissingSeriesName':
        "У записи {record} типа {recordType} нет {property}, а оно нужно шаблону имени ряда {template} набора '{set}'",
      'design.problemWrongTypeInIndexEntry':
        "Запись {record} типа {recordType}: {property} = {value}, а это не допустимое {type} (читает шаблон элемента индекса набора '{set}')",
      'design.problemWrongTypeInSeriesName':
        "Запись {record} типа {recordType}: {property} = {value}, а это не допустимое {type} (читает шаблон имени ряда набора '{set}')",
      'design.previewNoValue': 'нет значения',
      'design.previewMissing': 'нет {property}',
      'design.previewWrongType': '{property} = {value}, а это не допустимое {type}',
      'design.previewSameKeys':
        "Те же PartitionKey и RowKey, что у записи {record} типа {recordType} в наборе '{set}'",
    },
  },
);
