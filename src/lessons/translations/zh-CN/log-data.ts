/** 日志数据反模式：Log data anti-pattern, in Simplified Chinese. */
import type { LessonText } from '../../translation';

/** Log data anti-pattern. */
export const LOG_DATA: LessonText = {
  title: '日志数据反模式',
  summary: '以时间为键的日志会形成热分区；分桶解决了写入问题，却增加了读取开销。',
  steps: {
    'buckets-cost-reads': {
      title: '分桶给读取带来的开销',
      body: [
        '使用哈希分桶后，一个小时分布在十个分区中：`00_2025011509` 到 `09_2025011509`。这个筛选器读取桶 `00`；要读取整个小时，还需要九个类似的查询并行执行，再由客户端按时间合并结果。',
        '对于日志，指南通常建议改用 Blob 存储：追加 Blob 能以很低的开销在末尾写入，而日志分析本来就要读取整个时间段。只有在需要按键查询单个事件时，才把日志保存在表中。',
      ],
    },
    'one-bucket': {
      title: '一个小时中的一个桶',
      body: ['这个筛选器按时间读取这个小时：这是一次表扫描。'],
      challenge: {
        prompt: '返回 2025 年 1 月 15 日 09:00 到 10:00 之间、位于桶 03 中的事件，只读取一个分区。',
        hints: ['桶和小时组成 PartitionKey：`03_2025011509`。'],
      },
    },
  },
};
