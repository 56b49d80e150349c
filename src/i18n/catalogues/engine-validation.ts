/**
 * The engine's entity rules (semantics.md §1) and write refusals: which rule an entity broke, with
 * the offending value. Property names, keys and Edm type names stay as written in every language.
 */
import { cataloguePart } from './part';

/** Entity validation errors and refused writes. */
export const ENGINE_VALIDATION = cataloguePart(
  {
    'engine.keyInvalidCharacter':
      '{property} {key} contains {character} at offset {at}; keys may not contain / \\ # ? or control characters (U+0000–U+001F, U+007F–U+009F)',
    'engine.keyUnpairedSurrogate':
      '{property} {key} holds half a surrogate pair ({unit}) alone at offset {at}: such text has no UTF-8 form, so the service cannot store it',
    'engine.keyTooLong':
      '{property} {key} is {length} UTF-16 code units long; the limit is {max} ({bytes} bytes)',
    'engine.reservedPropertyName':
      '{property} is a system property and cannot be a custom property',
    'engine.invalidPropertyName':
      'Property name {name} is not allowed: names start with a letter or _ and contain only letters, digits and _',
    'engine.propertyNameTooLong':
      'Property name {name} is {length} characters long; the limit is {max}',
    'engine.stringTooLong':
      'String property {property} is {length} UTF-16 code units long; the limit is {max} (64 KiB)',
    'engine.binaryTooLong':
      'Binary property {property} is {length} bytes long; the limit is {max} (64 KiB)',
    'engine.anArray': 'an array',
    'engine.anObject': 'an object',
    'engine.invalidValue': 'Property {property}: {value} is not a valid {type} value',
    'engine.invalidJsonNumber': 'Property {property}: {value} is not a valid JSON number value',
    'engine.invalidUntypedValue':
      'Property {property}: {value} is not a valid property value: values are strings, numbers or booleans',
    'engine.invalidInt64Value':
      'Property {property}: {value} is not a valid {type} value (write it as a decimal string)',
    'engine.invalidDateTimeValue':
      'Property {property}: {value} is not a valid {type} value (ISO 8601 UTC between 1601-01-01 and 9999-12-31)',
    'engine.invalidBinaryValue':
      'Property {property}: {value} is not a valid {type} value (base64)',
    'engine.untypedIntegerRange':
      'Property {property}: the untyped integer {value} is outside the Edm.Int32 range; annotate it "{property}@odata.type": "Edm.Int64" (value as a string) or "Edm.Double"',
    'engine.unknownType':
      'Property {property}: {value} is not an Edm type (expected one of {types})',
    'engine.int32ValueRange': 'Property {property}: {value} is outside the Edm.Int32 range',
    'engine.int64ValueRange': 'Property {property}: {value} is outside the Edm.Int64 range',
    'engine.invalidAnnotation': '{name} is neither a property name nor an @odata.type annotation',
    'engine.missingKey': 'The entity has no {property}',
    'engine.keyNotString': '{property} must be a string, not {value}',
    'engine.notAnObject': 'An entity must be a JSON object',
    'engine.orphanAnnotation':
      '{name} annotates a property {property} that the entity does not have',
    'engine.tooManyProperties':
      'The entity has more than {max} custom properties ({property} is one too many)',
    'engine.entityTooLarge': 'The entity is about {size} bytes; the limit is {max} (1 MiB)',
    'engine.duplicateEntity':
      "The entity with PartitionKey '{partitionKey}' and RowKey '{rowKey}' already exists (entity {index} has the same keys).",
    'engine.tableShort': 'is too short: a table name has 3 to 63 characters.',
    'engine.tableLong': 'is {length} characters long: at most 63 are allowed.',
    'engine.tableChars': 'holds a character other than a letter or digit (A-Z, a-z, 0-9).',
    'engine.tableDigit': 'starts with a digit: it must start with a letter.',
    'engine.tableReserved': 'is reserved by the service.',
  },
  {
    'zh-CN': {
      'engine.keyInvalidCharacter':
        '{property} {key} 在偏移 {at} 处包含 {character}；键不能包含 / \\ # ? 或控制字符（U+0000–U+001F、U+007F–U+009F）',
      'engine.keyUnpairedSurrogate':
        '{property} {key} 在偏移 {at} 处含有单独的半个代理对（{unit}）：这样的文本没有 UTF-8 形式，服务无法存储它',
      'engine.keyTooLong':
        '{property} {key} 长 {length} 个 UTF-16 代码单元；上限为 {max}（{bytes} 字节）',
      'engine.reservedPropertyName': '{property} 是系统属性，不能用作自定义属性',
      'engine.invalidPropertyName':
        '属性名 {name} 不允许：名称以字母或 _ 开头，且只包含字母、数字和 _',
      'engine.propertyNameTooLong': '属性名 {name} 长 {length} 个字符；上限为 {max}',
      'engine.stringTooLong':
        '字符串属性 {property} 长 {length} 个 UTF-16 代码单元；上限为 {max}（64 KiB）',
      'engine.binaryTooLong': '二进制属性 {property} 长 {length} 字节；上限为 {max}（64 KiB）',
      'engine.anArray': '一个数组',
      'engine.anObject': '一个对象',
      'engine.invalidValue': '属性 {property}：{value} 不是有效的 {type} 值',
      'engine.invalidJsonNumber': '属性 {property}：{value} 不是有效的 JSON 数值',
      'engine.invalidUntypedValue':
        '属性 {property}：{value} 不是有效的属性值：值只能是字符串、数字或布尔值',
      'engine.invalidInt64Value':
        '属性 {property}：{value} 不是有效的 {type} 值（请写成十进制字符串）',
      'engine.invalidDateTimeValue':
        '属性 {property}：{value} 不是有效的 {type} 值（应为 ISO 8601 UTC，介于 1601-01-01 与 9999-12-31 之间）',
      'engine.invalidBinaryValue': '属性 {property}：{value} 不是有效的 {type} 值（base64）',
      'engine.untypedIntegerRange':
        '属性 {property}：未标注类型的整数 {value} 超出 Edm.Int32 的范围；请标注 "{property}@odata.type": "Edm.Int64"（值写成字符串）或 "Edm.Double"',
      'engine.unknownType': '属性 {property}：{value} 不是 Edm 类型（应为以下之一：{types}）',
      'engine.int32ValueRange': '属性 {property}：{value} 超出 Edm.Int32 的范围',
      'engine.int64ValueRange': '属性 {property}：{value} 超出 Edm.Int64 的范围',
      'engine.invalidAnnotation': '{name} 既不是属性名，也不是 @odata.type 注释',
      'engine.missingKey': '实体没有 {property}',
      'engine.keyNotString': '{property} 必须是字符串，而不是 {value}',
      'engine.notAnObject': '实体必须是 JSON 对象',
      'engine.orphanAnnotation': '{name} 注释的属性 {property} 在实体中不存在',
      'engine.tooManyProperties': '实体的自定义属性超过 {max} 个（{property} 是多出的那一个）',
      'engine.entityTooLarge': '实体约 {size} 字节；上限为 {max}（1 MiB）',
      'engine.duplicateEntity':
        "PartitionKey 为 '{partitionKey}'、RowKey 为 '{rowKey}' 的实体已存在（实体 {index} 的键与之相同）。",
      'engine.tableShort': '太短：表名有 3 到 63 个字符。',
      'engine.tableLong': '长 {length} 个字符：最多允许 63 个。',
      'engine.tableChars': '含有字母或数字（A-Z、a-z、0-9）以外的字符。',
      'engine.tableDigit': '以数字开头：它必须以字母开头。',
      'engine.tableReserved': '已被服务保留。',
    },
    ru: {
      'engine.keyInvalidCharacter':
        '{property} {key} содержит {character} по смещению {at}; в ключах нельзя использовать / \\ # ? и управляющие символы (U+0000–U+001F, U+007F–U+009F)',
      'engine.keyUnpairedSurrogate':
        '{property} {key} содержит по смещению {at} одинокую половину суррогатной пары ({unit}): у такого текста нет формы UTF-8, и служба не может его сохранить',
      'engine.keyTooLong':
        'Длина {property} {key} — {length} единиц кода UTF-16; предел — {max} ({bytes} байт)',
      'engine.reservedPropertyName':
        '{property} — системное свойство, оно не может быть пользовательским',
      'engine.invalidPropertyName':
        'Имя свойства {name} недопустимо: имена начинаются с буквы или _ и содержат только буквы, цифры и _',
      'engine.propertyNameTooLong':
        'Длина имени свойства {name} — {length} символов; предел — {max}',
      'engine.stringTooLong':
        'Длина строкового свойства {property} — {length} единиц кода UTF-16; предел — {max} (64 КиБ)',
      'engine.binaryTooLong':
        'Длина двоичного свойства {property} — {length} байт; предел — {max} (64 КиБ)',
      'engine.anArray': 'массив',
      'engine.anObject': 'объект',
      'engine.invalidValue': 'Свойство {property}: {value} — недопустимое значение {type}',
      'engine.invalidJsonNumber': 'Свойство {property}: {value} — недопустимое число JSON',
      'engine.invalidUntypedValue':
        'Свойство {property}: {value} — недопустимое значение свойства: значения бывают строками, числами или логическими',
      'engine.invalidInt64Value':
        'Свойство {property}: {value} — недопустимое значение {type} (запишите его десятичной строкой)',
      'engine.invalidDateTimeValue':
        'Свойство {property}: {value} — недопустимое значение {type} (ISO 8601 UTC от 1601-01-01 до 9999-12-31)',
      'engine.invalidBinaryValue':
        'Свойство {property}: {value} — недопустимое значение {type} (base64)',
      'engine.untypedIntegerRange':
        'Свойство {property}: нетипизированное целое {value} вне диапазона Edm.Int32; укажите "{property}@odata.type": "Edm.Int64" (значение строкой) или "Edm.Double"',
      'engine.unknownType':
        'Свойство {property}: {value} — не тип Edm (ожидается один из: {types})',
      'engine.int32ValueRange': 'Свойство {property}: {value} вне диапазона Edm.Int32',
      'engine.int64ValueRange': 'Свойство {property}: {value} вне диапазона Edm.Int64',
      'engine.invalidAnnotation': '{name} — не имя свойства и не аннотация @odata.type',
      'engine.missingKey': 'У сущности нет {property}',
      'engine.keyNotString': '{property} должен быть строкой, а не {value}',
      'engine.notAnObject': 'Сущность должна быть объектом JSON',
      'engine.orphanAnnotation': '{name} аннотирует свойство {property}, которого у сущности нет',
      'engine.tooManyProperties':
        'У сущности больше {max} пользовательских свойств ({property} — лишнее)',
      'engine.entityTooLarge': 'Размер сущности — около {size} байт; предел — {max} (1 МиБ)',
      'engine.duplicateEntity':
        "Сущность с PartitionKey '{partitionKey}' и RowKey '{rowKey}' уже существует (у сущности {index} те же ключи).",
      'engine.tableShort': 'слишком короткое: в имени таблицы от 3 до 63 символов.',
      'engine.tableLong': 'длиной {length} символов: допускается не больше 63.',
      'engine.tableChars': 'содержит символ, не являющийся буквой или цифрой (A-Z, a-z, 0-9).',
      'engine.tableDigit': 'начинается с цифры: оно должно начинаться с буквы.',
      'engine.tableReserved': 'зарезервировано службой.',
    },
  },
);
