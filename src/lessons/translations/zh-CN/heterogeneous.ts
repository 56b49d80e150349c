/** 异类实体类型：Heterogeneous entity types, in Simplified Chinese. */
import type { LessonText } from '../../translation';

/** Heterogeneous entity types. */
export const HETEROGENEOUS: LessonText = {
  title: '异类实体类型',
  summary: '部门和员工位于同一个分区，以 RowKey 前缀区分。',
  steps: {
    'one-partition-two-types': {
      title: '两种类型，一个分区',
      body: [
        '表没有架构：同一个分区中的实体可以有不同的属性。此设计把每个部门实体与其员工放在一起，RowKey 分别为 `Department` 和 `Employee_000100`，并用 `EntityType` 属性说明哪个是哪个。',
        '由于它们共用一个分区，部门及其员工可以在一个实体组事务中一起更改，而类型前缀让范围查询可以只读取一种类型。',
      ],
    },
    'the-department': {
      title: '只要部门',
      body: ['这个筛选器通过扫描分区来查找部门实体。'],
      challenge: {
        prompt: '用点查询读取 Sales 部门实体。',
        hints: ['部门实体的 RowKey 就是它的类型名称。'],
      },
    },
  },
};
