/** 反规范化模式：Denormalization, in Simplified Chinese. */
import type { LessonText } from '../../translation';

/** Denormalization. */
export const DENORMALIZATION: LessonText = {
  title: '反规范化',
  summary: '把相关数据复制到需要它的实体中，一个点查询就能给出答案。',
  steps: {
    'two-reads': {
      title: '员工和他们的经理',
      body: [
        '部门实体保存经理的姓名；每个员工实体保存该员工。要显示员工及其经理，应用程序需要读取两个实体：两个点查询。',
        '反规范化就是把经理的姓名也写入每个员工实体。这样一个点查询就能给出答案，表也不需要做任何联接。代价是：经理变更时，该部门的每个员工实体都必须重写。',
      ],
    },
    'what-changes': {
      title: '一次变更会波及哪些实体',
      body: [
        '经理被复制到每个员工实体之后，Sales 部门换了新经理，就意味着要重写 Sales 部门的每个员工实体。它们位于同一个分区，因此可以用每次最多 100 个实体的实体组事务来完成。',
      ],
      challenge: {
        prompt:
          '用范围查询恰好返回 Sales 部门的员工实体（不含部门实体）：也就是新经理上任时需要重写的那些实体。',
        hints: [
          '员工的 RowKey 以 `Employee_` 开头。',
          "前缀就是一个范围：``RowKey ge 'Employee_' and RowKey lt 'Employee`'``（反引号紧跟在 `_` 之后）。",
        ],
      },
    },
  },
};
