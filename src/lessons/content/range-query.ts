import type { LessonSource } from '../types';

/** Querying basics: a range of RowKeys inside one partition. */
export const RANGE_QUERY: LessonSource = {
  id: 'range-query',
  group: 'querying',
  title: {
    en: 'Range queries',
    'zh-CN': '范围查询',
    ru: 'Запросы диапазона',
  },
  summary: {
    en: 'One partition and a bounded run of RowKeys: the service reads only that run.',
    'zh-CN': '一个分区加上一段有界的 RowKey：服务只读取这一段。',
    ru: 'Один раздел и ограниченный отрезок RowKey: служба читает только этот отрезок.',
  },
  steps: [
    {
      id: 'bounded-run',
      title: {
        en: 'A bounded run of rows',
        'zh-CN': '一段有界的行',
        ru: 'Ограниченный отрезок строк',
      },
      focus: 'strip',
      shows: 'range',
      setup: {
        dataset: 'employees',
        size: 1000,
        filter: "PartitionKey eq 'Sales' and RowKey ge '000200' and RowKey lt '000300'",
      },
      body: [
        {
          en: 'Inside a partition, entities are kept in `RowKey` order. A filter that fixes the partition and bounds the RowKey with `gt`, `ge`, `lt` or `le` lets the service start at the first key in the range and stop after the last.',
          'zh-CN':
            '在分区内部，实体按 `RowKey` 的顺序存放。如果筛选器固定了分区，并用 `gt`、`ge`、`lt` 或 `le` 给 RowKey 划定边界，服务就可以从范围内的第一个键开始读取，读到最后一个键后停止。',
          ru: 'Внутри раздела сущности хранятся в порядке `RowKey`. Если фильтр задаёт раздел и ограничивает RowKey через `gt`, `ge`, `lt` или `le`, служба начинает с первого ключа диапазона и останавливается после последнего.',
        },
        {
          en: 'The strip shows the partition in key order: only the marked run is read. Every entity read is returned, so nothing is wasted. This is a range query, the next best thing after a point query.',
          'zh-CN':
            '条带图按键的顺序显示该分区：只有标出的那一段会被读取。读取的每个实体都会被返回，没有任何浪费。这就是范围查询，它的开销仅次于点查询。',
          ru: 'Полоса показывает раздел в порядке ключей: читается только отмеченный отрезок. Всё прочитанное возвращается, ничего не тратится зря. Это запрос диапазона — лучший вариант после точечного запроса.',
        },
      ],
    },
    {
      id: 'hundred-to-199',
      title: {
        en: 'Employees 100 to 199',
        'zh-CN': '员工 100 到 199',
        ru: 'Сотрудники со 100 по 199',
      },
      focus: 'strip',
      shows: 'partition-scan',
      setup: { dataset: 'employees', size: 1000, filter: "PartitionKey eq 'Sales'" },
      body: [
        {
          en: 'This filter reads the whole Sales partition to return all of it.',
          'zh-CN': '这个筛选器读取整个 Sales 分区，并将其全部返回。',
          ru: 'Этот фильтр читает весь раздел Sales и возвращает его целиком.',
        },
      ],
      challenge: {
        prompt: {
          en: 'Return the Sales employees with ids 100 to 199 (both included), as a range query.',
          'zh-CN': '以范围查询的方式返回 ID 为 100 到 199（含两端）的 Sales 部门员工。',
          ru: 'Верните сотрудников Sales с номерами от 100 до 199 включительно запросом диапазона.',
        },
        hints: [
          {
            en: 'Keep the partition, and add two bounds on `RowKey`.',
            'zh-CN': '保留分区条件，再给 `RowKey` 加上两个边界。',
            ru: 'Оставьте раздел и добавьте две границы для `RowKey`.',
          },
          {
            en: "Ids are padded to six digits, so the bounds are `'000100'` and `'000199'` (or `lt '000200'`).",
            'zh-CN': "ID 补零到六位，所以边界是 `'000100'` 和 `'000199'`（或者 `lt '000200'`）。",
            ru: "Номера дополнены нулями до шести цифр, поэтому границы — `'000100'` и `'000199'` (или `lt '000200'`).",
          },
        ],
        solution: {
          filter: "PartitionKey eq 'Sales' and RowKey ge '000100' and RowKey le '000199'",
        },
        check: {
          kind: 'query',
          costClass: ['range'],
          sameAs: "PartitionKey eq 'Sales' and RowKey ge '000100' and RowKey le '000199'",
        },
      },
    },
  ],
};
