/** 表扫描：Table scans in Simplified Chinese. */
import type { LessonText } from '../../translation';

/** Table scans. */
export const TABLE_SCAN: LessonText = {
  title: '表扫描',
  summary: '没有 PartitionKey eq，服务就要逐页读取每一个分区。',
  steps: {
    'every-partition': {
      title: '每个分区、每个实体',
      body: [
        '这个筛选器没有指定任何分区，所以服务必须把所有分区都读一遍。分区图上每个分区都亮了起来；计数器显示，为了返回寥寥几个实体，读取了多少实体。',
        '表扫描是开销最大的查询，而且表越大越慢。它的结果还会分页返回：每页最多 1,000 个实体，一页也可能在分区边界处或五秒之后提前结束，因此客户端必须跟随延续标记继续读取。',
      ],
    },
    'row-key-alone': {
      title: '只有 RowKey 没有用',
      body: ['RowKey 只在分区内部有序。没有分区，服务不逐个查看每个分区就找不到 `000123`。'],
      challenge: {
        prompt: '000123 号员工在 IT 部门工作。把这次查找变成点查询。',
        hints: ['加上该实体所在的分区。'],
      },
    },
  },
};
