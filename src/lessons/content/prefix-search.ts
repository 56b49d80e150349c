import type { LessonSource } from '../types';

/** Querying basics: a prefix is a range, since `startswith` does not exist. */
export const PREFIX_SEARCH: LessonSource = {
  id: 'prefix-search',
  group: 'querying',
  title: {
    en: 'Prefix search without startswith',
    'zh-CN': '不用 startswith 的前缀搜索',
    ru: 'Поиск по префиксу без startswith',
  },
  summary: {
    en: 'The Table service has no startswith; a prefix is a range from the prefix to its successor.',
    'zh-CN': '表服务没有 startswith；前缀就是一个范围：从前缀本身到它的后继。',
    ru: 'В службе таблиц нет startswith; префикс — это диапазон от самого префикса до следующего за ним.',
  },
  steps: [
    {
      id: 'successor',
      title: {
        en: 'From the prefix to the next one',
        'zh-CN': '从这个前缀到下一个前缀',
        ru: 'От префикса до следующего',
      },
      focus: 'strip',
      shows: 'range',
      setup: {
        dataset: 'employees-intra-index',
        size: 1000,
        filter: "PartitionKey eq 'Sales' and RowKey ge 'email_' and RowKey lt 'email`'",
      },
      body: [
        {
          en: 'The service supports no string functions in `$filter`, so `startswith` is out. But every key that starts with a prefix sorts between the prefix itself and the prefix with its last character raised by one: `email_` up to, not including, ``email` `` (the character after `_` is the backquote).',
          'zh-CN':
            '服务在 `$filter` 中不支持任何字符串函数，所以 `startswith` 用不了。但是，以某个前缀开头的每个键，排序时都落在前缀本身与“把前缀最后一个字符加一”之间：从 `email_` 开始，直到 ``email` ``（不含）为止（`_` 的下一个字符是反引号）。',
          ru: 'Служба не поддерживает строковые функции в `$filter`, так что `startswith` недоступна. Но любой ключ с префиксом сортируется между самим префиксом и префиксом, у которого последний символ увеличен на единицу: от `email_` до ``email` `` не включительно (после `_` идёт обратный апостроф).',
        },
        {
          en: 'In this design each employee has two entities in the department partition: one under `empid_`, one under `email_`. The range above reads only the e-mail copies.',
          'zh-CN':
            '在此设计中，每名员工在部门分区中有两个实体：一个在 `empid_` 之下，一个在 `email_` 之下。上面的范围只读取电子邮件副本。',
          ru: 'В этой схеме у каждого сотрудника две сущности в разделе отдела: одна под `empid_`, другая под `email_`. Диапазон выше читает только копии по e-mail.',
        },
      ],
    },
    {
      id: 'jones-emails',
      title: {
        en: 'Every Jones by e-mail',
        'zh-CN': '按电子邮件找出所有 Jones',
        ru: 'Все Jones по e-mail',
      },
      focus: 'strip',
      shows: 'partition-scan',
      setup: { dataset: 'employees-intra-index', size: 1000, filter: "PartitionKey eq 'Sales'" },
      body: [
        {
          en: 'E-mail addresses here start with the last name: `jones.emma2@contoso.com`.',
          'zh-CN': '这里的电子邮件地址以姓氏开头：`jones.emma2@contoso.com`。',
          ru: 'Адреса здесь начинаются с фамилии: `jones.emma2@contoso.com`.',
        },
      ],
      challenge: {
        prompt: {
          en: "Return the Sales e-mail entities of everyone whose address starts with 'jones.', as a range query.",
          'zh-CN':
            "以范围查询的方式，返回 Sales 部门中地址以 'jones.' 开头的所有人的电子邮件实体。",
          ru: "Верните запросом диапазона копии по e-mail из раздела Sales для всех, чей адрес начинается с 'jones.'.",
        },
        hints: [
          {
            en: 'The RowKeys you want start with `email_jones.`.',
            'zh-CN': '你要找的 RowKey 以 `email_jones.` 开头。',
            ru: 'Нужные RowKey начинаются с `email_jones.`.',
          },
          {
            en: "The character after `.` is `/`: `RowKey ge 'email_jones.' and RowKey lt 'email_jones/'`.",
            'zh-CN':
              "`.` 的下一个字符是 `/`：`RowKey ge 'email_jones.' and RowKey lt 'email_jones/'`。",
            ru: "После `.` идёт символ `/`: `RowKey ge 'email_jones.' and RowKey lt 'email_jones/'`.",
          },
        ],
        solution: {
          filter:
            "PartitionKey eq 'Sales' and RowKey ge 'email_jones.' and RowKey lt 'email_jones/'",
        },
        check: {
          kind: 'query',
          costClass: ['range'],
          sameAs:
            "PartitionKey eq 'Sales' and RowKey ge 'email_jones.' and RowKey lt 'email_jones/'",
        },
      },
    },
  ],
};
