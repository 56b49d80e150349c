import type { LessonSource } from '../types';

/** Patterns: one entity per value, listing the keys of the entities that have it. */
export const INDEX_ENTITIES: LessonSource = {
  id: 'index-entities',
  group: 'patterns',
  title: {
    en: 'Index entities',
    'zh-CN': '索引实体',
    ru: 'Сущности индекса',
  },
  summary: {
    en: 'An entity per last name lists who has it: one small read, then a point query each.',
    'zh-CN': '每个姓氏一个实体，列出有这个姓氏的人：先做一次小读取，再对每人做一次点查询。',
    ru: 'Сущность на каждую фамилию перечисляет, у кого она: одно небольшое чтение, затем по точечному запросу на каждого.',
  },
  steps: [
    {
      id: 'the-list',
      title: {
        en: 'A list instead of a scan',
        'zh-CN': '用列表代替扫描',
        ru: 'Список вместо просмотра',
      },
      focus: 'results',
      shows: 'partition-scan',
      setup: {
        dataset: 'employees',
        size: 1000,
        design: 'index-entities',
        filter: "PartitionKey eq 'lastname_Jones'",
      },
      body: [
        {
          en: 'Besides the employees, this design writes index entities: one per last name and department, in a partition named after the name, with an `EmployeeIDs` property listing the ids of the employees who have it.',
          'zh-CN':
            '除了员工之外，此设计还写入索引实体：每个姓氏和部门一个，位于以该姓氏命名的分区中，其 `EmployeeIDs` 属性列出有这个姓氏的员工的 ID。',
          ru: 'Помимо сотрудников, эта схема записывает сущности индекса: по одной на фамилию и отдел, в разделе с именем по фамилии, со свойством `EmployeeIDs`, где перечислены номера сотрудников с этой фамилией.',
        },
        {
          en: 'Finding every Jones is now a scan of one tiny partition, then one point query per id listed. The cost moves to writes: hiring or renaming an employee also updates an index entity, in another partition, so it cannot share a transaction with the employee.',
          'zh-CN':
            '现在要找出所有 Jones，只需扫描一个很小的分区，再对列出的每个 ID 做一次点查询。开销转移到了写入上：招聘员工或员工改名时，还要更新另一个分区中的索引实体，因此它无法与员工实体共用一个事务。',
          ru: 'Найти всех Jones теперь значит просмотреть один крошечный раздел, а затем сделать по точечному запросу на каждый номер из списка. Стоимость переходит на запись: приём или смена фамилии сотрудника обновляет и сущность индекса в другом разделе, поэтому её не записать одной транзакцией с сотрудником.',
        },
      ],
    },
    {
      id: 'one-department',
      title: {
        en: 'Joneses in Marketing',
        'zh-CN': 'Marketing 部门的 Jones',
        ru: 'Jones из Marketing',
      },
      focus: 'plan',
      shows: 'table-scan',
      setup: {
        dataset: 'employees',
        size: 1000,
        design: 'index-entities',
        filter: "LastName eq 'Jones'",
      },
      body: [
        {
          en: 'This filter finds the Joneses by scanning every employee.',
          'zh-CN': '这个筛选器通过扫描所有员工来找出姓 Jones 的人。',
          ru: 'Этот фильтр находит всех Jones, просматривая каждого сотрудника.',
        },
      ],
      challenge: {
        prompt: {
          en: 'Read the index entity that lists the Joneses of Marketing, with a point query.',
          'zh-CN': '用点查询读取列出 Marketing 部门所有 Jones 的那个索引实体。',
          ru: 'Прочитайте точечным запросом сущность индекса со списком Jones из Marketing.',
        },
        hints: [
          {
            en: 'Index entities have PartitionKey `lastname_<LastName>`.',
            'zh-CN': '索引实体的 PartitionKey 是 `lastname_<LastName>`。',
            ru: 'У сущностей индекса PartitionKey имеет вид `lastname_<LastName>`.',
          },
          {
            en: 'Their RowKey is the department.',
            'zh-CN': '它们的 RowKey 是部门。',
            ru: 'Их RowKey — это отдел.',
          },
        ],
        solution: { filter: "PartitionKey eq 'lastname_Jones' and RowKey eq 'Marketing'" },
        check: {
          kind: 'query',
          costClass: ['point'],
          sameAs: "PartitionKey eq 'lastname_Jones' and RowKey eq 'Marketing'",
        },
      },
    },
  ],
};
