/**
 * The comparison's words for answers of several queries and for entities a pattern also reads
 * (src/ui/compare: the pattern dialog and the cell detail).
 */
import { cataloguePart } from './part';

/** Several queries per design, merged; sentinel entities read with the records. */
export const COMPARE_ANSWERS = cataloguePart(
  {
    'compare.addQuery': 'Add a query on {design}',
    'compare.queriesFor': 'Queries on {design}',
    'compare.queryNFor': 'Query {n} on {design}',
    'compare.removeQuery': 'Remove query {n} on {design}',
    'compare.mergeLabel': 'The client combines the results',
    'compare.mergeInOrder': 'One query after another, in that order',
    'compare.mergeByRowKey': 'Side by side, merged by RowKey',
    'compare.cellQueries': {
      one: '{count} query, {merge}',
      other: '{count} queries, {merge}',
    },
    'compare.mergedInOrder': 'run one after another',
    'compare.mergedByRowKey': 'run side by side and merged by RowKey',
    'compare.queryTable': 'Table of query {n}',
    'compare.queryTablePlaceholder': "The design's one table",
    'compare.cellTables': 'Tables read: {tables}',
    'compare.tablesLine': {
      one: 'in {count} table ({largest}: {entities} entities); deleting it is one Delete Table request',
      other:
        'in {count} tables (the largest, {largest}, holds {entities} entities); deleting one is a single Delete Table request, however many entities it holds',
    },
    'compare.queryShown': 'Query shown in the pictures',
    'compare.queryNumber': 'Query {n}',
    'compare.queryNumberOn': 'Query {n} ({table})',
    'compare.alsoReads': 'Also expects entities of these sets',
    'compare.alsoReadsHint':
      'Entities of these sets (a version or header row read with the records) are neither missing nor extra.',
    'compare.alsoReadSet': 'Set {set}',
    'compare.alsoReadCount': {
      one: 'and {count} entity of a set the pattern also reads',
      other: 'and {count} entities of sets the pattern also reads',
    },
  },
  {
    'zh-CN': {
      'compare.addQuery': '为 {design} 添加一个查询',
      'compare.queriesFor': '{design} 上的查询',
      'compare.queryNFor': '{design} 上的查询 {n}',
      'compare.removeQuery': '删除 {design} 上的查询 {n}',
      'compare.mergeLabel': '客户端如何合并结果',
      'compare.mergeInOrder': '逐个查询，按此顺序',
      'compare.mergeByRowKey': '并行查询，按 RowKey 合并',
      'compare.cellQueries': { other: '{count} 个查询，{merge}' },
      'compare.mergedInOrder': '逐个运行',
      'compare.mergedByRowKey': '并行运行并按 RowKey 合并',
      'compare.queryTable': '查询 {n} 的表',
      'compare.queryTablePlaceholder': '设计的唯一表',
      'compare.cellTables': '读取的表：{tables}',
      'compare.tablesLine': {
        other:
          '分布在 {count} 个表中（最大的 {largest} 有 {entities} 个实体）；删除其中一个表只需一次 Delete Table 请求，无论它有多少实体。',
      },
      'compare.queryShown': '图中显示的查询',
      'compare.queryNumber': '查询 {n}',
      'compare.queryNumberOn': '查询 {n}（{table}）',
      'compare.alsoReads': '还需读取这些实体集的实体',
      'compare.alsoReadsHint':
        '这些实体集的实体（与记录一同读取的版本行或标头行）既不算缺失也不算多余。',
      'compare.alsoReadSet': '实体集 {set}',
      'compare.alsoReadCount': { other: '另有 {count} 个该模式同时读取的实体' },
    },
    ru: {
      'compare.addQuery': 'Добавить запрос для {design}',
      'compare.queriesFor': 'Запросы для {design}',
      'compare.queryNFor': 'Запрос {n} для {design}',
      'compare.removeQuery': 'Удалить запрос {n} для {design}',
      'compare.mergeLabel': 'Как клиент объединяет результаты',
      'compare.mergeInOrder': 'Запросы по очереди, в этом порядке',
      'compare.mergeByRowKey': 'Параллельно, слияние по RowKey',
      'compare.cellQueries': {
        one: '{count} запрос, {merge}',
        few: '{count} запроса, {merge}',
        many: '{count} запросов, {merge}',
        other: '{count} запроса, {merge}',
      },
      'compare.mergedInOrder': 'выполняются по очереди',
      'compare.mergedByRowKey': 'выполняются параллельно и сливаются по RowKey',
      'compare.queryTable': 'Таблица запроса {n}',
      'compare.queryTablePlaceholder': 'Единственная таблица схемы',
      'compare.cellTables': 'Прочитанные таблицы: {tables}',
      'compare.tablesLine': {
        one: 'в {count} таблице ({largest}: сущностей — {entities}); удалить её — один запрос Delete Table',
        few: 'в {count} таблицах (крупнейшая, {largest}, — {entities} сущностей); удалить любую — один запрос Delete Table, сколько бы в ней ни было сущностей',
        many: 'в {count} таблицах (крупнейшая, {largest}, — {entities} сущностей); удалить любую — один запрос Delete Table, сколько бы в ней ни было сущностей',
        other:
          'в {count} таблицы (крупнейшая, {largest}, — {entities} сущностей); удалить любую — один запрос Delete Table, сколько бы в ней ни было сущностей',
      },
      'compare.queryShown': 'Запрос на рисунках',
      'compare.queryNumber': 'Запрос {n}',
      'compare.queryNumberOn': 'Запрос {n} ({table})',
      'compare.alsoReads': 'Также ожидает сущности этих наборов',
      'compare.alsoReadsHint':
        'Сущности этих наборов (строка версии или заголовка, читаемая вместе с записями) не считаются ни недостающими, ни лишними.',
      'compare.alsoReadSet': 'Набор {set}',
      'compare.alsoReadCount': {
        one: 'и {count} сущность набора, который шаблон тоже читает',
        few: 'и {count} сущности наборов, которые шаблон тоже читает',
        many: 'и {count} сущностей наборов, которые шаблон тоже читает',
        other: 'и {count} сущности наборов, которые шаблон тоже читает',
      },
    },
  },
);
