import type { LessonSource } from '../types';

/** Anti-pattern: log data in a table keyed by time. */
export const LOG_DATA: LessonSource = {
  id: 'log-data',
  group: 'patterns',
  title: {
    en: 'Log data anti-pattern',
    'zh-CN': '日志数据反模式',
    ru: 'Антишаблон данных журнала',
  },
  summary: {
    en: 'Logs keyed by time make a hot partition; buckets fix the writes but cost reads.',
    'zh-CN': '以时间为键的日志会形成热分区；分桶解决了写入问题，却增加了读取开销。',
    ru: 'Журнал с ключом по времени создаёт горячий раздел; сегменты исправляют запись, но удорожают чтение.',
  },
  steps: [
    {
      id: 'buckets-cost-reads',
      title: {
        en: 'What the buckets cost to read',
        'zh-CN': '分桶给读取带来的开销',
        ru: 'Цена сегментов при чтении',
      },
      focus: 'map',
      shows: 'partition-scan',
      setup: {
        dataset: 'app-log-hot',
        size: 10000,
        design: 'log-hash-bucketed',
        filter: "PartitionKey eq '00_2025011509'",
      },
      body: [
        {
          en: 'With hash buckets, an hour lives in ten partitions, `00_2025011509` to `09_2025011509`. This filter reads bucket `00`; reading the whole hour takes nine more queries like it, run in parallel, whose results the client merges by time.',
          'zh-CN':
            '使用哈希分桶后，一个小时分布在十个分区中：`00_2025011509` 到 `09_2025011509`。这个筛选器读取桶 `00`；要读取整个小时，还需要九个类似的查询并行执行，再由客户端按时间合并结果。',
          ru: 'С хеш-сегментами час лежит в десяти разделах, от `00_2025011509` до `09_2025011509`. Этот фильтр читает сегмент `00`; весь час — это ещё девять таких запросов, идущих параллельно, а их результаты клиент сливает по времени.',
        },
        {
          en: "The guide's advice for logs is often Blob storage instead: append blobs take writes at the end cheaply, and log analysis reads whole periods anyway. Keep logs in a table when you query single events by key.",
          'zh-CN':
            '对于日志，指南通常建议改用 Blob 存储：追加 Blob 能以很低的开销在末尾写入，而日志分析本来就要读取整个时间段。只有在需要按键查询单个事件时，才把日志保存在表中。',
          ru: 'Для журналов руководство часто советует BLOB-объекты: добавочный BLOB дёшево дописывается в конец, а анализ журналов всё равно читает периоды целиком. Таблица оправдана, когда отдельные события ищут по ключу.',
        },
      ],
    },
    {
      id: 'one-bucket',
      title: {
        en: 'One bucket of one hour',
        'zh-CN': '一个小时中的一个桶',
        ru: 'Один сегмент одного часа',
      },
      focus: 'map',
      shows: 'table-scan',
      setup: {
        dataset: 'app-log-hot',
        size: 10000,
        design: 'log-hash-bucketed',
        filter:
          "EventTime ge datetime'2025-01-15T09:00:00Z' and EventTime lt datetime'2025-01-15T10:00:00Z'",
      },
      body: [
        {
          en: 'This filter reads the hour by time: a table scan.',
          'zh-CN': '这个筛选器按时间读取这个小时：这是一次表扫描。',
          ru: 'Этот фильтр читает час по времени: просмотр таблицы.',
        },
      ],
      challenge: {
        prompt: {
          en: 'Return the 09:00 to 10:00 events of 15 January 2025 that are in bucket 03, reading one partition.',
          'zh-CN':
            '返回 2025 年 1 月 15 日 09:00 到 10:00 之间、位于桶 03 中的事件，只读取一个分区。',
          ru: 'Верните события 15 января 2025 года с 09:00 до 10:00 из сегмента 03, читая один раздел.',
        },
        hints: [
          {
            en: 'Bucket and hour make the PartitionKey: `03_2025011509`.',
            'zh-CN': '桶和小时组成 PartitionKey：`03_2025011509`。',
            ru: 'Сегмент и час составляют PartitionKey: `03_2025011509`.',
          },
        ],
        solution: { filter: "PartitionKey eq '03_2025011509'" },
        check: {
          kind: 'query',
          costClass: ['partition-scan', 'range'],
          sameAs: "PartitionKey eq '03_2025011509'",
        },
      },
    },
  ],
};
