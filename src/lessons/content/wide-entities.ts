import type { LessonSource } from '../types';

/** Patterns: more than 252 properties, split over several entities. */
export const WIDE_ENTITIES: LessonSource = {
  id: 'wide-entities',
  group: 'patterns',
  title: {
    en: 'Wide entities',
    'zh-CN': '宽实体',
    ru: 'Широкие сущности',
  },
  summary: {
    en: 'Past 252 properties, split the entity in parts that share a partition and a key prefix.',
    'zh-CN': '超过 252 个属性时，把实体拆成几部分，各部分共用一个分区和一个键前缀。',
    ru: 'Больше 252 свойств — разбейте сущность на части с общим разделом и префиксом ключа.',
  },
  steps: [
    {
      id: 'the-limit',
      title: {
        en: '252 properties at most',
        'zh-CN': '最多 252 个属性',
        ru: 'Не больше 252 свойств',
      },
      focus: 'results',
      shows: 'partition-scan',
      setup: { dataset: 'message-counts-series', size: 1000, filter: "PartitionKey eq '000001'" },
      body: [
        {
          en: 'An entity holds at most 252 properties of its own, besides PartitionKey, RowKey and Timestamp. A day of hourly counts fits; a week of counts by minute would not.',
          'zh-CN':
            '除了 PartitionKey、RowKey 和 Timestamp 之外，一个实体最多有 252 个自己的属性。一天的每小时计数放得下；一周的每分钟计数就放不下了。',
          ru: 'Сущность содержит не более 252 собственных свойств, не считая PartitionKey, RowKey и Timestamp. Сутки почасовых счётчиков помещаются, неделя поминутных — нет.',
        },
        {
          en: 'The guide splits such an entity into parts: the same PartitionKey, RowKeys that share a prefix and end in a part number. The parts are written together in one entity group transaction and read together with one range query.',
          'zh-CN':
            '指南把这样的实体拆成几部分：PartitionKey 相同，RowKey 共用一个前缀并以部分编号结尾。这些部分在一个实体组事务中一起写入，用一个范围查询一起读取。',
          ru: 'Руководство разбивает такую сущность на части: тот же PartitionKey и RowKey с общим префиксом и номером части в конце. Части записываются вместе одной транзакцией группы сущностей и читаются вместе одним запросом диапазона.',
        },
      ],
    },
    {
      id: 'read-the-parts',
      title: {
        en: 'Read related entities as one',
        'zh-CN': '把相关实体当作一个来读取',
        ru: 'Связанные сущности как одна',
      },
      focus: 'results',
      shows: 'partition-scan',
      setup: { dataset: 'message-counts-series', size: 1000, filter: "PartitionKey eq '000001'" },
      body: [
        {
          en: 'Here the days of one employee play the part of the parts of one wide entity.',
          'zh-CN': '这里，一名员工的各天记录扮演一个宽实体的各个部分。',
          ru: 'Здесь дни одного сотрудника играют роль частей одной широкой сущности.',
        },
      ],
      challenge: {
        prompt: {
          en: "Read employee 000001's days from 14 to 16 January 2025 (included) with one range query.",
          'zh-CN': '用一个范围查询读取 000001 号员工 2025 年 1 月 14 日至 16 日（含）的记录。',
          ru: 'Прочитайте дни сотрудника 000001 с 14 по 16 января 2025 года включительно одним запросом диапазона.',
        },
        hints: [
          {
            en: 'Bound the RowKey on both sides.',
            'zh-CN': '在 RowKey 的两侧都设定边界。',
            ru: 'Ограничьте RowKey с обеих сторон.',
          },
          {
            en: "`RowKey ge '20250114' and RowKey le '20250116'`",
            'zh-CN': "`RowKey ge '20250114' and RowKey le '20250116'`",
            ru: "`RowKey ge '20250114' and RowKey le '20250116'`",
          },
        ],
        solution: {
          filter: "PartitionKey eq '000001' and RowKey ge '20250114' and RowKey le '20250116'",
        },
        check: {
          kind: 'query',
          costClass: ['range'],
          sameAs: "PartitionKey eq '000001' and RowKey ge '20250114' and RowKey le '20250116'",
        },
      },
    },
  ],
};
