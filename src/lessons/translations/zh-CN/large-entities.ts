/** 大实体模式：Large entities, in Simplified Chinese. */
import type { LessonText } from '../../translation';

/** Large entities. */
export const LARGE_ENTITIES: LessonText = {
  title: '大实体',
  summary: '一个实体最大 1 MiB；把大值存放在 Blob 中，只在实体中保存它们的名称。',
  steps: {
    sizes: {
      title: '一个实体有多大',
      body: [
        '一个实体（包括键和属性名称）最大 1 MiB；一个字符串属性最大 64 KiB。计数器显示查询返回的字节数，其估算方式与服务计算实体大小的方式相同。',
        '照片或文档不应放在属性中。指南把它存放在 Blob 存储中，只在实体中保存 Blob 的名称；查询依然便宜，大值只在需要时才去获取。',
      ],
    },
    'only-what-is-needed': {
      title: '只在需要时获取大的部分',
      body: [
        '在 1 MiB 以内，同样的思路也适用：列表页只需要姓名，而不是全部内容。`$select` 会精简响应中的每个实体。',
      ],
      challenge: {
        prompt: '返回 Sales 部门的每名员工，只带他们的名字和姓氏。',
        hints: ['把 `$select` 设为这两个姓名属性。'],
      },
    },
  },
};
