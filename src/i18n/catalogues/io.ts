/**
 * The importers' messages: whole-file problems and rejected rows. A row's message says where it
 * is with `{where}` (line, column and the column's name), filled in the reader's language.
 * Column names, Edm types and the file's own text stay as they are.
 */
import { cataloguePart } from './part';

/** Import messages of src/io. */
export const IO = cataloguePart(
  {
    'io.whereLine': 'Line {line}',
    'io.whereColumn': 'Line {line}, column {column}',
    'io.whereField': 'Line {line}, column {column} ({field})',
    'io.tooLargeMb':
      'The file is more than {limit} MB (read {read} MB so far); the largest file Keyscope imports is {limit} MB',
    'io.tooLargeChars':
      'The file is more than {limit} characters (read {read} characters so far); the largest file Keyscope imports is {limit} characters',
    'io.tooManyColumns':
      'The header has {count} columns; Keyscope reads at most {max} (an entity has at most 252 properties)',
    'io.emptyHeaderCell':
      'Line 1, column {column}: the header cell is empty; every column needs a name',
    'io.duplicateColumn':
      "Line 1, column {column}: column '{name}' appears twice (first as column {first})",
    'io.headerRule': 'Line 1, column {column}: {reason}',
    'io.typeWithoutColumn':
      "Line 1, column {column}: '{name}' gives the type of a column {property} that the header does not have",
    'io.noKeyColumns':
      'The header (line 1) has no PartitionKey and RowKey column; an entity import needs both keys. Header: {header}',
    'io.noPartitionKeyColumn':
      'The header (line 1) has no PartitionKey column; an entity import needs both keys. Header: {header}',
    'io.noRowKeyColumn':
      'The header (line 1) has no RowKey column; an entity import needs both keys. Header: {header}',
    'io.notCsv':
      "This is not a CSV Keyscope can read: the first line has no , ; or tab delimiter, so it cannot hold PartitionKey and RowKey columns (it starts '{start}')",
    'io.notText':
      'This is not a text file (its first line contains NUL characters): Keyscope imports CSV and JSON text',
    'io.notEdmType':
      "{where}: '{text}' is not an Edm type (expected Edm.String, Edm.Int32, Edm.Int64, Edm.Double, Edm.Boolean, Edm.DateTime, Edm.Guid or Edm.Binary, with or without Edm.)",
    'io.fieldCount':
      '{where}: the row has {count} fields; the header has {expected} (an unquoted delimiter or line break in a value?)',
    'io.malformedCsv':
      '{where}: {problem} (RFC 4180: a quoted value ends with a quote followed by the delimiter or a line break; a quote inside is written twice)',
    'io.emptyFile': 'The file is empty',
    'io.blankFile': 'The file has only blank lines',
    'io.headerOnly': 'The file has a header line but no data rows',
    'io.noEntities': 'The file has no entities',
    'io.notODataJson':
      "This is not OData JSON: it starts with '{start}', not [ (an array of entities) or { (a response body or JSON lines)",
    'io.malformedJson': 'the JSON is malformed ({why})',
    'io.malformedJsonAt': 'Line {line}: the JSON is malformed ({why})',
    'io.notJsonObject': '{where}: not a JSON object ({why}); JSON lines hold one entity per line',
    'io.rowRule': '{where}: {reason}',
    'io.duplicateKey':
      "{where}: PartitionKey '{partitionKey}' and RowKey '{rowKey}' were already imported from line {first}; a table holds one entity per key",
    'io.mixedTypes':
      '{where}: {name} is {type} here, but {expected} in {count} of its {total} rows, so the record type says {expected}; this row is not imported (make the column one type, or import as entities)',
  },
  {
    'zh-CN': {
      'io.whereLine': '第 {line} 行',
      'io.whereColumn': '第 {line} 行第 {column} 列',
      'io.whereField': '第 {line} 行第 {column} 列（{field}）',
      'io.tooLargeMb':
        '文件超过 {limit} MB（目前已读取 {read} MB）；Keyscope 能导入的最大文件为 {limit} MB',
      'io.tooLargeChars':
        '文件超过 {limit} 个字符（目前已读取 {read} 个字符）；Keyscope 能导入的最大文件为 {limit} 个字符',
      'io.tooManyColumns':
        '标题行有 {count} 列；Keyscope 最多读取 {max} 列（一个实体最多有 252 个属性）',
      'io.emptyHeaderCell': '第 1 行第 {column} 列：标题单元格为空；每一列都需要名称',
      'io.duplicateColumn':
        "第 1 行第 {column} 列：列 '{name}' 出现了两次（第一次是第 {first} 列）",
      'io.headerRule': '第 1 行第 {column} 列：{reason}',
      'io.typeWithoutColumn':
        "第 1 行第 {column} 列：'{name}' 给出了列 {property} 的类型，但标题行中没有这一列",
      'io.noKeyColumns':
        '标题行（第 1 行）没有 PartitionKey 和 RowKey 列；导入实体需要这两个键。标题行：{header}',
      'io.noPartitionKeyColumn':
        '标题行（第 1 行）没有 PartitionKey 列；导入实体需要这两个键。标题行：{header}',
      'io.noRowKeyColumn':
        '标题行（第 1 行）没有 RowKey 列；导入实体需要这两个键。标题行：{header}',
      'io.notCsv':
        "这不是 Keyscope 能读取的 CSV：第一行没有 , ; 或制表符分隔符，因此不可能包含 PartitionKey 和 RowKey 列（开头为 '{start}'）",
      'io.notText': '这不是文本文件（第一行含有 NUL 字符）：Keyscope 导入的是 CSV 和 JSON 文本',
      'io.notEdmType':
        "{where}：'{text}' 不是 Edm 类型（应为 Edm.String、Edm.Int32、Edm.Int64、Edm.Double、Edm.Boolean、Edm.DateTime、Edm.Guid 或 Edm.Binary，可省略 Edm.）",
      'io.fieldCount':
        '{where}：该行有 {count} 个字段，标题行有 {expected} 个（值中是否有未加引号的分隔符或换行？）',
      'io.malformedCsv':
        '{where}：{problem}（RFC 4180：带引号的值以引号结尾，后跟分隔符或换行；值内的引号要写两次）',
      'io.emptyFile': '文件为空',
      'io.blankFile': '文件只有空行',
      'io.headerOnly': '文件有标题行，但没有数据行',
      'io.noEntities': '文件中没有实体',
      'io.notODataJson':
        "这不是 OData JSON：开头为 '{start}'，而不是 [（实体数组）或 {（响应正文或 JSON lines）",
      'io.malformedJson': 'JSON 格式错误（{why}）',
      'io.malformedJsonAt': '第 {line} 行：JSON 格式错误（{why}）',
      'io.notJsonObject': '{where}：不是 JSON 对象（{why}）；JSON lines 每行一个实体',
      'io.rowRule': '{where}：{reason}',
      'io.duplicateKey':
        "{where}：PartitionKey '{partitionKey}' 和 RowKey '{rowKey}' 已在第 {first} 行导入过；一个表中每个键只有一个实体",
      'io.mixedTypes':
        '{where}：{name} 在此处是 {type}，但在其 {total} 行中有 {count} 行是 {expected}，因此记录类型取 {expected}；此行未导入（请让该列类型一致，或按实体导入）',
    },
    ru: {
      'io.whereLine': 'Строка {line}',
      'io.whereColumn': 'Строка {line}, столбец {column}',
      'io.whereField': 'Строка {line}, столбец {column} ({field})',
      'io.tooLargeMb':
        'Файл больше {limit} МБ (уже прочитано {read} МБ); Keyscope импортирует файлы не больше {limit} МБ',
      'io.tooLargeChars':
        'Файл длиннее {limit} символов (уже прочитано {read}); Keyscope импортирует файлы не длиннее {limit} символов',
      'io.tooManyColumns':
        'В заголовке {count} столбцов; Keyscope читает не больше {max} (у сущности не больше 252 свойств)',
      'io.emptyHeaderCell':
        'Строка 1, столбец {column}: ячейка заголовка пуста; у каждого столбца должно быть имя',
      'io.duplicateColumn':
        "Строка 1, столбец {column}: столбец '{name}' встречается дважды (впервые как столбец {first})",
      'io.headerRule': 'Строка 1, столбец {column}: {reason}',
      'io.typeWithoutColumn':
        "Строка 1, столбец {column}: '{name}' задаёт тип столбца {property}, которого в заголовке нет",
      'io.noKeyColumns':
        'В заголовке (строка 1) нет столбцов PartitionKey и RowKey; для импорта сущностей нужны оба ключа. Заголовок: {header}',
      'io.noPartitionKeyColumn':
        'В заголовке (строка 1) нет столбца PartitionKey; для импорта сущностей нужны оба ключа. Заголовок: {header}',
      'io.noRowKeyColumn':
        'В заголовке (строка 1) нет столбца RowKey; для импорта сущностей нужны оба ключа. Заголовок: {header}',
      'io.notCsv':
        "Keyscope не может прочитать этот CSV: в первой строке нет разделителя (, ; или табуляции), значит, в ней не может быть столбцов PartitionKey и RowKey (она начинается с '{start}')",
      'io.notText':
        'Это не текстовый файл (в первой строке есть символы NUL): Keyscope импортирует текст CSV и JSON',
      'io.notEdmType':
        "{where}: '{text}' — не тип Edm (ожидается Edm.String, Edm.Int32, Edm.Int64, Edm.Double, Edm.Boolean, Edm.DateTime, Edm.Guid или Edm.Binary, с Edm. или без)",
      'io.fieldCount':
        '{where}: в строке полей — {count}, в заголовке — {expected} (разделитель или перевод строки в значении без кавычек?)',
      'io.malformedCsv':
        '{where}: {problem} (RFC 4180: значение в кавычках заканчивается кавычкой, за которой идёт разделитель или перевод строки; кавычка внутри пишется дважды)',
      'io.emptyFile': 'Файл пуст',
      'io.blankFile': 'В файле только пустые строки',
      'io.headerOnly': 'В файле есть заголовок, но нет строк с данными',
      'io.noEntities': 'В файле нет сущностей',
      'io.notODataJson':
        "Это не OData JSON: файл начинается с '{start}', а не с [ (массив сущностей) или { (тело ответа или JSON lines)",
      'io.malformedJson': 'JSON повреждён ({why})',
      'io.malformedJsonAt': 'Строка {line}: JSON повреждён ({why})',
      'io.notJsonObject':
        '{where}: не объект JSON ({why}); в JSON lines по одной сущности на строку',
      'io.rowRule': '{where}: {reason}',
      'io.duplicateKey':
        "{where}: PartitionKey '{partitionKey}' и RowKey '{rowKey}' уже импортированы из строки {first}; в таблице одна сущность на ключ",
      'io.mixedTypes':
        '{where}: {name} здесь имеет тип {type}, но в {count} из {total} строк — {expected}, поэтому тип записи — {expected}; эта строка не импортирована (приведите столбец к одному типу или импортируйте как сущности)',
    },
  },
);
