/** $top 与延续标记：$top and continuations, in Simplified Chinese. */
import type { LessonText } from '../../translation';

/** $top and continuations. */
export const TOP_AND_PAGES: LessonText = {
  title: '$top 与延续标记',
  summary: '一个响应最多包含 1,000 个实体（或 $top 个）；其余的在延续标记之后。',
  steps: {
    pages: {
      title: '一页接一页',
      body: [
        '服务一次只返回查询结果的一页。一页在满 1,000 个实体、到达服务器分区范围末尾或经过五秒后结束；如果还有更多结果，响应会带上 `x-ms-continuation-NextPartitionKey` 和 `NextRowKey`，客户端再从那里重新发送查询。',
        '播放时间线，逐个观看这些请求。一页甚至可能是空的却带着延续标记：客户端必须一直读下去，直到不再返回延续标记为止。',
      ],
    },
    'page-size': {
      title: '更小的页',
      body: [
        '`$top` 限制每个响应中的实体数。各 SDK 把它用作页大小：一次显示 20 行的列表就请求 20 个，只在用户滚动时才跟随延续标记继续读取。',
      ],
      challenge: {
        prompt: '分页读取整个 Sales 分区，每页最多 50 个实体。',
        hints: ['在查询选项中设置 `$top`。', '`$top` 为 50 时，250 名员工需要 5 个请求。'],
      },
    },
  },
};
