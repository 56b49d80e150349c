/**
 * The engine's `$filter` errors and their hints: what is wrong, where, and the fix. Filter text,
 * property names, Edm type names and operators stay as written in every language.
 */
import { cataloguePart } from './part';

/** Filter parse errors, hints and query-option errors. */
export const ENGINE_ERRORS = cataloguePart(
  {
    'engine.unterminatedString': 'The string starting at {at} is never closed',
    'engine.unterminatedStringHint': "close it with ' (write '' for a quote inside a string)",
    'engine.invalidDateTime':
      '{text} is not a valid Edm.DateTime: expected yyyy-mm-ddThh:mm[:ss[.fffffff]][Z] between 1601-01-01 and 9999-12-31',
    'engine.forExample': 'for example {example}',
    'engine.invalidGuid': '{text} is not a valid Edm.Guid',
    'engine.invalidBinary':
      '{text} is not a valid Edm.Binary: expected an even number of hex digits',
    'engine.numberPointWithoutDigits': 'a decimal point must be followed by digits',
    'engine.write': 'write {text}',
    'engine.numberExponentWithoutDigits': 'an exponent needs digits',
    'engine.numberExponentWithoutPoint': 'a Double needs a decimal point before its exponent',
    'engine.numberTrailingCharacters': 'unexpected characters after the number',
    'engine.numberTrailingCharactersHint':
      'Int64 literals end in L (42L); Doubles have a decimal point (4.5, 1.5E3)',
    'engine.malformedNumber': "Malformed number '{text}': {problem}",
    'engine.doubleRange': "Unrecognized 'Edm.Double' literal '{text}': outside the Double range",
    'engine.int64Range':
      "Unrecognized 'Edm.Int64' literal '{text}': outside -9223372036854775808..9223372036854775807",
    'engine.writeDouble': 'write {text} for an Edm.Double',
    'engine.int32Range':
      "Unrecognized 'Edm.Int32' literal '{text}': outside -2147483648..2147483647",
    'engine.int32RangeHint': 'too large for Edm.Int32; write {text} for Edm.Int64',
    'engine.int32RangeInt64Hint': 'too large for Edm.Int64 too; write {text} for an Edm.Double',
    'engine.unsupportedLiteral': '{text} literals are not supported by the Table service',
    'engine.unsupportedLiteralHint': "use datetime'…' for date-times",
    'engine.literalPrefixCase': "Literal prefixes are case-sensitive: '{text}' is not one",
    'engine.notAnOperatorSymbol': "'{text}' is not a $filter operator",
    'engine.doubleQuoteHint': "strings use single quotes: 'text'",
    'engine.filterPrefixHint': 'write only the expression after $filter=',
    'engine.urlEncodedHint':
      'the filter looks URL-encoded: decode it first (%20 is a space, %27 a quote)',
    'engine.arithmeticHint': 'arithmetic is not supported in Table service filters',
    'engine.unexpectedCharacter': "Unexpected character '{text}' at {at}",
    'engine.unmatchedClose': "')' at {at} has no matching '('",
    'engine.nestingTooDeep': 'Parentheses and not nest more than {max} levels deep here',
    'engine.simplifyHint': 'simplify the filter',
    'engine.notAnOperator': "'{text}' is not an operator",
    'engine.operatorsLowerCase': 'operators are lower-case: {text}',
    'engine.chainedComparison': "Comparisons cannot be chained: '{text}' follows a comparison",
    'engine.chainedComparisonHint': 'join comparisons with and / or',
    'engine.keywordCase': "'{text}' is not an operator: operators are case-sensitive",
    'engine.arithmetic': "Arithmetic ('{text}') is not supported by the Table service",
    'engine.arithmeticOperatorHint': 'compare the property with a precomputed constant',
    'engine.inNotSupported': "'in' is not supported by the Table service",
    'engine.inNotSupportedHint':
      "write Name eq 'a' or Name eq 'b' (at most 15 comparisons), or issue one query per value",
    'engine.hasNotSupported': "'has' is not supported by the Table service",
    'engine.expectedOperator':
      "Expected an operator (eq, ne, gt, ge, lt, le, and, or) at {at}, found '{text}'",
    'engine.unclosedParen': "'(' at {at} is never closed",
    'engine.unclosedParenHint': "add ')'",
    'engine.expectedOperandAtEnd': 'The filter ends where a property or a literal is expected',
    'engine.expectedOperand': "Expected a property or a literal at {at}, found '{text}'",
    'engine.nullNotSupported': 'null is not supported in Table service filters',
    'engine.nullNotSupportedHint':
      'a property is either present or absent, and a comparison on an absent property is false',
    'engine.expectedOperandFoundOperator':
      "Expected a property or a literal at {at}, found the operator '{text}'",
    'engine.compareOperand':
      'A comparison compares one property with one literal; this side is a Boolean expression',
    'engine.propertyComparison':
      'Comparing two properties ({text}) is not supported: compare a property with a literal',
    'engine.propertyComparisonHint':
      'one side must be a constant: to relate two properties, filter on the client or store the result in a property',
    'engine.literalsLowerCase': 'literals are lower-case: {text}',
    'engine.literalComparison':
      'Comparing two literals is not supported: one side must be a property',
    'engine.literalComparisonHint':
      'write a property name on one side, e.g. Age eq 30; true and false alone are conditions',
    'engine.notBoolean': 'The $filter expression must evaluate to a single boolean value',
    'engine.notBooleanLiteral':
      'The $filter expression must evaluate to a single boolean value: this {type} literal is not a condition',
    'engine.notBooleanHint': 'compare a property with it, e.g. Name eq …',
    'engine.noSubstringHint':
      'the Table service has no substring search: keep a searchable copy of the value in a key (an index entity), or filter on the client',
    'engine.noSuffixHint':
      'the Table service has no suffix search: store the value reversed in a key and use a prefix range',
    'engine.useKeyRange': 'use a key range instead: {filter}',
    'engine.functionNotSupported': 'Functions are not supported by the Table service: {text}',
    'engine.tooManyComparisons':
      'A filter may hold at most {max} comparisons; this is comparison {count}',
    'engine.tooManyComparisonsHint': 'split the query into several queries',
    'engine.filterTooDeep': 'The filter nests more than {max} levels deep here',
    'engine.invalidTop':
      '$top must be a whole number from 1 to {max}; the service rejects {text} with 400.',
    'engine.invalidSelect': "$select names a property that cannot exist: '{text}'.",
    'engine.invalidContinuation':
      'A continuation needs a nextPartitionKey and a nextRowKey, both strings.',
    'engine.rewriteInvalid': 'The rewritten filter would be invalid: {reason}',
  },
  {
    'zh-CN': {
      'engine.unterminatedString': '从位置 {at} 开始的字符串没有结束引号',
      'engine.unterminatedStringHint': "用 ' 结束它（字符串中的单引号写作 ''）",
      'engine.invalidDateTime':
        '{text} 不是有效的 Edm.DateTime：应为 yyyy-mm-ddThh:mm[:ss[.fffffff]][Z]，且介于 1601-01-01 与 9999-12-31 之间',
      'engine.forExample': '例如 {example}',
      'engine.invalidGuid': '{text} 不是有效的 Edm.Guid',
      'engine.invalidBinary': '{text} 不是有效的 Edm.Binary：十六进制数字的个数应为偶数',
      'engine.numberPointWithoutDigits': '小数点后必须有数字',
      'engine.write': '改写为 {text}',
      'engine.numberExponentWithoutDigits': '指数部分缺少数字',
      'engine.numberExponentWithoutPoint': 'Double 在指数之前需要小数点',
      'engine.numberTrailingCharacters': '数字后面有多余的字符',
      'engine.numberTrailingCharactersHint':
        'Int64 字面量以 L 结尾（42L）；Double 带小数点（4.5、1.5E3）',
      'engine.malformedNumber': "数字 '{text}' 格式错误：{problem}",
      'engine.doubleRange': "无法识别的 'Edm.Double' 字面量 '{text}'：超出 Double 的范围",
      'engine.int64Range':
        "无法识别的 'Edm.Int64' 字面量 '{text}'：超出 -9223372036854775808..9223372036854775807",
      'engine.writeDouble': '改写为 {text}，即 Edm.Double',
      'engine.int32Range': "无法识别的 'Edm.Int32' 字面量 '{text}'：超出 -2147483648..2147483647",
      'engine.int32RangeHint': '对 Edm.Int32 来说太大；改写为 {text} 即为 Edm.Int64',
      'engine.int32RangeInt64Hint': '对 Edm.Int64 来说也太大；改写为 {text} 即为 Edm.Double',
      'engine.unsupportedLiteral': '表服务不支持 {text} 字面量',
      'engine.unsupportedLiteralHint': "日期时间请使用 datetime'…'",
      'engine.literalPrefixCase': "字面量前缀区分大小写：'{text}' 不是有效的前缀",
      'engine.notAnOperatorSymbol': "'{text}' 不是 $filter 运算符",
      'engine.doubleQuoteHint': "字符串使用单引号：'text'",
      'engine.filterPrefixHint': '只写 $filter= 后面的表达式',
      'engine.urlEncodedHint': '筛选器似乎经过了 URL 编码：请先解码（%20 是空格，%27 是单引号）',
      'engine.arithmeticHint': '表服务的筛选器不支持算术运算',
      'engine.unexpectedCharacter': "位置 {at} 处有意外的字符 '{text}'",
      'engine.unmatchedClose': "位置 {at} 处的 ')' 没有匹配的 '('",
      'engine.nestingTooDeep': '此处括号和 not 的嵌套超过了 {max} 层',
      'engine.simplifyHint': '简化筛选器',
      'engine.notAnOperator': "'{text}' 不是运算符",
      'engine.operatorsLowerCase': '运算符为小写：{text}',
      'engine.chainedComparison': "比较不能连写：比较之后跟着 '{text}'",
      'engine.chainedComparisonHint': '用 and / or 连接多个比较',
      'engine.keywordCase': "'{text}' 不是运算符：运算符区分大小写",
      'engine.arithmetic': "表服务不支持算术运算（'{text}'）",
      'engine.arithmeticOperatorHint': '把属性与预先算好的常量比较',
      'engine.inNotSupported': "表服务不支持 'in'",
      'engine.inNotSupportedHint':
        "写成 Name eq 'a' or Name eq 'b'（最多 15 个比较），或每个值发出一个查询",
      'engine.hasNotSupported': "表服务不支持 'has'",
      'engine.expectedOperator':
        "位置 {at} 处应为运算符（eq、ne、gt、ge、lt、le、and、or），但找到的是 '{text}'",
      'engine.unclosedParen': "位置 {at} 处的 '(' 没有闭合",
      'engine.unclosedParenHint': "添加 ')'",
      'engine.expectedOperandAtEnd': '筛选器在应出现属性或字面量的地方结束了',
      'engine.expectedOperand': "位置 {at} 处应为属性或字面量，但找到的是 '{text}'",
      'engine.nullNotSupported': '表服务的筛选器不支持 null',
      'engine.nullNotSupportedHint': '属性要么存在要么不存在；对不存在的属性进行比较，结果为假',
      'engine.expectedOperandFoundOperator':
        "位置 {at} 处应为属性或字面量，但找到的是运算符 '{text}'",
      'engine.compareOperand': '一个比较只能把一个属性与一个字面量比较；这一侧是布尔表达式',
      'engine.propertyComparison': '不支持比较两个属性（{text}）：请把属性与字面量比较',
      'engine.propertyComparisonHint':
        '一侧必须是常量：要关联两个属性，请在客户端筛选，或把结果存入一个属性',
      'engine.literalsLowerCase': '字面量为小写：{text}',
      'engine.literalComparison': '不支持比较两个字面量：一侧必须是属性',
      'engine.literalComparisonHint':
        '在一侧写上属性名，例如 Age eq 30；单独的 true 和 false 本身就是条件',
      'engine.notBoolean': '$filter 表达式的结果必须是单个布尔值',
      'engine.notBooleanLiteral':
        '$filter 表达式的结果必须是单个布尔值：这个 {type} 字面量不是条件',
      'engine.notBooleanHint': '把一个属性与它比较，例如 Name eq …',
      'engine.noSubstringHint':
        '表服务不支持子字符串搜索：在键中保存一份可搜索的值（索引实体），或在客户端筛选',
      'engine.noSuffixHint': '表服务不支持后缀搜索：把值反转后存入键，再使用前缀范围',
      'engine.useKeyRange': '改用键范围：{filter}',
      'engine.functionNotSupported': '表服务不支持函数：{text}',
      'engine.tooManyComparisons': '一个筛选器最多包含 {max} 个比较；这是第 {count} 个比较',
      'engine.tooManyComparisonsHint': '把查询拆分为多个查询',
      'engine.filterTooDeep': '此处筛选器的嵌套超过了 {max} 层',
      'engine.invalidTop': '$top 必须是 1 到 {max} 之间的整数；服务会以 400 拒绝 {text}。',
      'engine.invalidSelect': "$select 中的属性名不可能存在：'{text}'。",
      'engine.invalidContinuation': '延续标记需要 nextPartitionKey 和 nextRowKey，且都是字符串。',
      'engine.rewriteInvalid': '改写后的筛选器将无效：{reason}',
    },
    ru: {
      'engine.unterminatedString': 'Строка, начинающаяся в позиции {at}, не закрыта',
      'engine.unterminatedStringHint':
        "закройте её символом ' (кавычка внутри строки пишется как '')",
      'engine.invalidDateTime':
        '{text} — недопустимое значение Edm.DateTime: ожидается yyyy-mm-ddThh:mm[:ss[.fffffff]][Z] в пределах от 1601-01-01 до 9999-12-31',
      'engine.forExample': 'например, {example}',
      'engine.invalidGuid': '{text} — недопустимое значение Edm.Guid',
      'engine.invalidBinary':
        '{text} — недопустимое значение Edm.Binary: нужно чётное число шестнадцатеричных цифр',
      'engine.numberPointWithoutDigits': 'после десятичной точки должны идти цифры',
      'engine.write': 'напишите {text}',
      'engine.numberExponentWithoutDigits': 'в показателе степени нет цифр',
      'engine.numberExponentWithoutPoint':
        'у Double перед показателем степени нужна десятичная точка',
      'engine.numberTrailingCharacters': 'лишние символы после числа',
      'engine.numberTrailingCharactersHint':
        'литералы Int64 оканчиваются на L (42L); у Double есть десятичная точка (4.5, 1.5E3)',
      'engine.malformedNumber': "Неверное число '{text}': {problem}",
      'engine.doubleRange': "Нераспознанный литерал 'Edm.Double' '{text}': вне диапазона Double",
      'engine.int64Range':
        "Нераспознанный литерал 'Edm.Int64' '{text}': вне диапазона -9223372036854775808..9223372036854775807",
      'engine.writeDouble': 'напишите {text}, чтобы получить Edm.Double',
      'engine.int32Range':
        "Нераспознанный литерал 'Edm.Int32' '{text}': вне диапазона -2147483648..2147483647",
      'engine.int32RangeHint':
        'слишком большое для Edm.Int32; напишите {text}, чтобы получить Edm.Int64',
      'engine.int32RangeInt64Hint':
        'слишком большое и для Edm.Int64; напишите {text}, чтобы получить Edm.Double',
      'engine.unsupportedLiteral': 'Служба таблиц не поддерживает литералы {text}',
      'engine.unsupportedLiteralHint': "для даты и времени используйте datetime'…'",
      'engine.literalPrefixCase':
        "Префиксы литералов чувствительны к регистру: '{text}' — не префикс",
      'engine.notAnOperatorSymbol': "'{text}' — не оператор $filter",
      'engine.doubleQuoteHint': "строки пишутся в одинарных кавычках: 'text'",
      'engine.filterPrefixHint': 'напишите только выражение после $filter=',
      'engine.urlEncodedHint':
        'фильтр похож на URL-кодированный: сначала декодируйте его (%20 — пробел, %27 — кавычка)',
      'engine.arithmeticHint': 'фильтры службы таблиц не поддерживают арифметику',
      'engine.unexpectedCharacter': "Неожиданный символ '{text}' в позиции {at}",
      'engine.unmatchedClose': "У ')' в позиции {at} нет парной '('",
      'engine.nestingTooDeep': 'Здесь скобки и not вложены глубже {max} уровней',
      'engine.simplifyHint': 'упростите фильтр',
      'engine.notAnOperator': "'{text}' — не оператор",
      'engine.operatorsLowerCase': 'операторы пишутся строчными буквами: {text}',
      'engine.chainedComparison':
        "Сравнения нельзя записывать цепочкой: после сравнения идёт '{text}'",
      'engine.chainedComparisonHint': 'соединяйте сравнения через and / or',
      'engine.keywordCase': "'{text}' — не оператор: операторы чувствительны к регистру",
      'engine.arithmetic': "Служба таблиц не поддерживает арифметику ('{text}')",
      'engine.arithmeticOperatorHint': 'сравните свойство с заранее вычисленной константой',
      'engine.inNotSupported': "Служба таблиц не поддерживает 'in'",
      'engine.inNotSupportedHint':
        "напишите Name eq 'a' or Name eq 'b' (не больше 15 сравнений) или отправьте по запросу на каждое значение",
      'engine.hasNotSupported': "Служба таблиц не поддерживает 'has'",
      'engine.expectedOperator':
        "В позиции {at} ожидался оператор (eq, ne, gt, ge, lt, le, and, or), а найдено '{text}'",
      'engine.unclosedParen': "'(' в позиции {at} не закрыта",
      'engine.unclosedParenHint': "добавьте ')'",
      'engine.expectedOperandAtEnd': 'Фильтр закончился там, где ожидалось свойство или литерал',
      'engine.expectedOperand': "В позиции {at} ожидалось свойство или литерал, а найдено '{text}'",
      'engine.nullNotSupported': 'Фильтры службы таблиц не поддерживают null',
      'engine.nullNotSupportedHint':
        'свойство либо есть, либо его нет, а сравнение с отсутствующим свойством ложно',
      'engine.expectedOperandFoundOperator':
        "В позиции {at} ожидалось свойство или литерал, а найден оператор '{text}'",
      'engine.compareOperand':
        'Сравнение сопоставляет одно свойство с одним литералом; эта сторона — логическое выражение',
      'engine.propertyComparison':
        'Сравнение двух свойств ({text}) не поддерживается: сравнивайте свойство с литералом',
      'engine.propertyComparisonHint':
        'одна сторона должна быть константой: чтобы связать два свойства, фильтруйте на клиенте или сохраните результат в свойстве',
      'engine.literalsLowerCase': 'литералы пишутся строчными буквами: {text}',
      'engine.literalComparison':
        'Сравнение двух литералов не поддерживается: одна сторона должна быть свойством',
      'engine.literalComparisonHint':
        'напишите имя свойства с одной стороны, например Age eq 30; true и false сами по себе — условия',
      'engine.notBoolean': 'Выражение $filter должно давать одно логическое значение',
      'engine.notBooleanLiteral':
        'Выражение $filter должно давать одно логическое значение: этот литерал {type} — не условие',
      'engine.notBooleanHint': 'сравните с ним свойство, например Name eq …',
      'engine.noSubstringHint':
        'в службе таблиц нет поиска по подстроке: храните копию значения для поиска в ключе (индексная сущность) или фильтруйте на клиенте',
      'engine.noSuffixHint':
        'в службе таблиц нет поиска по окончанию: храните значение в ключе задом наперёд и используйте диапазон по префиксу',
      'engine.useKeyRange': 'используйте вместо этого диапазон ключей: {filter}',
      'engine.functionNotSupported': 'Служба таблиц не поддерживает функции: {text}',
      'engine.tooManyComparisons':
        'В фильтре может быть не больше {max} сравнений; это сравнение № {count}',
      'engine.tooManyComparisonsHint': 'разбейте запрос на несколько запросов',
      'engine.filterTooDeep': 'Здесь фильтр вложен глубже {max} уровней',
      'engine.invalidTop':
        '$top должен быть целым числом от 1 до {max}; служба отклоняет {text} с кодом 400.',
      'engine.invalidSelect': "$select называет свойство, которого не может быть: '{text}'.",
      'engine.invalidContinuation':
        'Для продолжения нужны nextPartitionKey и nextRowKey, оба — строки.',
      'engine.rewriteInvalid': 'Переписанный фильтр был бы недопустим: {reason}',
    },
  },
);
