import type { LessonSource } from '../types';

/** Patterns: a series of values in one entity instead of one entity each. */
export const DATA_SERIES: LessonSource = {
  id: 'data-series',
  group: 'patterns',
  title: {
    en: 'Data series',
    'zh-CN': '数据系列',
    ru: 'Ряд данных',
  },
  summary: {
    en: 'A day of hourly counts in one entity: one read and one write instead of 24.',
    'zh-CN': '把一天的每小时计数放进一个实体：一次读取、一次写入，而不是 24 次。',
    ru: 'Сутки почасовых счётчиков в одной сущности: одно чтение и одна запись вместо 24.',
  },
  steps: [
    {
      id: 'hourly',
      title: {
        en: 'One entity per hour',
        'zh-CN': '每小时一个实体',
        ru: 'Сущность на каждый час',
      },
      focus: 'results',
      shows: 'range',
      setup: {
        dataset: 'message-counts-hourly',
        size: 1000,
        filter: "PartitionKey eq '000003' and RowKey ge '20250115' and RowKey lt '20250116'",
      },
      body: [
        {
          en: 'Here each employee has one entity per hour with the number of messages they sent. A day is 24 entities: reading it is a range query that returns 24, and the nightly job that writes it does 24 writes.',
          'zh-CN':
            '这里每名员工每小时有一个实体，记录其发送的消息数。一天就是 24 个实体：读取一天是一个返回 24 个实体的范围查询，而每晚写入它们的作业要做 24 次写入。',
          ru: 'Здесь у каждого сотрудника по сущности на каждый час с числом отправленных им сообщений. Сутки — это 24 сущности: их читает запрос диапазона, возвращающий 24, а ночное задание, которое их пишет, делает 24 записи.',
        },
      ],
    },
    {
      id: 'series',
      title: {
        en: 'One entity per day',
        'zh-CN': '每天一个实体',
        ru: 'Сущность на сутки',
      },
      focus: 'results',
      shows: 'partition-scan',
      setup: { dataset: 'message-counts-series', size: 1000, filter: "PartitionKey eq '000003'" },
      body: [
        {
          en: 'The data-series pattern stores the day in one entity with properties `Hour00` to `Hour23`. The day is read with a point query and written with one request. An entity can hold up to 252 properties and 1 MiB, so the series must stay within both.',
          'zh-CN':
            '数据系列模式把一天存放在一个实体中，属性为 `Hour00` 到 `Hour23`。读取一天只需一个点查询，写入只需一个请求。一个实体最多可以有 252 个属性、最大 1 MiB，所以系列必须同时满足这两个限制。',
          ru: 'Ряд данных хранит сутки в одной сущности со свойствами от `Hour00` до `Hour23`: одно чтение точечным запросом, одна запись. Ряд должен уложиться в предел сущности: 252 свойства и 1 МиБ.',
        },
      ],
      challenge: {
        prompt: {
          en: "Read employee 000003's counts for 15 January 2025 with a point query.",
          'zh-CN': '用点查询读取 000003 号员工在 2025 年 1 月 15 日的计数。',
          ru: 'Прочитайте счётчики сотрудника 000003 за 15 января 2025 года точечным запросом.',
        },
        hints: [
          {
            en: 'RowKeys are days written `yyyyMMdd`.',
            'zh-CN': 'RowKey 是日期，格式为 `yyyyMMdd`。',
            ru: 'RowKey — это дни в виде `yyyyMMdd`.',
          },
        ],
        solution: { filter: "PartitionKey eq '000003' and RowKey eq '20250115'" },
        check: {
          kind: 'query',
          costClass: ['point'],
          sameAs: "PartitionKey eq '000003' and RowKey eq '20250115'",
        },
      },
    },
  ],
};
