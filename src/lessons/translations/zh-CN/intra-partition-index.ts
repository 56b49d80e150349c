/** 分区内辅助索引模式：Intra-partition secondary index, in Simplified Chinese. */
import type { LessonText } from '../../translation';

/** Intra-partition secondary index. */
export const INTRA_PARTITION_INDEX: LessonText = {
  title: '分区内辅助索引',
  summary: '在分区中把每个实体存两份，分别以 ID 和电子邮件为键，两种查找就都是点查询。',
  steps: {
    'two-copies': {
      title: '一名员工，两个 RowKey',
      body: [
        '表只有一个索引：(PartitionKey, RowKey)。为了让按电子邮件查找员工和按 ID 查找一样便宜，此设计把每名员工在部门分区中写入两次：一次作为 `empid_000000`，一次作为 `email_smith.dana0@contoso.com`。',
        '两个副本在同一个分区中，所以一个实体组事务就能同时写入或更新它们：它们永远不会不一致。代价是实体数翻倍，写入次数也翻倍。',
      ],
    },
    'make-it-a-point': {
      title: '自己设计索引',
      body: ['在普通的按部门设计上，按电子邮件查找员工会扫描整个表。'],
      challenge: {
        prompt:
          "修改设计，使电子邮件为 'smith.dana0@contoso.com' 的员工（在 Sales 部门）能用点查询找到，然后写出该查询。",
        hints: [
          '打开键设计编辑器。你可以修改 RowKey 模板，也可以添加第二个带自己 RowKey 的副本。',
          '像 `email_{EmailAddress}` 这样的 RowKey 模板会把地址变成键的一部分；预设的“Intra-partition index”正是这样做的。',
          "然后：`PartitionKey eq 'Sales' and RowKey eq 'email_smith.dana0@contoso.com'`。",
        ],
      },
    },
  },
};
