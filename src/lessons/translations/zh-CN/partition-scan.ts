/** 分区扫描：Partition scans in Simplified Chinese. */
import type { LessonText } from '../../translation';

/** Partition scans. */
export const PARTITION_SCAN: LessonText = {
  title: '分区扫描',
  summary: '分区已固定，但 RowKey 没有边界：分区中的每个实体都会被读取。',
  steps: {
    'whole-partition': {
      title: '索引用不上的条件',
      body: [
        '`LastName` 不是键，服务无法按它定位。服务会读取 Sales 分区中的每个实体，并逐一检查条件；条带图显示了它读取后又舍弃的实体。',
        '开销随分区的大小增长，而不是随结果的多少增长：这里读取的实体大多被丢弃了。对小分区来说，分区扫描无妨；对大分区来说，它是一个警告信号。',
      ],
    },
    'jones-in-hr': {
      title: '只在一个分区内查找',
      body: ['如果不指定分区，同样的条件会读取整个表。'],
      challenge: {
        prompt: '返回在 HR 部门工作、姓 Jones 的员工，且不读取任何其他分区。',
        hints: [
          '用 `PartitionKey eq` 固定分区。',
          "`PartitionKey eq 'HR' and LastName eq 'Jones'`",
        ],
      },
    },
  },
};
