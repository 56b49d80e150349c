import type { LessonText } from '../../translation';

/** «Поиск по префиксу без startswith» in Russian. */
export const PREFIX_SEARCH_RU: LessonText = {
  title: 'Поиск по префиксу без startswith',
  summary:
    'В службе таблиц нет startswith; префикс — это диапазон от самого префикса до следующего за ним.',
  steps: {
    successor: {
      title: 'От префикса до следующего',
      body: [
        'Служба не поддерживает строковые функции в `$filter`, так что `startswith` недоступна. Но любой ключ с префиксом сортируется между самим префиксом и префиксом, у которого последний символ увеличен на единицу: от `email_` до ``email` `` не включительно (после `_` идёт обратный апостроф).',
        'В этой схеме у каждого сотрудника две сущности в разделе отдела: одна под `empid_`, другая под `email_`. Диапазон выше читает только копии по e-mail.',
      ],
    },
    'jones-emails': {
      title: 'Все Jones по e-mail',
      body: ['Адреса здесь начинаются с фамилии: `jones.emma2@contoso.com`.'],
      challenge: {
        prompt:
          "Верните запросом диапазона копии по e-mail из раздела Sales для всех, чей адрес начинается с 'jones.'.",
        hints: [
          'Нужные RowKey начинаются с `email_jones.`.',
          "После `.` идёт символ `/`: `RowKey ge 'email_jones.' and RowKey lt 'email_jones/'`.",
        ],
      },
    },
  },
};
