import type { LessonSource } from '../types';

/** Patterns: related data kept together so one read returns it. */
export const DENORMALIZATION: LessonSource = {
  id: 'denormalization',
  group: 'patterns',
  title: {
    en: 'Denormalization',
    'zh-CN': '反规范化',
    ru: 'Денормализация',
  },
  summary: {
    en: 'Copy related data into the entity that needs it, and one point query answers.',
    'zh-CN': '把相关数据复制到需要它的实体中，一个点查询就能给出答案。',
    ru: 'Скопируйте связанные данные в сущность, которой они нужны, и хватит одного точечного запроса.',
  },
  steps: [
    {
      id: 'two-reads',
      title: {
        en: 'An employee and their manager',
        'zh-CN': '员工和他们的经理',
        ru: 'Сотрудник и его руководитель',
      },
      focus: 'results',
      shows: 'point',
      setup: {
        dataset: 'employees',
        size: 1000,
        design: 'heterogeneous',
        filter: "PartitionKey eq 'Sales' and RowKey eq 'Department'",
      },
      body: [
        {
          en: "The department entity holds the manager's name; each employee entity holds the employee. To show an employee with their manager, an application reads two entities: two point queries.",
          'zh-CN':
            '部门实体保存经理的姓名；每个员工实体保存该员工。要显示员工及其经理，应用程序需要读取两个实体：两个点查询。',
          ru: 'Сущность отдела хранит имя руководителя, сущность сотрудника — самого сотрудника. Чтобы показать сотрудника вместе с руководителем, приложение читает две сущности: два точечных запроса.',
        },
        {
          en: "Denormalizing means writing the manager's name into every employee entity too. Then one point query answers, and the table holds no joins to make. The cost: when the manager changes, every employee entity of the department must be rewritten.",
          'zh-CN':
            '反规范化就是把经理的姓名也写入每个员工实体。这样一个点查询就能给出答案，表也不需要做任何联接。代价是：经理变更时，该部门的每个员工实体都必须重写。',
          ru: 'Денормализация — это запись имени руководителя ещё и в каждую сущность сотрудника. Тогда хватает одного точечного запроса, и соединять таблицы не нужно. Цена: при смене руководителя надо переписать каждую сущность сотрудника отдела.',
        },
      ],
    },
    {
      id: 'what-changes',
      title: {
        en: 'What a change touches',
        'zh-CN': '一次变更会波及哪些实体',
        ru: 'Что затрагивает изменение',
      },
      focus: 'strip',
      shows: 'partition-scan',
      setup: {
        dataset: 'employees',
        size: 1000,
        design: 'heterogeneous',
        filter: "PartitionKey eq 'Sales'",
      },
      body: [
        {
          en: 'With the manager copied into each employee, a new Sales manager means rewriting every Sales employee entity. They share a partition, so entity group transactions of up to 100 entities can do it.',
          'zh-CN':
            '经理被复制到每个员工实体之后，Sales 部门换了新经理，就意味着要重写 Sales 部门的每个员工实体。它们位于同一个分区，因此可以用每次最多 100 个实体的实体组事务来完成。',
          ru: 'Раз руководитель скопирован в каждого сотрудника, новый руководитель Sales — это перезапись всех сотрудников Sales. Раздел у них общий: хватит транзакций группы сущностей до 100 сущностей.',
        },
      ],
      challenge: {
        prompt: {
          en: 'Return exactly the Sales employee entities (not the department entity) with a range query: the entities a new manager would rewrite.',
          'zh-CN':
            '用范围查询恰好返回 Sales 部门的员工实体（不含部门实体）：也就是新经理上任时需要重写的那些实体。',
          ru: 'Верните запросом диапазона ровно сотрудников Sales (без отдела) — тех, кого перепишет новый руководитель.',
        },
        hints: [
          {
            en: 'Employee RowKeys start with `Employee_`.',
            'zh-CN': '员工的 RowKey 以 `Employee_` 开头。',
            ru: 'RowKey сотрудников начинаются с `Employee_`.',
          },
          {
            en: "A prefix is a range: ``RowKey ge 'Employee_' and RowKey lt 'Employee`'`` (the backquote follows `_`).",
            'zh-CN':
              "前缀就是一个范围：``RowKey ge 'Employee_' and RowKey lt 'Employee`'``（反引号紧跟在 `_` 之后）。",
            ru: "Префикс — это диапазон: ``RowKey ge 'Employee_' and RowKey lt 'Employee`'`` (обратный апостроф следует за `_`).",
          },
        ],
        solution: {
          filter: "PartitionKey eq 'Sales' and RowKey ge 'Employee_' and RowKey lt 'Employee`'",
        },
        check: {
          kind: 'query',
          costClass: ['range'],
          sameAs: "PartitionKey eq 'Sales' and RowKey ge 'Employee_' and RowKey lt 'Employee`'",
        },
      },
    },
  ],
};
