/** 宽实体模式：Wide entities, in Simplified Chinese. */
import type { LessonText } from '../../translation';

/** Wide entities. */
export const WIDE_ENTITIES: LessonText = {
  title: '宽实体',
  summary: '超过 252 个属性时，把实体拆成几部分，各部分共用一个分区和一个键前缀。',
  steps: {
    'the-limit': {
      title: '最多 252 个属性',
      body: [
        '除了 PartitionKey、RowKey 和 Timestamp 之外，一个实体最多有 252 个自己的属性。一天的每小时计数放得下；一周的每分钟计数就放不下了。',
        '指南把这样的实体拆成几部分：PartitionKey 相同，RowKey 共用一个前缀并以部分编号结尾。这些部分在一个实体组事务中一起写入，用一个范围查询一起读取。',
      ],
    },
    'read-the-parts': {
      title: '把相关实体当作一个来读取',
      body: ['这里，一名员工的各天记录扮演一个宽实体的各个部分。'],
      challenge: {
        prompt: '用一个范围查询读取 000001 号员工 2025 年 1 月 14 日至 16 日（含）的记录。',
        hints: ['在 RowKey 的两侧都设定边界。', "`RowKey ge '20250114' and RowKey le '20250116'`"],
      },
    },
  },
};
