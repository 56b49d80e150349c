/** 日志尾模式：Log tail, in Simplified Chinese. */
import type { LessonText } from '../../translation';

/** Log tail. */
export const LOG_TAIL: LessonText = {
  title: '日志尾',
  summary: 'RowKey = DateTime.MaxValue.Ticks − ticks 让最新的排在最前，于是 $top 只读取它们。',
  steps: {
    'inverted-ticks': {
      title: '把时间倒过来',
      body: [
        '分区只能按 RowKey 升序读取。为了先读到最新的报销，RowKey 取 DateTime 最大值的刻度数减去报销时间的刻度数，并补零到 19 位：报销越晚，键越小。',
        '`$top` 为 10 时，第一个响应就包含最新的十笔报销，从分区开头读起。',
      ],
    },
    'newest-ten': {
      title: '最新的十笔',
      body: ['此设计按从旧到新的顺序为报销设置键。最新的报销在分区的最末端。'],
      challenge: {
        prompt: '让第一个响应恰好包含 Sales 部门最新的十笔报销。',
        hints: [
          '查询无法倒序读取分区；必须由设计把最新的放在最前面。',
          '选择预设的“Log tail (newest first)”，并把 `$top` 设为 10。',
        ],
      },
    },
  },
};
