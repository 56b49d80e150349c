import type { LessonSource } from '../types';

/** Patterns: several entity types in one table and one partition. */
export const HETEROGENEOUS: LessonSource = {
  id: 'heterogeneous',
  group: 'patterns',
  title: {
    en: 'Heterogeneous entity types',
    'zh-CN': '异类实体类型',
    ru: 'Разнородные типы сущностей',
  },
  summary: {
    en: 'Departments and employees in one partition, told apart by a RowKey prefix.',
    'zh-CN': '部门和员工位于同一个分区，以 RowKey 前缀区分。',
    ru: 'Отделы и сотрудники в одном разделе, различаемые по префиксу RowKey.',
  },
  steps: [
    {
      id: 'one-partition-two-types',
      title: {
        en: 'Two types, one partition',
        'zh-CN': '两种类型，一个分区',
        ru: 'Два типа, один раздел',
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
          en: 'A table has no schema: entities in one partition may have different properties. This design keeps each department entity next to its employees, with RowKeys `Department` and `Employee_000100`, and an `EntityType` property saying which is which.',
          'zh-CN':
            '表没有架构：同一个分区中的实体可以有不同的属性。此设计把每个部门实体与其员工放在一起，RowKey 分别为 `Department` 和 `Employee_000100`，并用 `EntityType` 属性说明哪个是哪个。',
          ru: 'У таблицы нет схемы данных: у сущностей одного раздела могут быть разные свойства. Здесь сущность отдела лежит рядом с его сотрудниками, с RowKey `Department` и `Employee_000100`, а свойство `EntityType` говорит, что есть что.',
        },
        {
          en: 'Because they share a partition, a department and its employees can be changed together in one entity group transaction, and the type prefix lets a range query read one type only.',
          'zh-CN':
            '由于它们共用一个分区，部门及其员工可以在一个实体组事务中一起更改，而类型前缀让范围查询可以只读取一种类型。',
          ru: 'Раз раздел общий, отдел и его сотрудников можно изменить вместе одной транзакцией группы сущностей, а префикс типа позволяет запросу диапазона читать только один тип.',
        },
      ],
    },
    {
      id: 'the-department',
      title: {
        en: 'Just the department',
        'zh-CN': '只要部门',
        ru: 'Только отдел',
      },
      focus: 'plan',
      shows: 'partition-scan',
      setup: {
        dataset: 'employees',
        size: 1000,
        design: 'heterogeneous',
        filter: "PartitionKey eq 'Sales' and EntityType eq 'Department'",
      },
      body: [
        {
          en: 'This filter finds the department entity by scanning the partition.',
          'zh-CN': '这个筛选器通过扫描分区来查找部门实体。',
          ru: 'Этот фильтр находит сущность отдела, просматривая раздел.',
        },
      ],
      challenge: {
        prompt: {
          en: 'Read the Sales department entity with a point query.',
          'zh-CN': '用点查询读取 Sales 部门实体。',
          ru: 'Прочитайте сущность отдела Sales точечным запросом.',
        },
        hints: [
          {
            en: "The department entity's RowKey is its type name.",
            'zh-CN': '部门实体的 RowKey 就是它的类型名称。',
            ru: 'RowKey сущности отдела — имя её типа.',
          },
        ],
        solution: { filter: "PartitionKey eq 'Sales' and RowKey eq 'Department'" },
        check: {
          kind: 'query',
          costClass: ['point'],
          sameAs: "PartitionKey eq 'Sales' and RowKey eq 'Department'",
        },
      },
    },
  ],
};
