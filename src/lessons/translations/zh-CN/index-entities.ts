/** 索引实体模式：Index entities, in Simplified Chinese. */
import type { LessonText } from '../../translation';

/** Index entities. */
export const INDEX_ENTITIES: LessonText = {
  title: '索引实体',
  summary: '每个姓氏一个实体，列出有这个姓氏的人：先做一次小读取，再对每人做一次点查询。',
  steps: {
    'the-list': {
      title: '用列表代替扫描',
      body: [
        '除了员工之外，此设计还写入索引实体：每个姓氏和部门一个，位于以该姓氏命名的分区中，其 `EmployeeIDs` 属性列出有这个姓氏的员工的 ID。',
        '现在要找出所有 Jones，只需扫描一个很小的分区，再对列出的每个 ID 做一次点查询。开销转移到了写入上：招聘员工或员工改名时，还要更新另一个分区中的索引实体，因此它无法与员工实体共用一个事务。',
      ],
    },
    'one-department': {
      title: 'Marketing 部门的 Jones',
      body: ['这个筛选器通过扫描所有员工来找出姓 Jones 的人。'],
      challenge: {
        prompt: '用点查询读取列出 Marketing 部门所有 Jones 的那个索引实体。',
        hints: ['索引实体的 PartitionKey 是 `lastname_<LastName>`。', '它们的 RowKey 是部门。'],
      },
    },
  },
};
