/** 为什么 RowKey 上的 `or` 不是范围：Why `or` on RowKeys is not a range, in Simplified Chinese. */
import type { LessonText } from '../../translation';

/** Why `or` on RowKeys is not a range. */
export const OR_IS_NOT_A_RANGE: LessonText = {
  title: '为什么 RowKey 上的 `or` 不是范围查询',
  summary: '用 or 连接两个点查找会让服务执行扫描；分成两个查询则不会。',
  steps: {
    'two-rows': {
      title: '两行数据，一次扫描',
      body: [
        '这个 `or` 的两边各是一个点查找，查询计划却是分区扫描。服务不会把一个筛选器拆成多次单独的定位：RowKey 上的 `or` 无法为 RowKey 划定边界，所以服务会读取整个分区，并在每个实体上检验这两个条件。',
        '并行发送两个点查询，只需两个请求、读取两个实体；一旦分区变大，这比一次扫描便宜得多。',
      ],
    },
    adjacent: {
      title: '当两个键彼此相邻时',
      body: ['Sales 部门员工的 ID 中有 000100 和 000104，两者之间没有其他员工。'],
      challenge: {
        prompt: '用一个范围查询返回同样的两名员工。',
        hints: [
          '两个键都位于 `000100` 和 `000104` 之间，而该分区中没有其他键落在这个区间里。',
          "给 RowKey 划定边界：`RowKey ge '000100' and RowKey le '000104'`。",
        ],
      },
    },
  },
};
