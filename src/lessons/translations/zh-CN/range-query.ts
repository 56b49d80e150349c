/** 范围查询：Range queries in Simplified Chinese. */
import type { LessonText } from '../../translation';

/** Range queries. */
export const RANGE_QUERY: LessonText = {
  title: '范围查询',
  summary: '一个分区加上一段有界的 RowKey：服务只读取这一段。',
  steps: {
    'bounded-run': {
      title: '一段有界的行',
      body: [
        '在分区内部，实体按 `RowKey` 的顺序存放。如果筛选器固定了分区，并用 `gt`、`ge`、`lt` 或 `le` 给 RowKey 划定边界，服务就可以从范围内的第一个键开始读取，读到最后一个键后停止。',
        '条带图按键的顺序显示该分区：只有标出的那一段会被读取。读取的每个实体都会被返回，没有任何浪费。这就是范围查询，它的开销仅次于点查询。',
      ],
    },
    'hundred-to-199': {
      title: '员工 100 到 199',
      body: ['这个筛选器读取整个 Sales 分区，并将其全部返回。'],
      challenge: {
        prompt: '以范围查询的方式返回 ID 为 100 到 199（含两端）的 Sales 部门员工。',
        hints: [
          '保留分区条件，再给 `RowKey` 加上两个边界。',
          "ID 补零到六位，所以边界是 `'000100'` 和 `'000199'`（或者 `lt '000200'`）。",
        ],
      },
    },
  },
};
