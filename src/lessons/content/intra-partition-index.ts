import type { LessonSource } from '../types';

/** Patterns: a second copy of each entity under another RowKey, in the same partition. */
export const INTRA_PARTITION_INDEX: LessonSource = {
  id: 'intra-partition-index',
  group: 'patterns',
  title: {
    en: 'Intra-partition secondary index',
    'zh-CN': '分区内辅助索引',
    ru: 'Вторичный индекс внутри раздела',
  },
  summary: {
    en: 'Store each entity twice in its partition, keyed by id and by e-mail, and both lookups are point queries.',
    'zh-CN': '在分区中把每个实体存两份，分别以 ID 和电子邮件为键，两种查找就都是点查询。',
    ru: 'Храните каждую сущность в её разделе дважды, с ключом по номеру и по e-mail, и оба поиска станут точечными запросами.',
  },
  steps: [
    {
      id: 'two-copies',
      title: {
        en: 'Two RowKeys for one employee',
        'zh-CN': '一名员工，两个 RowKey',
        ru: 'Два RowKey для одного сотрудника',
      },
      focus: 'strip',
      shows: 'point',
      setup: {
        dataset: 'employees-intra-index',
        size: 1000,
        filter: "PartitionKey eq 'Sales' and RowKey eq 'email_smith.dana0@contoso.com'",
      },
      body: [
        {
          en: 'A table has one index: (PartitionKey, RowKey). To look an employee up by e-mail as cheaply as by id, this design writes every employee twice in the department partition: once as `empid_000000` and once as `email_smith.dana0@contoso.com`.',
          'zh-CN':
            '表只有一个索引：(PartitionKey, RowKey)。为了让按电子邮件查找员工和按 ID 查找一样便宜，此设计把每名员工在部门分区中写入两次：一次作为 `empid_000000`，一次作为 `email_smith.dana0@contoso.com`。',
          ru: 'У таблицы один индекс: (PartitionKey, RowKey). Чтобы искать сотрудника по e-mail так же дёшево, как по номеру, эта схема записывает каждого сотрудника в раздел отдела дважды: как `empid_000000` и как `email_smith.dana0@contoso.com`.',
        },
        {
          en: 'Both copies are in one partition, so one entity group transaction writes or updates them together: they never disagree. The price is twice the entities and twice the writes.',
          'zh-CN':
            '两个副本在同一个分区中，所以一个实体组事务就能同时写入或更新它们：它们永远不会不一致。代价是实体数翻倍，写入次数也翻倍。',
          ru: 'Обе копии в одном разделе, поэтому одна транзакция группы сущностей записывает или обновляет их вместе: они никогда не расходятся. Цена — вдвое больше сущностей и вдвое больше записей.',
        },
      ],
    },
    {
      id: 'make-it-a-point',
      title: {
        en: 'Design the index yourself',
        'zh-CN': '自己设计索引',
        ru: 'Спроектируйте индекс сами',
      },
      focus: 'design',
      shows: 'table-scan',
      setup: {
        dataset: 'employees',
        size: 1000,
        filter: "EmailAddress eq 'smith.dana0@contoso.com'",
      },
      body: [
        {
          en: 'On the plain department design, looking an employee up by e-mail scans the whole table.',
          'zh-CN': '在普通的按部门设计上，按电子邮件查找员工会扫描整个表。',
          ru: 'В простой схеме по отделам поиск сотрудника по e-mail просматривает всю таблицу.',
        },
      ],
      challenge: {
        prompt: {
          en: "Change the design so that the employee with e-mail 'smith.dana0@contoso.com' (in Sales) is found with a point query, then write that query.",
          'zh-CN':
            "修改设计，使电子邮件为 'smith.dana0@contoso.com' 的员工（在 Sales 部门）能用点查询找到，然后写出该查询。",
          ru: "Измените схему, чтобы сотрудника с адресом 'smith.dana0@contoso.com' (Sales) находил точечный запрос, и напишите этот запрос.",
        },
        hints: [
          {
            en: 'Open the key-design editor. You can change the RowKey template, or add a second copy with its own RowKey.',
            'zh-CN':
              '打开键设计编辑器。你可以修改 RowKey 模板，也可以添加第二个带自己 RowKey 的副本。',
            ru: 'Откройте редактор схемы ключей: измените шаблон RowKey или добавьте вторую копию со своим RowKey.',
          },
          {
            en: "A RowKey template like `email_{EmailAddress}` makes the address part of the key; the preset 'Intra-partition index' does exactly that.",
            'zh-CN':
              '像 `email_{EmailAddress}` 这样的 RowKey 模板会把地址变成键的一部分；预设的“Intra-partition index”正是这样做的。',
            ru: 'Шаблон RowKey `email_{EmailAddress}` делает адрес частью ключа; так устроена готовая схема «Индекс внутри раздела».',
          },
          {
            en: "Then: `PartitionKey eq 'Sales' and RowKey eq 'email_smith.dana0@contoso.com'`.",
            'zh-CN':
              "然后：`PartitionKey eq 'Sales' and RowKey eq 'email_smith.dana0@contoso.com'`。",
            ru: "Затем: `PartitionKey eq 'Sales' and RowKey eq 'email_smith.dana0@contoso.com'`.",
          },
        ],
        solution: {
          design: 'intra-partition-index',
          filter: "PartitionKey eq 'Sales' and RowKey eq 'email_smith.dana0@contoso.com'",
        },
        check: {
          kind: 'records',
          recordType: 'Employee',
          intent: "EmailAddress eq 'smith.dana0@contoso.com'",
          costClass: ['point'],
        },
      },
    },
  ],
};
