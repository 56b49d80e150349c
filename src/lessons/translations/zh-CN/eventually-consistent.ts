/** 最终一致性事务模式：Eventually consistent transactions, in Simplified Chinese. */
import type { LessonText } from '../../translation';

/** Eventually consistent transactions. */
export const EVENTUALLY_CONSISTENT: LessonText = {
  title: '最终一致性事务',
  summary: '位于多个分区的副本无法以原子方式写入；借助队列，它们最终会达成一致。',
  steps: {
    'what-it-costs': {
      title: '写入这些副本的代价',
      body: [
        '设计摘要已经说明：每名员工有两个实体，位于不同分区，因此没有哪个实体组事务能同时写入两者。如果写入方在两次写入之间失败，两个副本就会不一致。',
        '指南给出的办法是把更改变成一条消息：把“000104 号员工已更改”放入队列，由工作进程写入每个副本，失败就重试，直到两个副本都写入为止。副本会短暂不一致，随后达成一致。每次写入都变成一条队列消息加两次实体写入。',
      ],
    },
    'keep-it-atomic': {
      title: '能原子写入时就原子写入',
      body: ['如果副本可以共用一个分区，一个实体组事务就能写入它们，也就不需要队列了。'],
      challenge: {
        prompt:
          "选择一个能在一个实体组事务中写入每名员工的设计，并用点查询找到 'smith.dana0@contoso.com'（Sales 部门）。",
        hints: [
          '两个副本都必须使用其所属员工的 PartitionKey。',
          '预设的“Intra-partition index”把两个副本都放在部门分区中。',
        ],
      },
    },
  },
};
