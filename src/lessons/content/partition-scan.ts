import type { LessonSource } from '../types';

/** Querying basics: a partition read from end to end. */
export const PARTITION_SCAN: LessonSource = {
  id: 'partition-scan',
  group: 'querying',
  title: {
    en: 'Partition scans',
    'zh-CN': '分区扫描',
    ru: 'Просмотр разделов',
  },
  summary: {
    en: 'A fixed partition but no bound on RowKey: every entity of the partition is read.',
    'zh-CN': '分区已固定，但 RowKey 没有边界：分区中的每个实体都会被读取。',
    ru: 'Раздел задан, а RowKey не ограничен: читается каждая сущность раздела.',
  },
  steps: [
    {
      id: 'whole-partition',
      title: {
        en: 'A condition the index cannot use',
        'zh-CN': '索引用不上的条件',
        ru: 'Условие, которое индекс не использует',
      },
      focus: 'strip',
      shows: 'partition-scan',
      setup: {
        dataset: 'employees',
        size: 1000,
        filter: "PartitionKey eq 'Sales' and LastName eq 'Jones'",
      },
      body: [
        {
          en: '`LastName` is not a key, so the service cannot seek on it. It reads every entity of the Sales partition and checks the condition on each; the strip shows the entities it read and rejected.',
          'zh-CN':
            '`LastName` 不是键，服务无法按它定位。服务会读取 Sales 分区中的每个实体，并逐一检查条件；条带图显示了它读取后又舍弃的实体。',
          ru: '`LastName` — не ключ, поэтому служба не может искать по нему. Она читает каждую сущность раздела Sales и проверяет условие на каждой; полоса показывает прочитанные и отброшенные сущности.',
        },
        {
          en: 'The cost grows with the partition, not with the answer: here most entities read are thrown away. A partition scan is fine for small partitions and a warning sign for large ones.',
          'zh-CN':
            '开销随分区的大小增长，而不是随结果的多少增长：这里读取的实体大多被丢弃了。对小分区来说，分区扫描无妨；对大分区来说，它是一个警告信号。',
          ru: 'Стоимость растёт с размером раздела, а не ответа: здесь почти всё прочитанное отбрасывается. Просмотр разделов допустим для небольших разделов и настораживает для больших.',
        },
      ],
    },
    {
      id: 'jones-in-hr',
      title: {
        en: 'Stay inside one partition',
        'zh-CN': '只在一个分区内查找',
        ru: 'Не выходите за один раздел',
      },
      focus: 'plan',
      shows: 'table-scan',
      setup: { dataset: 'employees', size: 1000, filter: "LastName eq 'Jones'" },
      body: [
        {
          en: 'Without a partition, the same condition reads the whole table.',
          'zh-CN': '如果不指定分区，同样的条件会读取整个表。',
          ru: 'Без раздела то же условие читает всю таблицу.',
        },
      ],
      challenge: {
        prompt: {
          en: 'Return the employees named Jones who work in HR, reading no other partition.',
          'zh-CN': '返回在 HR 部门工作、姓 Jones 的员工，且不读取任何其他分区。',
          ru: 'Верните сотрудников HR с фамилией Jones, не читая других разделов.',
        },
        hints: [
          {
            en: 'Fix the partition with `PartitionKey eq`.',
            'zh-CN': '用 `PartitionKey eq` 固定分区。',
            ru: 'Задайте раздел через `PartitionKey eq`.',
          },
          {
            en: "`PartitionKey eq 'HR' and LastName eq 'Jones'`",
            'zh-CN': "`PartitionKey eq 'HR' and LastName eq 'Jones'`",
            ru: "`PartitionKey eq 'HR' and LastName eq 'Jones'`",
          },
        ],
        solution: { filter: "PartitionKey eq 'HR' and LastName eq 'Jones'" },
        check: {
          kind: 'query',
          costClass: ['partition-scan', 'range', 'point'],
          sameAs: "PartitionKey eq 'HR' and LastName eq 'Jones'",
        },
      },
    },
  ],
};
