/** 前置/追加反模式：Prepend/append anti-pattern, in Simplified Chinese. */
import type { LessonText } from '../../translation';

/** Prepend/append anti-pattern. */
export const PREPEND_APPEND: LessonText = {
  title: '前置/追加反模式',
  summary: '总在增长的键会把每次插入都送到同一个热分区；用分桶把它们分散开。',
  steps: {
    'hot-partition': {
      title: '每次写入都落在同一个地方',
      body: [
        '这份日志以小时为键。在一个小时之内，每个新事件都写入同一个分区的末尾。一个分区由一台服务器提供服务，而服务对单个分区的目标是每秒 2,000 个实体：超过这个值，请求就会被限制（HTTP 503），无论其他分区有多空闲。',
        '整个表每秒可以承受 20,000 个实体，但前提是写入被分散开。',
      ],
    },
    'spread-the-writes': {
      title: '分散写入',
      body: [
        '对事件取一个稳定的哈希，对 N 取模后放在小时前面，就能把每个小时分散到 N 个分区中。这样读取一个小时需要 N 个查询，每个桶一个，它们可以并行执行。',
      ],
      challenge: {
        prompt:
          '在每秒 5,000 个日志事件的情况下，任何分区每秒接收的写入都不得超过 2,000 次。修改 PartitionKey 模板，使所有分区都满足这一点。',
        hints: [
          '模板函数 `hash:N` 给出一个从 0 到 N−1 的稳定桶编号。',
          '预设的“Hash-bucketed by hour”在小时前面加上 `{EventTime|ticks|hash:10|pad:2}_`。',
        ],
      },
    },
  },
};
