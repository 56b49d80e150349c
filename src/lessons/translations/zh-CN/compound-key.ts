/** 复合键模式：Compound keys, in Simplified Chinese. */
import type { LessonText } from '../../translation';

/** Compound keys. */
export const COMPOUND_KEY: LessonText = {
  title: '复合键',
  summary: '员工和他们的评审记录共用一个 RowKey 前缀，因此一个范围就能把它们全部读出。',
  steps: {
    'prefix-shared': {
      title: '一个前缀，多个实体',
      body: [
        '这里评审实体的 RowKey 形如 `000100_review_20240315`：先是员工 ID，然后是实体的种类，最后是日期。它们紧跟在该员工自己的实体 `000100` 之后排序。',
        '因此，员工及其所有评审构成一段连续的行：一个范围查询就能按日期顺序把它们返回。',
      ],
    },
    'one-employee': {
      title: '一名员工的全部信息',
      body: ['这会读取整个 Sales 分区。'],
      challenge: {
        prompt: '用一个范围查询返回 Sales 部门的 000104 号员工及其所有评审。',
        hints: ['你要找的每个 RowKey 都以 `000104` 开头。', '下一个 ID 是 `000105`。'],
      },
    },
  },
};
