/** $select：只取需要的属性，in Simplified Chinese. */
import type { LessonText } from '../../translation';

/** $select: only the properties you need. */
export const SELECT: LessonText = {
  title: '$select：只取需要的属性',
  summary: '$select 减少的是返回的内容，而不是读取的内容。',
  steps: {
    projection: {
      title: '字节更少，读取不变',
      body: [
        '`$select` 指定每个返回的实体带有哪些属性；键和 Timestamp 总会返回。服务仍会读取查询计划扫描的每个实体，所以 `$select` 不会改变开销类别，但网络上传输的数据更少，客户端要解析的也更少。',
      ],
    },
    'just-emails': {
      title: '只要地址',
      body: ['一个邮件群发工具只需要某个部门的电子邮件地址。'],
      challenge: {
        prompt: '返回 HR 部门的每名员工，只带他们的电子邮件地址。',
        hints: ['把 `$select` 设为一个属性。', '这个属性是 `EmailAddress`。'],
      },
    },
  },
};
