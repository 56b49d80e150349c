import type { LessonSource } from '../types';

/** Patterns: the index copy lives in partitions of its own. */
export const INTER_PARTITION_INDEX: LessonSource = {
  id: 'inter-partition-index',
  group: 'patterns',
  title: {
    en: 'Inter-partition secondary index',
    'zh-CN': '分区间辅助索引',
    ru: 'Вторичный индекс между разделами',
  },
  summary: {
    en: 'Index copies in their own partitions spread the load, but no transaction spans them.',
    'zh-CN': '把索引副本放在单独的分区中可以分散负载，但没有事务能跨越这些分区。',
    ru: 'Копии индекса в собственных разделах распределяют нагрузку, но ни одна транзакция не охватывает их вместе.',
  },
  steps: [
    {
      id: 'own-partitions',
      title: {
        en: 'Copies in partitions of their own',
        'zh-CN': '副本各有自己的分区',
        ru: 'Копии в собственных разделах',
      },
      focus: 'map',
      shows: 'point',
      setup: {
        dataset: 'employees-inter-index',
        size: 1000,
        filter: "PartitionKey eq 'email_Sales' and RowKey eq 'smith.dana0@contoso.com'",
      },
      body: [
        {
          en: 'Here the id copies live in `empid_<department>` partitions and the e-mail copies in `email_<department>` partitions. Each kind of lookup works in partitions of its own, so the two never compete, and each partition stays smaller.',
          'zh-CN':
            '这里，ID 副本位于 `empid_<department>` 分区，电子邮件副本位于 `email_<department>` 分区。每种查找都在自己的分区中进行，两者互不争用，每个分区也更小。',
          ru: 'Здесь копии по номеру лежат в разделах `empid_<department>`, а копии по e-mail — в разделах `email_<department>`. Каждый вид поиска работает в своих разделах, поэтому они не конкурируют, и каждый раздел остаётся меньше.',
        },
        {
          en: "The map shows twice as many partitions as departments. What the design gives up: an employee's two copies are in different partitions, and an entity group transaction cannot span partitions.",
          'zh-CN':
            '分区图上的分区数是部门数的两倍。此设计放弃的是：一名员工的两个副本位于不同分区，而实体组事务不能跨越分区。',
          ru: 'На карте разделов вдвое больше, чем отделов. Чем схема за это платит: две копии сотрудника лежат в разных разделах, а транзакция группы сущностей не может охватывать несколько разделов.',
        },
      ],
    },
    {
      id: 'by-id',
      title: {
        en: 'The id copy',
        'zh-CN': 'ID 副本',
        ru: 'Копия по номеру',
      },
      focus: 'plan',
      shows: 'table-scan',
      setup: { dataset: 'employees-inter-index', size: 1000, filter: "RowKey eq '000103'" },
      body: [
        {
          en: 'This filter finds employee 000103 by scanning the table.',
          'zh-CN': '这个筛选器通过扫描整个表来查找 000103 号员工。',
          ru: 'Этот фильтр находит сотрудника 000103, просматривая таблицу.',
        },
      ],
      challenge: {
        prompt: {
          en: 'Employee 000103 works in IT. Read their id copy with a point query.',
          'zh-CN': '000103 号员工在 IT 部门工作。用点查询读取其 ID 副本。',
          ru: 'Сотрудник 000103 работает в IT. Прочитайте его копию по номеру точечным запросом.',
        },
        hints: [
          {
            en: 'The id copies are in partitions named `empid_` and the department.',
            'zh-CN': 'ID 副本所在的分区以 `empid_` 加部门命名。',
            ru: 'Разделы копий по номеру называются `empid_` плюс отдел.',
          },
        ],
        solution: { filter: "PartitionKey eq 'empid_IT' and RowKey eq '000103'" },
        check: {
          kind: 'query',
          costClass: ['point'],
          sameAs: "PartitionKey eq 'empid_IT' and RowKey eq '000103'",
        },
      },
    },
  ],
};
