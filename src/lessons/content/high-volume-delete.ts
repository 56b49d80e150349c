import type { LessonSource } from '../types';

/** Patterns: delete many entities at once by keeping them together. */
export const HIGH_VOLUME_DELETE: LessonSource = {
  id: 'high-volume-delete',
  group: 'patterns',
  title: {
    en: 'High-volume delete',
    'zh-CN': '大量删除',
    ru: 'Удаление больших объёмов',
  },
  summary: {
    en: 'Entities deleted together should be stored together: one partition, or better, one table.',
    'zh-CN': '一起删除的实体应该存放在一起：放在一个分区中，最好放在一个表中。',
    ru: 'Сущности, которые удаляются вместе, храните вместе: в одном разделе, а лучше — в одной таблице.',
  },
  steps: [
    {
      id: 'delete-an-hour',
      title: {
        en: 'Deleting an hour of logs',
        'zh-CN': '删除一小时的日志',
        ru: 'Удаление часа журнала',
      },
      focus: 'map',
      shows: 'partition-scan',
      setup: { dataset: 'app-log-hot', size: 10000, filter: "PartitionKey eq '2025011509'" },
      body: [
        {
          en: 'Entities are deleted one at a time, or up to 100 at a time in an entity group transaction when they share a partition. There is no "delete where". To delete an hour of logs, an application first reads the keys, then deletes in batches.',
          'zh-CN':
            '实体只能逐个删除；如果共用一个分区，也可以在一个实体组事务中每次最多删除 100 个。没有“按条件删除”。要删除一小时的日志，应用程序要先读取键，再分批删除。',
          ru: 'Сущности удаляются по одной или до 100 сразу в транзакции группы сущностей, если у них общий раздел. Команды «удалить где…» нет. Чтобы удалить час журнала, приложение сначала читает ключи, затем удаляет пакетами.',
        },
        {
          en: 'Because this design puts each hour in its own partition, the read is one partition scan and every batch can hold 100 entities. The guide goes further: store each period in a table of its own, and delete the whole table in one call.',
          'zh-CN':
            '此设计把每个小时放在单独的分区中，所以读取只是一次分区扫描，每批都能包含 100 个实体。指南更进一步：把每个时间段存放在单独的表中，一次调用就能删除整个表。',
          ru: 'Эта схема кладёт каждый час в свой раздел, поэтому чтение — просмотр одного раздела, а каждый пакет вмещает 100 сущностей. Руководство идёт дальше: храните каждый период в отдельной таблице и удаляйте её целиком одним вызовом.',
        },
      ],
    },
    {
      id: 'read-to-delete',
      title: {
        en: 'Read exactly what goes',
        'zh-CN': '只读取要删除的内容',
        ru: 'Прочитайте ровно то, что удаляется',
      },
      focus: 'map',
      shows: 'table-scan',
      setup: {
        dataset: 'app-log-hot',
        size: 10000,
        filter: "EventTime ge datetime'2025-01-15T10:00:00Z'",
      },
      body: [
        {
          en: 'This filter finds the events by time, reading every partition.',
          'zh-CN': '这个筛选器按时间查找事件，会读取每个分区。',
          ru: 'Этот фильтр ищет события по времени и читает все разделы.',
        },
      ],
      challenge: {
        prompt: {
          en: 'Return exactly the events of 10:00 to 11:00 on 15 January 2025, reading no other partition.',
          'zh-CN': '恰好返回 2025 年 1 月 15 日 10:00 到 11:00 的事件，且不读取任何其他分区。',
          ru: 'Верните ровно события 15 января 2025 года с 10:00 до 11:00, не читая других разделов.',
        },
        hints: [
          {
            en: 'Each hour is a partition, named `yyyyMMddHH`.',
            'zh-CN': '每个小时是一个分区，名称格式为 `yyyyMMddHH`。',
            ru: 'Каждый час — раздел с именем вида `yyyyMMddHH`.',
          },
        ],
        solution: { filter: "PartitionKey eq '2025011510'" },
        check: {
          kind: 'query',
          costClass: ['partition-scan', 'range'],
          sameAs: "PartitionKey eq '2025011510'",
        },
      },
    },
  ],
};
