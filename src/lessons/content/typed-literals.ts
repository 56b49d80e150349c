import type { LessonSource } from '../types';

/** Querying basics: literals carry their Edm type, and types never convert. */
export const TYPED_LITERALS: LessonSource = {
  id: 'typed-literals',
  group: 'querying',
  title: {
    en: 'Typed literals',
    'zh-CN': '带类型的字面量',
    ru: 'Типизированные литералы',
  },
  summary: {
    en: "Int64 needs L, dates need datetime'…', and a value of another type never matches.",
    'zh-CN': "Int64 需要加 L，日期需要写成 datetime'…'，其他类型的值永远不会匹配。",
    ru: "Int64 требует L, даты — datetime'…', а значение другого типа никогда не совпадает.",
  },
  steps: [
    {
      id: 'types-do-not-convert',
      title: {
        en: 'An Int32 is not an Int64',
        'zh-CN': 'Int32 不是 Int64',
        ru: 'Int32 — не Int64',
      },
      focus: 'results',
      shows: 'partition-scan',
      setup: { dataset: 'employees', size: 1000, filter: "PartitionKey eq 'Sales' and Age eq 30L" },
      body: [
        {
          en: '`Age` is stored as an Int32. The literal `30L` is an Int64, and the service never converts between types: the comparison is false for every entity, so nothing comes back, without an error.',
          'zh-CN':
            '`Age` 以 Int32 存储。字面量 `30L` 是 Int64，而服务从不在类型之间转换：对每个实体，比较结果都是 false，所以什么也不返回，也不报错。',
          ru: '`Age` хранится как Int32. Литерал `30L` имеет тип Int64, а служба никогда не преобразует типы: сравнение ложно для каждой сущности, и ничего не возвращается, причём без ошибки.',
        },
        {
          en: "Each Edm type has its literal form: `42` (Int32), `42L` (Int64), `4.2` (Double), `true`, `datetime'2024-03-01T00:00:00Z'`, `guid'…'` and `X'0A1B'` (Binary). Write the one the property is stored as.",
          'zh-CN':
            "每种 Edm 类型都有自己的字面量写法：`42`（Int32）、`42L`（Int64）、`4.2`（Double）、`true`、`datetime'2024-03-01T00:00:00Z'`、`guid'…'` 和 `X'0A1B'`（Binary）。请按属性的存储类型来写。",
          ru: "У каждого типа Edm своя запись литерала: `42` (Int32), `42L` (Int64), `4.2` (Double), `true`, `datetime'2024-03-01T00:00:00Z'`, `guid'…'` и `X'0A1B'` (Binary). Пишите литерал того типа, в котором хранится свойство.",
        },
      ],
    },
    {
      id: 'march',
      title: {
        en: 'Expenses in March',
        'zh-CN': '三月份的报销',
        ru: 'Расходы за март',
      },
      focus: 'results',
      shows: 'partition-scan',
      setup: { dataset: 'expenses-log-tail', size: 1000, filter: "PartitionKey eq 'Sales'" },
      body: [
        {
          en: '`SubmittedOn` is an Edm.DateTime property of every expense.',
          'zh-CN': '`SubmittedOn` 是每笔报销都有的 Edm.DateTime 属性。',
          ru: '`SubmittedOn` — свойство типа Edm.DateTime у каждого расхода.',
        },
      ],
      challenge: {
        prompt: {
          en: 'Return the Sales expenses submitted in March 2024 (UTC).',
          'zh-CN': '返回 Sales 部门在 2024 年 3 月（UTC）提交的报销。',
          ru: 'Верните расходы отдела Sales, поданные в марте 2024 года (UTC).',
        },
        hints: [
          {
            en: "A DateTime literal is written `datetime'2024-03-01T00:00:00Z'`.",
            'zh-CN': "DateTime 字面量写作 `datetime'2024-03-01T00:00:00Z'`。",
            ru: "Литерал DateTime записывается так: `datetime'2024-03-01T00:00:00Z'`.",
          },
          {
            en: "`SubmittedOn ge datetime'2024-03-01T00:00:00Z' and SubmittedOn lt datetime'2024-04-01T00:00:00Z'`",
            'zh-CN':
              "`SubmittedOn ge datetime'2024-03-01T00:00:00Z' and SubmittedOn lt datetime'2024-04-01T00:00:00Z'`",
            ru: "`SubmittedOn ge datetime'2024-03-01T00:00:00Z' and SubmittedOn lt datetime'2024-04-01T00:00:00Z'`",
          },
        ],
        solution: {
          filter:
            "PartitionKey eq 'Sales' and SubmittedOn ge datetime'2024-03-01T00:00:00Z' and SubmittedOn lt datetime'2024-04-01T00:00:00Z'",
        },
        check: {
          kind: 'query',
          sameAs:
            "PartitionKey eq 'Sales' and SubmittedOn ge datetime'2024-03-01T00:00:00Z' and SubmittedOn lt datetime'2024-04-01T00:00:00Z'",
        },
      },
    },
  ],
};
