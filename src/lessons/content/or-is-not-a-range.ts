import type { LessonSource } from '../types';

/** Querying basics: why an `or` of keys is not a range. */
export const OR_IS_NOT_A_RANGE: LessonSource = {
  id: 'or-is-not-a-range',
  group: 'querying',
  title: {
    en: 'Why `or` on RowKeys is not a range',
    'zh-CN': '为什么 RowKey 上的 `or` 不是范围查询',
    ru: 'Почему `or` по RowKey — не диапазон',
  },
  summary: {
    en: 'Two point lookups joined with or make the service scan; two queries do not.',
    'zh-CN': '用 or 连接两个点查找会让服务执行扫描；分成两个查询则不会。',
    ru: 'Два точечных поиска через or заставляют службу просматривать раздел; два отдельных запроса — нет.',
  },
  steps: [
    {
      id: 'two-rows',
      title: {
        en: 'Two rows, one scan',
        'zh-CN': '两行数据，一次扫描',
        ru: 'Две строки, один просмотр',
      },
      focus: 'strip',
      shows: 'partition-scan',
      setup: {
        dataset: 'employees',
        size: 1000,
        filter: "PartitionKey eq 'Sales' and (RowKey eq '000100' or RowKey eq '000104')",
      },
      body: [
        {
          en: 'Each side of this `or` is a point lookup, yet the plan is a partition scan. The service does not split a filter into separate seeks: with an `or` over RowKeys, nothing bounds the RowKey, so it reads the whole partition and tests both conditions on every entity.',
          'zh-CN':
            '这个 `or` 的两边各是一个点查找，查询计划却是分区扫描。服务不会把一个筛选器拆成多次单独的定位：RowKey 上的 `or` 无法为 RowKey 划定边界，所以服务会读取整个分区，并在每个实体上检验这两个条件。',
          ru: 'Каждая сторона этого `or` — точечный поиск, но в плане просмотр разделов. Служба не делит фильтр на отдельные поиски: при `or` по RowKey ничто не ограничивает RowKey, поэтому она читает весь раздел и проверяет оба условия на каждой сущности.',
        },
        {
          en: 'Two point queries sent side by side cost two requests and two entity reads, which is far cheaper than a scan once the partition is large.',
          'zh-CN':
            '并行发送两个点查询，只需两个请求、读取两个实体；一旦分区变大，这比一次扫描便宜得多。',
          ru: 'Два точечных запроса, отправленные параллельно, стоят двух запросов и двух прочитанных сущностей — гораздо дешевле просмотра, когда раздел велик.',
        },
      ],
    },
    {
      id: 'adjacent',
      title: {
        en: 'When the keys are neighbours',
        'zh-CN': '当两个键彼此相邻时',
        ru: 'Когда ключи — соседи',
      },
      focus: 'strip',
      shows: 'partition-scan',
      setup: {
        dataset: 'employees',
        size: 1000,
        filter: "PartitionKey eq 'Sales' and (RowKey eq '000100' or RowKey eq '000104')",
      },
      body: [
        {
          en: 'Sales employees have ids 000100 and 000104 with nothing between them.',
          'zh-CN': 'Sales 部门员工的 ID 中有 000100 和 000104，两者之间没有其他员工。',
          ru: 'У сотрудников Sales есть номера 000100 и 000104, и между ними никого нет.',
        },
      ],
      challenge: {
        prompt: {
          en: 'Return the same two employees with a single range query.',
          'zh-CN': '用一个范围查询返回同样的两名员工。',
          ru: 'Верните тех же двух сотрудников одним запросом диапазона.',
        },
        hints: [
          {
            en: 'Both keys lie between `000100` and `000104`, and nothing else does in this partition.',
            'zh-CN': '两个键都位于 `000100` 和 `000104` 之间，而该分区中没有其他键落在这个区间里。',
            ru: 'Оба ключа лежат между `000100` и `000104`, и больше ничего из этого раздела туда не попадает.',
          },
          {
            en: "Bound the RowKey: `RowKey ge '000100' and RowKey le '000104'`.",
            'zh-CN': "给 RowKey 划定边界：`RowKey ge '000100' and RowKey le '000104'`。",
            ru: "Ограничьте RowKey: `RowKey ge '000100' and RowKey le '000104'`.",
          },
        ],
        solution: {
          filter: "PartitionKey eq 'Sales' and RowKey ge '000100' and RowKey le '000104'",
        },
        check: {
          kind: 'query',
          costClass: ['range'],
          sameAs: "PartitionKey eq 'Sales' and (RowKey eq '000100' or RowKey eq '000104')",
        },
      },
    },
  ],
};
