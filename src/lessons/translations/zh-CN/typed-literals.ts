/** 带类型的字面量：Typed literals in Simplified Chinese. */
import type { LessonText } from '../../translation';

/** Typed literals. */
export const TYPED_LITERALS: LessonText = {
  title: '带类型的字面量',
  summary: "Int64 需要加 L，日期需要写成 datetime'…'，其他类型的值永远不会匹配。",
  steps: {
    'types-do-not-convert': {
      title: 'Int32 不是 Int64',
      body: [
        '`Age` 以 Int32 存储。字面量 `30L` 是 Int64，而服务从不在类型之间转换：对每个实体，比较结果都是 false，所以什么也不返回，也不报错。',
        "每种 Edm 类型都有自己的字面量写法：`42`（Int32）、`42L`（Int64）、`4.2`（Double）、`true`、`datetime'2024-03-01T00:00:00Z'`、`guid'…'` 和 `X'0A1B'`（Binary）。请按属性的存储类型来写。",
      ],
    },
    march: {
      title: '三月份的报销',
      body: ['`SubmittedOn` 是每笔报销都有的 Edm.DateTime 属性。'],
      challenge: {
        prompt: '返回 Sales 部门在 2024 年 3 月（UTC）提交的报销。',
        hints: [
          "DateTime 字面量写作 `datetime'2024-03-01T00:00:00Z'`。",
          "`SubmittedOn ge datetime'2024-03-01T00:00:00Z' and SubmittedOn lt datetime'2024-04-01T00:00:00Z'`",
        ],
      },
    },
  },
};
