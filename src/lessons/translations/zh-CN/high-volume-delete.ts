/** 大量删除模式：High-volume delete, in Simplified Chinese. */
import type { LessonText } from '../../translation';

/** High-volume delete. */
export const HIGH_VOLUME_DELETE: LessonText = {
  title: '大量删除',
  summary: '一起删除的实体应该存放在一起：放在一个分区中，最好放在一个表中。',
  steps: {
    'delete-an-hour': {
      title: '删除一小时的日志',
      body: [
        '实体只能逐个删除；如果共用一个分区，也可以在一个实体组事务中每次最多删除 100 个。没有“按条件删除”。要删除一小时的日志，应用程序要先读取键，再分批删除。',
        '此设计把每个小时放在单独的分区中，所以读取只是一次分区扫描，每批都能包含 100 个实体。指南更进一步：把每个时间段存放在单独的表中，一次调用就能删除整个表。',
      ],
    },
    'read-to-delete': {
      title: '只读取要删除的内容',
      body: ['这个筛选器按时间查找事件，会读取每个分区。'],
      challenge: {
        prompt: '恰好返回 2025 年 1 月 15 日 10:00 到 11:00 的事件，且不读取任何其他分区。',
        hints: ['每个小时是一个分区，名称格式为 `yyyyMMddHH`。'],
      },
    },
  },
};
