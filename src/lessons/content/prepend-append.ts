import type { LessonSource } from '../types';

/** Anti-pattern: every new entity at one end of one partition. */
export const PREPEND_APPEND: LessonSource = {
  id: 'prepend-append',
  group: 'patterns',
  title: {
    en: 'Prepend/append anti-pattern',
    'zh-CN': '前置/追加反模式',
    ru: 'Антишаблон добавления в начало или конец',
  },
  summary: {
    en: 'Keys that always grow send every insert to one hot partition; spread them with a bucket.',
    'zh-CN': '总在增长的键会把每次插入都送到同一个热分区；用分桶把它们分散开。',
    ru: 'Постоянно растущие ключи отправляют каждую вставку в один горячий раздел; распределите их по сегментам.',
  },
  steps: [
    {
      id: 'hot-partition',
      title: {
        en: 'Every write to the same place',
        'zh-CN': '每次写入都落在同一个地方',
        ru: 'Все записи в одно место',
      },
      focus: 'map',
      shows: 'partition-scan',
      setup: { dataset: 'app-log-hot', size: 10000, filter: "PartitionKey eq '2025011509'" },
      body: [
        {
          en: "This log is keyed by the hour. While an hour lasts, every new event goes to the same partition, at its end. One partition is served by one server, and the service's target for a single partition is 2,000 entities a second: beyond that, requests are throttled (HTTP 503), however idle the other partitions are.",
          'zh-CN':
            '这份日志以小时为键。在一个小时之内，每个新事件都写入同一个分区的末尾。一个分区由一台服务器提供服务，而服务对单个分区的目标是每秒 2,000 个实体：超过这个值，请求就会被限制（HTTP 503），无论其他分区有多空闲。',
          ru: 'Ключ этого журнала — час. Пока час длится, каждое новое событие попадает в один и тот же раздел, в его конец. Раздел обслуживает один сервер, а целевой показатель для одного раздела — 2000 сущностей в секунду: сверх этого запросы регулируются (HTTP 503), как бы ни простаивали другие разделы.',
        },
        {
          en: 'The table as a whole can take 20,000 entities a second, but only if the writes are spread.',
          'zh-CN': '整个表每秒可以承受 20,000 个实体，但前提是写入被分散开。',
          ru: 'Таблица в целом принимает 20 000 сущностей в секунду, но только если записи распределены.',
        },
      ],
    },
    {
      id: 'spread-the-writes',
      title: {
        en: 'Spread the writes',
        'zh-CN': '分散写入',
        ru: 'Распределите записи',
      },
      focus: 'design',
      shows: 'partition-scan',
      setup: { dataset: 'app-log-hot', size: 10000, filter: "PartitionKey eq '2025011509'" },
      body: [
        {
          en: 'A stable hash of the event, taken modulo N and put in front of the hour, spreads each hour over N partitions. Reading an hour then takes N queries, one per bucket, which can run in parallel.',
          'zh-CN':
            '对事件取一个稳定的哈希，对 N 取模后放在小时前面，就能把每个小时分散到 N 个分区中。这样读取一个小时需要 N 个查询，每个桶一个，它们可以并行执行。',
          ru: 'Стабильный хеш события по модулю N перед часом раскладывает каждый час по N разделам. Чтение часа — это N запросов, по одному на сегмент, и они могут идти параллельно.',
        },
      ],
      challenge: {
        prompt: {
          en: 'At 5,000 log events a second, no partition may receive more than 2,000 writes a second. Change the PartitionKey template so that none does.',
          'zh-CN':
            '在每秒 5,000 个日志事件的情况下，任何分区每秒接收的写入都不得超过 2,000 次。修改 PartitionKey 模板，使所有分区都满足这一点。',
          ru: 'При 5000 событий журнала в секунду ни один раздел не должен получать больше 2000 записей в секунду. Измените для этого шаблон PartitionKey.',
        },
        hints: [
          {
            en: 'The template function `hash:N` gives a stable bucket number from 0 to N−1.',
            'zh-CN': '模板函数 `hash:N` 给出一个从 0 到 N−1 的稳定桶编号。',
            ru: 'Функция шаблона `hash:N` даёт стабильный номер сегмента от 0 до N−1.',
          },
          {
            en: "The preset 'Hash-bucketed by hour' puts `{EventTime|ticks|hash:10|pad:2}_` in front of the hour.",
            'zh-CN':
              '预设的“Hash-bucketed by hour”在小时前面加上 `{EventTime|ticks|hash:10|pad:2}_`。',
            ru: 'Готовая схема «Хеш-сегменты по часам» ставит `{EventTime|ticks|hash:10|pad:2}_` перед часом.',
          },
        ],
        solution: { design: 'log-hash-bucketed', filter: "PartitionKey eq '03_2025011509'" },
        check: {
          kind: 'write-load',
          recordType: 'LogEvent',
          rate: 5000,
          arrival: 'EventTime',
          maxPartitionRate: 2000,
        },
      },
    },
  ],
};
