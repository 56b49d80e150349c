import type { LessonSource } from '../types';

/** Patterns: values too large for an entity go to Blob storage. */
export const LARGE_ENTITIES: LessonSource = {
  id: 'large-entities',
  group: 'patterns',
  title: {
    en: 'Large entities',
    'zh-CN': '大实体',
    ru: 'Крупные сущности',
  },
  summary: {
    en: 'An entity holds 1 MiB at most; keep large values in blobs and their names in the entity.',
    'zh-CN': '一个实体最大 1 MiB；把大值存放在 Blob 中，只在实体中保存它们的名称。',
    ru: 'Сущность вмещает не более 1 МиБ; большие значения храните в BLOB-объектах, а в сущности — их имена.',
  },
  steps: [
    {
      id: 'sizes',
      title: {
        en: 'What an entity weighs',
        'zh-CN': '一个实体有多大',
        ru: 'Сколько весит сущность',
      },
      focus: 'results',
      shows: 'point',
      setup: {
        dataset: 'employees',
        size: 1000,
        filter: "PartitionKey eq 'Sales' and RowKey eq '000100'",
      },
      body: [
        {
          en: 'An entity, keys and property names included, holds at most 1 MiB; a string property at most 64 KiB. The counters show the bytes a query returns, estimated the way the service counts the size of an entity.',
          'zh-CN':
            '一个实体（包括键和属性名称）最大 1 MiB；一个字符串属性最大 64 KiB。计数器显示查询返回的字节数，其估算方式与服务计算实体大小的方式相同。',
          ru: 'Сущность вместе с ключами и именами свойств вмещает не более 1 МиБ, строковое свойство — не более 64 КиБ. Счётчики показывают байты ответа, оценённые так, как служба считает размер сущности.',
        },
        {
          en: "A photo or a document does not belong in a property. The guide stores it in Blob storage and keeps the blob's name in the entity; the query stays cheap, and the large value is fetched only when needed.",
          'zh-CN':
            '照片或文档不应放在属性中。指南把它存放在 Blob 存储中，只在实体中保存 Blob 的名称；查询依然便宜，大值只在需要时才去获取。',
          ru: 'Фотографии или документу не место в свойстве. Руководство хранит их в хранилище BLOB-объектов, а в сущности — имя BLOB-объекта: запрос остаётся дешёвым, а большое значение загружается, только когда нужно.',
        },
      ],
    },
    {
      id: 'only-what-is-needed',
      title: {
        en: 'Fetch the big part only when needed',
        'zh-CN': '只在需要时获取大的部分',
        ru: 'Большое — только когда нужно',
      },
      focus: 'results',
      shows: 'partition-scan',
      setup: { dataset: 'employees', size: 1000, filter: "PartitionKey eq 'Sales'" },
      body: [
        {
          en: 'The same idea works inside the 1 MiB: a list page needs names, not everything. `$select` trims each entity in the response.',
          'zh-CN':
            '在 1 MiB 以内，同样的思路也适用：列表页只需要姓名，而不是全部内容。`$select` 会精简响应中的每个实体。',
          ru: 'Та же идея работает и в пределах 1 МиБ: странице списка нужны имена, а не всё подряд. `$select` урезает каждую сущность в ответе.',
        },
      ],
      challenge: {
        prompt: {
          en: 'Return every Sales employee with only their first and last names.',
          'zh-CN': '返回 Sales 部门的每名员工，只带他们的名字和姓氏。',
          ru: 'Верните всех сотрудников Sales только с именем и фамилией.',
        },
        hints: [
          {
            en: 'Set `$select` to the two name properties.',
            'zh-CN': '把 `$select` 设为这两个姓名属性。',
            ru: 'Укажите в `$select` два свойства с именами.',
          },
        ],
        solution: { select: ['FirstName', 'LastName'] },
        check: {
          kind: 'query',
          sameAs: "PartitionKey eq 'Sales'",
          select: ['FirstName', 'LastName'],
        },
      },
    },
  ],
};
