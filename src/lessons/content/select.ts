import type { LessonSource } from '../types';

/** Querying basics: server-side projection with $select. */
export const SELECT: LessonSource = {
  id: 'select',
  group: 'querying',
  title: {
    en: '$select: only the properties you need',
    'zh-CN': '$select：只取需要的属性',
    ru: '$select: только нужные свойства',
  },
  summary: {
    en: '$select trims what is sent back, not what is read.',
    'zh-CN': '$select 减少的是返回的内容，而不是读取的内容。',
    ru: '$select сокращает то, что отправляется обратно, а не то, что читается.',
  },
  steps: [
    {
      id: 'projection',
      title: {
        en: 'Fewer bytes, same reads',
        'zh-CN': '字节更少，读取不变',
        ru: 'Меньше байтов, то же чтение',
      },
      focus: 'results',
      shows: 'partition-scan',
      setup: {
        dataset: 'employees',
        size: 1000,
        filter: "PartitionKey eq 'Sales'",
        select: ['FirstName', 'LastName'],
      },
      body: [
        {
          en: '`$select` names the properties each returned entity carries; the keys and the Timestamp always come back. The service still reads every entity the plan scans, so `$select` does not change the cost class, but less travels over the network and less is parsed by the client.',
          'zh-CN':
            '`$select` 指定每个返回的实体带有哪些属性；键和 Timestamp 总会返回。服务仍会读取查询计划扫描的每个实体，所以 `$select` 不会改变开销类别，但网络上传输的数据更少，客户端要解析的也更少。',
          ru: '`$select` перечисляет свойства, которые несёт каждая возвращённая сущность; ключи и Timestamp возвращаются всегда. Служба по-прежнему читает каждую сущность, которую просматривает план, поэтому `$select` не меняет класс стоимости, но по сети передаётся меньше и клиенту меньше разбирать.',
        },
      ],
    },
    {
      id: 'just-emails',
      title: {
        en: 'Just the addresses',
        'zh-CN': '只要地址',
        ru: 'Только адреса',
      },
      focus: 'results',
      shows: 'partition-scan',
      setup: { dataset: 'employees', size: 1000, filter: "PartitionKey eq 'HR'" },
      body: [
        {
          en: 'A mailing tool needs only the e-mail addresses of a department.',
          'zh-CN': '一个邮件群发工具只需要某个部门的电子邮件地址。',
          ru: 'Инструменту рассылки нужны только адреса электронной почты сотрудников отдела.',
        },
      ],
      challenge: {
        prompt: {
          en: 'Return every HR employee with only their e-mail address.',
          'zh-CN': '返回 HR 部门的每名员工，只带他们的电子邮件地址。',
          ru: 'Верните всех сотрудников HR только с их адресом электронной почты.',
        },
        hints: [
          {
            en: 'Set `$select` to one property.',
            'zh-CN': '把 `$select` 设为一个属性。',
            ru: 'Укажите в `$select` одно свойство.',
          },
          {
            en: 'The property is `EmailAddress`.',
            'zh-CN': '这个属性是 `EmailAddress`。',
            ru: 'Это свойство `EmailAddress`.',
          },
        ],
        solution: { select: ['EmailAddress'] },
        check: { kind: 'query', sameAs: "PartitionKey eq 'HR'", select: ['EmailAddress'] },
      },
    },
  ],
};
