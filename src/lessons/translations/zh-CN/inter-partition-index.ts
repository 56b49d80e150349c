/** 分区间辅助索引模式：Inter-partition secondary index, in Simplified Chinese. */
import type { LessonText } from '../../translation';

/** Inter-partition secondary index. */
export const INTER_PARTITION_INDEX: LessonText = {
  title: '分区间辅助索引',
  summary: '把索引副本放在单独的分区中可以分散负载，但没有事务能跨越这些分区。',
  steps: {
    'own-partitions': {
      title: '副本各有自己的分区',
      body: [
        '这里，ID 副本位于 `empid_<department>` 分区，电子邮件副本位于 `email_<department>` 分区。每种查找都在自己的分区中进行，两者互不争用，每个分区也更小。',
        '分区图上的分区数是部门数的两倍。此设计放弃的是：一名员工的两个副本位于不同分区，而实体组事务不能跨越分区。',
      ],
    },
    'by-id': {
      title: 'ID 副本',
      body: ['这个筛选器通过扫描整个表来查找 000103 号员工。'],
      challenge: {
        prompt: '000103 号员工在 IT 部门工作。用点查询读取其 ID 副本。',
        hints: ['ID 副本所在的分区以 `empid_` 加部门命名。'],
      },
    },
  },
};
