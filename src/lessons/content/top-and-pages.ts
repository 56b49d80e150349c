import type { LessonSource } from '../types';

/** Querying basics: results come in pages joined by continuation tokens. */
export const TOP_AND_PAGES: LessonSource = {
  id: 'top-and-pages',
  group: 'querying',
  title: {
    en: '$top and continuations',
    'zh-CN': '$top 与延续标记',
    ru: '$top и маркеры продолжения',
  },
  summary: {
    en: 'A response holds at most 1,000 entities, or $top; the rest is behind a continuation.',
    'zh-CN': '一个响应最多包含 1,000 个实体（或 $top 个）；其余的在延续标记之后。',
    ru: 'В ответе не больше 1000 сущностей или $top; остальное — за маркером продолжения.',
  },
  steps: [
    {
      id: 'pages',
      title: {
        en: 'Page by page',
        'zh-CN': '一页接一页',
        ru: 'Страница за страницей',
      },
      focus: 'timeline',
      shows: 'table-scan',
      setup: { dataset: 'employees', size: 10000, filter: "LastName eq 'Jones'" },
      body: [
        {
          en: 'The service answers a query one page at a time. A page ends after 1,000 entities, at the end of a server partition range, or after five seconds; when there is more, the response carries `x-ms-continuation-NextPartitionKey` and `NextRowKey`, and the client sends the query again from there.',
          'zh-CN':
            '服务一次只返回查询结果的一页。一页在满 1,000 个实体、到达服务器分区范围末尾或经过五秒后结束；如果还有更多结果，响应会带上 `x-ms-continuation-NextPartitionKey` 和 `NextRowKey`，客户端再从那里重新发送查询。',
          ru: 'Служба отвечает на запрос по одной странице. Страница заканчивается после 1000 сущностей, на конце диапазона разделов сервера или через пять секунд; если есть ещё, ответ несёт `x-ms-continuation-NextPartitionKey` и `NextRowKey`, и клиент повторяет запрос с этого места.',
        },
        {
          en: 'Play the timeline to watch the requests one by one. A page can even come back empty with a continuation: a client must keep going until no continuation is returned.',
          'zh-CN':
            '播放时间线，逐个观看这些请求。一页甚至可能是空的却带着延续标记：客户端必须一直读下去，直到不再返回延续标记为止。',
          ru: 'Запустите временную шкалу, чтобы увидеть запросы по одному. Страница может прийти даже пустой, но с маркером продолжения: клиент продолжает, пока маркер не перестанет приходить.',
        },
      ],
    },
    {
      id: 'page-size',
      title: {
        en: 'Smaller pages',
        'zh-CN': '更小的页',
        ru: 'Страницы поменьше',
      },
      focus: 'timeline',
      shows: 'partition-scan',
      setup: { dataset: 'employees', size: 1000, filter: "PartitionKey eq 'Sales'" },
      body: [
        {
          en: '`$top` caps the entities in each response. The SDKs use it as the page size: a list that shows 20 rows at a time asks for 20 and follows the continuation only when the user scrolls.',
          'zh-CN':
            '`$top` 限制每个响应中的实体数。各 SDK 把它用作页大小：一次显示 20 行的列表就请求 20 个，只在用户滚动时才跟随延续标记继续读取。',
          ru: '`$top` ограничивает число сущностей в ответе. SDK задают им размер страницы: список по 20 строк запрашивает 20 и идёт по маркеру продолжения, лишь когда пользователь листает дальше.',
        },
      ],
      challenge: {
        prompt: {
          en: 'Read the whole Sales partition in pages of at most 50 entities.',
          'zh-CN': '分页读取整个 Sales 分区，每页最多 50 个实体。',
          ru: 'Прочитайте весь раздел Sales страницами не больше чем по 50 сущностей.',
        },
        hints: [
          {
            en: 'Set `$top` in the query options.',
            'zh-CN': '在查询选项中设置 `$top`。',
            ru: 'Задайте `$top` в параметрах запроса.',
          },
          {
            en: 'With `$top` 50, 250 employees take 5 requests.',
            'zh-CN': '`$top` 为 50 时，250 名员工需要 5 个请求。',
            ru: 'С `$top` 50 на 250 сотрудников уйдёт 5 запросов.',
          },
        ],
        solution: { top: 50 },
        check: { kind: 'query', sameAs: "PartitionKey eq 'Sales'", maxPageSize: 50 },
      },
    },
  ],
};
