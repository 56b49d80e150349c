/** 数据系列模式：Data series, in Simplified Chinese. */
import type { LessonText } from '../../translation';

/** Data series. */
export const DATA_SERIES: LessonText = {
  title: '数据系列',
  summary: '把一天的每小时计数放进一个实体：一次读取、一次写入，而不是 24 次。',
  steps: {
    hourly: {
      title: '每小时一个实体',
      body: [
        '这里每名员工每小时有一个实体，记录其发送的消息数。一天就是 24 个实体：读取一天是一个返回 24 个实体的范围查询，而每晚写入它们的作业要做 24 次写入。',
      ],
    },
    series: {
      title: '每天一个实体',
      body: [
        '数据系列模式把一天存放在一个实体中，属性为 `Hour00` 到 `Hour23`。读取一天只需一个点查询，写入只需一个请求。一个实体最多可以有 252 个属性、最大 1 MiB，所以系列必须同时满足这两个限制。',
      ],
      challenge: {
        prompt: '用点查询读取 000003 号员工在 2025 年 1 月 15 日的计数。',
        hints: ['RowKey 是日期，格式为 `yyyyMMdd`。'],
      },
    },
  },
};
