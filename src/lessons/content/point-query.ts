import type { LessonSource } from '../types';

/** Querying basics: the point query, the cheapest read there is. */
export const POINT_QUERY: LessonSource = {
  id: 'point-query',
  group: 'querying',
  title: {
    en: 'Point queries',
    'zh-CN': '点查询',
    ru: 'Точечные запросы',
  },
  summary: {
    en: 'PartitionKey and RowKey together name one entity: one request, one entity read.',
    'zh-CN': 'PartitionKey 和 RowKey 一起指定唯一一个实体：一个请求，只读取一个实体。',
    ru: 'PartitionKey и RowKey вместе указывают одну сущность: один запрос, одна прочитанная сущность.',
  },
  steps: [
    {
      id: 'both-keys',
      title: {
        en: 'Both keys, one entity',
        'zh-CN': '两个键，一个实体',
        ru: 'Оба ключа — одна сущность',
      },
      focus: 'plan',
      shows: 'point',
      setup: {
        dataset: 'employees',
        size: 1000,
        filter: "PartitionKey eq 'Sales' and RowKey eq '000100'",
      },
      body: [
        {
          en: 'Every entity lives in exactly one place: its partition, named by `PartitionKey`, and its row within that partition, named by `RowKey`. Together they are the only index a table has.',
          'zh-CN':
            '每个实体都只存放在一个位置：由 `PartitionKey` 指定的分区，以及由 `RowKey` 指定的、它在该分区内的行。这两个键合起来是表唯一的索引。',
          ru: 'Каждая сущность хранится ровно в одном месте: в разделе, заданном `PartitionKey`, и в строке этого раздела, заданной `RowKey`. Вместе они — единственный индекс таблицы.',
        },
        {
          en: 'When a filter fixes both with `eq`, the service goes straight to that entity. It reads one entity and answers in one request, whatever the size of the table. The plan calls this a point query.',
          'zh-CN':
            '当筛选器用 `eq` 同时固定这两个键时，服务会直接定位到该实体。无论表有多大，它只读取一个实体，用一个请求就能返回结果。查询计划把这称为点查询。',
          ru: 'Если фильтр задаёт оба ключа через `eq`, служба идёт прямо к этой сущности: читает одну сущность и отвечает одним запросом при любом размере таблицы. План называет это точечным запросом.',
        },
      ],
    },
    {
      id: 'find-one',
      title: {
        en: 'Find one employee',
        'zh-CN': '查找一名员工',
        ru: 'Найдите одного сотрудника',
      },
      focus: 'plan',
      shows: 'table-scan',
      setup: { dataset: 'employees', size: 1000, filter: "LastName eq 'Jones'" },
      body: [
        {
          en: 'In this design the partition is the department and the row is the employee id, padded to six digits.',
          'zh-CN': '在此设计中，分区是部门，行是员工 ID，补零到六位。',
          ru: 'Здесь раздел — отдел, а строка — номер сотрудника, дополненный нулями до шести цифр.',
        },
      ],
      challenge: {
        prompt: {
          en: 'Write a filter that reads employee 000103 of the IT department as a point query.',
          'zh-CN': '编写一个筛选器，以点查询的方式读取 IT 部门的 000103 号员工。',
          ru: 'Прочитайте сотрудника 000103 из отдела IT точечным запросом.',
        },
        hints: [
          {
            en: 'A point query needs `eq` on both keys, joined with `and`.',
            'zh-CN': '点查询需要在两个键上都使用 `eq`，并用 `and` 连接。',
            ru: 'Точечному запросу нужен `eq` на обоих ключах, соединённых `and`.',
          },
          {
            en: "Department goes in `PartitionKey`, the padded id in `RowKey`: `RowKey eq '000103'`.",
            'zh-CN':
              "部门放在 `PartitionKey` 中，补零后的 ID 放在 `RowKey` 中：`RowKey eq '000103'`。",
            ru: "Отдел — в `PartitionKey`, номер с нулями — в `RowKey`: `RowKey eq '000103'`.",
          },
        ],
        solution: { filter: "PartitionKey eq 'IT' and RowKey eq '000103'" },
        check: {
          kind: 'query',
          costClass: ['point'],
          sameAs: "PartitionKey eq 'IT' and RowKey eq '000103'",
        },
      },
    },
  ],
};
