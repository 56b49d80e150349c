import type { LessonSource } from '../types';

/** Querying basics: no partition named, every partition read. */
export const TABLE_SCAN: LessonSource = {
  id: 'table-scan',
  group: 'querying',
  title: {
    en: 'Table scans',
    'zh-CN': '表扫描',
    ru: 'Просмотр таблицы',
  },
  summary: {
    en: 'Without PartitionKey eq, the service reads every partition, page by page.',
    'zh-CN': '没有 PartitionKey eq，服务就要逐页读取每一个分区。',
    ru: 'Без PartitionKey eq служба читает все разделы, страница за страницей.',
  },
  steps: [
    {
      id: 'every-partition',
      title: {
        en: 'Every partition, every entity',
        'zh-CN': '每个分区、每个实体',
        ru: 'Все разделы, все сущности',
      },
      focus: 'map',
      shows: 'table-scan',
      setup: { dataset: 'employees', size: 10000, filter: "LastName eq 'Jones'" },
      body: [
        {
          en: 'Nothing in this filter names a partition, so the service has to read them all. The map lights up every partition; the counters show how many entities were read to return a few.',
          'zh-CN':
            '这个筛选器没有指定任何分区，所以服务必须把所有分区都读一遍。分区图上每个分区都亮了起来；计数器显示，为了返回寥寥几个实体，读取了多少实体。',
          ru: 'Фильтр не называет ни одного раздела, поэтому службе приходится читать все. На карте подсвечены все разделы; счётчики показывают, сколько сущностей прочитано ради нескольких возвращённых.',
        },
        {
          en: 'A table scan is the most expensive query there is, and it gets slower as the table grows. It also comes back in pages: at most 1,000 entities a page, and a page can end early at a partition boundary or after five seconds, so a client must follow the continuation tokens.',
          'zh-CN':
            '表扫描是开销最大的查询，而且表越大越慢。它的结果还会分页返回：每页最多 1,000 个实体，一页也可能在分区边界处或五秒之后提前结束，因此客户端必须跟随延续标记继续读取。',
          ru: 'Просмотр таблицы — самый дорогой запрос, и он замедляется с ростом таблицы. Ответ приходит страницами: не больше 1000 сущностей на страницу, а страница может закончиться раньше — на границе раздела или через пять секунд, поэтому клиент должен следовать маркерам продолжения.',
        },
      ],
    },
    {
      id: 'row-key-alone',
      title: {
        en: 'A RowKey alone does not help',
        'zh-CN': '只有 RowKey 没有用',
        ru: 'Один RowKey не поможет',
      },
      focus: 'plan',
      shows: 'table-scan',
      setup: { dataset: 'employees', size: 10000, filter: "RowKey eq '000123'" },
      body: [
        {
          en: 'RowKeys are only ordered inside a partition. Without the partition, the service cannot find `000123` without looking in every one of them.',
          'zh-CN': 'RowKey 只在分区内部有序。没有分区，服务不逐个查看每个分区就找不到 `000123`。',
          ru: 'RowKey упорядочены только внутри раздела. Не зная раздела, служба найдёт `000123`, лишь заглянув в каждый из них.',
        },
      ],
      challenge: {
        prompt: {
          en: 'Employee 000123 works in IT. Make this lookup a point query.',
          'zh-CN': '000123 号员工在 IT 部门工作。把这次查找变成点查询。',
          ru: 'Сотрудник 000123 работает в IT. Сделайте этот поиск точечным запросом.',
        },
        hints: [
          {
            en: 'Add the partition the entity lives in.',
            'zh-CN': '加上该实体所在的分区。',
            ru: 'Добавьте раздел, в котором лежит сущность.',
          },
        ],
        solution: { filter: "PartitionKey eq 'IT' and RowKey eq '000123'" },
        check: {
          kind: 'query',
          costClass: ['point'],
          sameAs: "PartitionKey eq 'IT' and RowKey eq '000123'",
        },
      },
    },
  ],
};
