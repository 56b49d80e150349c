import type { LessonSource } from '../types';

/** Patterns: keeping copies in step across partitions without a transaction. */
export const EVENTUALLY_CONSISTENT: LessonSource = {
  id: 'eventually-consistent',
  group: 'patterns',
  title: {
    en: 'Eventually consistent transactions',
    'zh-CN': '最终一致性事务',
    ru: 'Транзакции с итоговой согласованностью',
  },
  summary: {
    en: 'Copies in several partitions cannot be written atomically; a queue makes them agree in the end.',
    'zh-CN': '位于多个分区的副本无法以原子方式写入；借助队列，它们最终会达成一致。',
    ru: 'Копии в нескольких разделах нельзя записать атомарно; очередь в итоге их согласует.',
  },
  steps: [
    {
      id: 'what-it-costs',
      title: {
        en: 'What the copies cost to write',
        'zh-CN': '写入这些副本的代价',
        ru: 'Во что обходится запись копий',
      },
      focus: 'design',
      shows: 'partition-scan',
      setup: {
        dataset: 'employees-inter-index',
        size: 1000,
        filter: "PartitionKey eq 'email_Sales'",
      },
      body: [
        {
          en: 'The design summary says it: two entities per employee, in different partitions, so no entity group transaction can write both. If the writer fails between the two writes, the copies disagree.',
          'zh-CN':
            '设计摘要已经说明：每名员工有两个实体，位于不同分区，因此没有哪个实体组事务能同时写入两者。如果写入方在两次写入之间失败，两个副本就会不一致。',
          ru: 'Сводка схемы говорит прямо: две сущности на сотрудника, в разных разделах, поэтому никакая транзакция группы сущностей не запишет обе. Если запись прервётся между двумя операциями, копии разойдутся.',
        },
        {
          en: 'The guide\'s answer is to make the change a message: put "employee 000104 changed" on a queue, and let a worker write each copy, retrying until both are written. The copies disagree for a moment, then agree. Every write becomes a queue message and two entity writes.',
          'zh-CN':
            '指南给出的办法是把更改变成一条消息：把“000104 号员工已更改”放入队列，由工作进程写入每个副本，失败就重试，直到两个副本都写入为止。副本会短暂不一致，随后达成一致。每次写入都变成一条队列消息加两次实体写入。',
          ru: 'Руководство предлагает превратить изменение в сообщение: поставить в очередь «сотрудник 000104 изменён» и поручить обработчику записать каждую копию, повторяя попытки, пока не будут записаны обе. Копии ненадолго расходятся, затем совпадают. Каждая запись становится сообщением очереди и двумя записями сущностей.',
        },
      ],
    },
    {
      id: 'keep-it-atomic',
      title: {
        en: 'Atomic when you can',
        'zh-CN': '能原子写入时就原子写入',
        ru: 'Атомарно, где можно',
      },
      focus: 'design',
      shows: 'partition-scan',
      setup: {
        dataset: 'employees-inter-index',
        size: 1000,
        filter: "PartitionKey eq 'email_Sales'",
      },
      body: [
        {
          en: 'If the copies can share a partition, one entity group transaction writes them, and the queue is not needed.',
          'zh-CN': '如果副本可以共用一个分区，一个实体组事务就能写入它们，也就不需要队列了。',
          ru: 'Копии в общем разделе пишет одна транзакция группы сущностей, и очередь не нужна.',
        },
      ],
      challenge: {
        prompt: {
          en: "Pick a design that writes each employee in one entity group transaction, and find 'smith.dana0@contoso.com' (Sales) with a point query.",
          'zh-CN':
            "选择一个能在一个实体组事务中写入每名员工的设计，并用点查询找到 'smith.dana0@contoso.com'（Sales 部门）。",
          ru: "Выберите схему с одной транзакцией группы сущностей на сотрудника и найдите 'smith.dana0@contoso.com' (Sales) точечным запросом.",
        },
        hints: [
          {
            en: 'Both copies must share the PartitionKey of their employee.',
            'zh-CN': '两个副本都必须使用其所属员工的 PartitionKey。',
            ru: 'Обе копии должны иметь PartitionKey своего сотрудника.',
          },
          {
            en: "The preset 'Intra-partition index' keeps both copies in the department partition.",
            'zh-CN': '预设的“Intra-partition index”把两个副本都放在部门分区中。',
            ru: 'Готовая схема «Индекс внутри раздела» держит обе копии в разделе отдела.',
          },
        ],
        solution: {
          design: 'intra-partition-index',
          filter: "PartitionKey eq 'Sales' and RowKey eq 'email_smith.dana0@contoso.com'",
        },
        check: {
          kind: 'all',
          checks: [
            { kind: 'design', recordType: 'Employee', oneTransaction: true },
            {
              kind: 'records',
              recordType: 'Employee',
              intent: "EmailAddress eq 'smith.dana0@contoso.com'",
              costClass: ['point'],
            },
          ],
        },
      },
    },
  ],
};
