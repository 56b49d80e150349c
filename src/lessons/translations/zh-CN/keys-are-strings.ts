/** 键按字符串排序：Keys sort as strings, in Simplified Chinese. */
import type { LessonText } from '../../translation';

/** Keys sort as strings. */
export const KEYS_ARE_STRINGS: LessonText = {
  title: "键按字符串排序：'10' < '9'",
  summary: '键是逐字符比较的文本；补零才能让数字按大小排序。',
  steps: {
    unpadded: {
      title: '排错顺序的数字',
      body: [
        '此设计按原样写入员工 ID，没有补零。键是字符串，按 UTF-16 代码单元逐个比较，所以 `12` 排在 `100` 之后（第二个字符 `2` 大于 `0`），而在 `200` 之前。',
        '结果中，员工 12 和 16 与 100 到 196 排在一起。范围本身没有错；错在键的顺序与数字的大小顺序不一致。',
      ],
    },
    'pad-them': {
      title: '给键补零',
      body: [
        '把每个数字都补零到相同宽度，文本顺序就与数字顺序一致了：`000012` 排在 `000100` 之前。',
      ],
      challenge: {
        prompt: '修改 RowKey 模板和筛选器，使范围查询恰好返回 ID 为 100 到 199 的 Sales 部门员工。',
        hints: [
          '模板函数 `pad:6` 用零把数字补足到六位。',
          "RowKey 模板 `{EmployeeId|pad:6}`；筛选器 `PartitionKey eq 'Sales' and RowKey ge '000100' and RowKey lt '000200'`。",
        ],
      },
    },
  },
};
