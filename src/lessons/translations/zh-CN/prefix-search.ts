/** 不用 startswith 的前缀搜索：Prefix search without startswith, in Simplified Chinese. */
import type { LessonText } from '../../translation';

/** Prefix search without startswith. */
export const PREFIX_SEARCH: LessonText = {
  title: '不用 startswith 的前缀搜索',
  summary: '表服务没有 startswith；前缀就是一个范围：从前缀本身到它的后继。',
  steps: {
    successor: {
      title: '从这个前缀到下一个前缀',
      body: [
        '服务在 `$filter` 中不支持任何字符串函数，所以 `startswith` 用不了。但是，以某个前缀开头的每个键，排序时都落在前缀本身与“把前缀最后一个字符加一”之间：从 `email_` 开始，直到 ``email` ``（不含）为止（`_` 的下一个字符是反引号）。',
        '在此设计中，每名员工在部门分区中有两个实体：一个在 `empid_` 之下，一个在 `email_` 之下。上面的范围只读取电子邮件副本。',
      ],
    },
    'jones-emails': {
      title: '按电子邮件找出所有 Jones',
      body: ['这里的电子邮件地址以姓氏开头：`jones.emma2@contoso.com`。'],
      challenge: {
        prompt: "以范围查询的方式，返回 Sales 部门中地址以 'jones.' 开头的所有人的电子邮件实体。",
        hints: [
          '你要找的 RowKey 以 `email_jones.` 开头。',
          "`.` 的下一个字符是 `/`：`RowKey ge 'email_jones.' and RowKey lt 'email_jones/'`。",
        ],
      },
    },
  },
};
