/** 点查询：Point queries in Simplified Chinese. */
import type { LessonText } from '../../translation';

/** Point queries. */
export const POINT_QUERY: LessonText = {
  title: '点查询',
  summary: 'PartitionKey 和 RowKey 一起指定唯一一个实体：一个请求，只读取一个实体。',
  steps: {
    'both-keys': {
      title: '两个键，一个实体',
      body: [
        '每个实体都只存放在一个位置：由 `PartitionKey` 指定的分区，以及由 `RowKey` 指定的、它在该分区内的行。这两个键合起来是表唯一的索引。',
        '当筛选器用 `eq` 同时固定这两个键时，服务会直接定位到该实体。无论表有多大，它只读取一个实体，用一个请求就能返回结果。查询计划把这称为点查询。',
      ],
    },
    'find-one': {
      title: '查找一名员工',
      body: ['在此设计中，分区是部门，行是员工 ID，补零到六位。'],
      challenge: {
        prompt: '编写一个筛选器，以点查询的方式读取 IT 部门的 000103 号员工。',
        hints: [
          '点查询需要在两个键上都使用 `eq`，并用 `and` 连接。',
          "部门放在 `PartitionKey` 中，补零后的 ID 放在 `RowKey` 中：`RowKey eq '000103'`。",
        ],
      },
    },
  },
};
