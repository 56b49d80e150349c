import type { LessonSource } from '../types';

/** Patterns: a RowKey made of parts, so related entities sort together. */
export const COMPOUND_KEY: LessonSource = {
  id: 'compound-key',
  group: 'patterns',
  title: {
    en: 'Compound keys',
    'zh-CN': '复合键',
    ru: 'Составные ключи',
  },
  summary: {
    en: 'An employee and their reviews share a RowKey prefix, so one range reads them all.',
    'zh-CN': '员工和他们的评审记录共用一个 RowKey 前缀，因此一个范围就能把它们全部读出。',
    ru: 'У сотрудника и его оценок общий префикс RowKey, поэтому один диапазон читает их все.',
  },
  steps: [
    {
      id: 'prefix-shared',
      title: {
        en: 'One prefix, several entities',
        'zh-CN': '一个前缀，多个实体',
        ru: 'Один префикс, несколько сущностей',
      },
      focus: 'strip',
      shows: 'range',
      setup: {
        dataset: 'employees',
        size: 1000,
        design: 'compound-key',
        filter: "PartitionKey eq 'Sales' and RowKey ge '000100' and RowKey lt '000101'",
      },
      body: [
        {
          en: "Review entities here have RowKeys like `000100_review_20240315`: the employee id, then what the entity is, then the date. They sort right after the employee's own entity `000100`.",
          'zh-CN':
            '这里评审实体的 RowKey 形如 `000100_review_20240315`：先是员工 ID，然后是实体的种类，最后是日期。它们紧跟在该员工自己的实体 `000100` 之后排序。',
          ru: 'RowKey оценок здесь выглядят как `000100_review_20240315`: номер сотрудника, затем вид сущности, затем дата. Они идут сразу после собственной сущности сотрудника `000100`.',
        },
        {
          en: 'So the employee and every review of theirs are one contiguous run: one range query returns them, in date order.',
          'zh-CN': '因此，员工及其所有评审构成一段连续的行：一个范围查询就能按日期顺序把它们返回。',
          ru: 'Поэтому сотрудник и все его оценки — один непрерывный отрезок: их возвращает один запрос диапазона, в порядке дат.',
        },
      ],
    },
    {
      id: 'one-employee',
      title: {
        en: 'Everything about one employee',
        'zh-CN': '一名员工的全部信息',
        ru: 'Всё об одном сотруднике',
      },
      focus: 'strip',
      shows: 'partition-scan',
      setup: {
        dataset: 'employees',
        size: 1000,
        design: 'compound-key',
        filter: "PartitionKey eq 'Sales'",
      },
      body: [
        {
          en: 'This reads the whole Sales partition.',
          'zh-CN': '这会读取整个 Sales 分区。',
          ru: 'Этот фильтр читает весь раздел Sales.',
        },
      ],
      challenge: {
        prompt: {
          en: 'Return employee 000104 of Sales and all their reviews with one range query.',
          'zh-CN': '用一个范围查询返回 Sales 部门的 000104 号员工及其所有评审。',
          ru: 'Верните сотрудника 000104 из Sales и все его оценки одним запросом диапазона.',
        },
        hints: [
          {
            en: 'Every RowKey you want starts with `000104`.',
            'zh-CN': '你要找的每个 RowKey 都以 `000104` 开头。',
            ru: 'Все нужные RowKey начинаются с `000104`.',
          },
          {
            en: 'The next id is `000105`.',
            'zh-CN': '下一个 ID 是 `000105`。',
            ru: 'Следующий номер — `000105`.',
          },
        ],
        solution: {
          filter: "PartitionKey eq 'Sales' and RowKey ge '000104' and RowKey lt '000105'",
        },
        check: {
          kind: 'query',
          costClass: ['range'],
          sameAs: "PartitionKey eq 'Sales' and RowKey ge '000104' and RowKey lt '000105'",
        },
      },
    },
  ],
};
