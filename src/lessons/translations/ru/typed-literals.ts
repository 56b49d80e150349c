import type { LessonText } from '../../translation';

/** «Типизированные литералы» in Russian. */
export const TYPED_LITERALS_RU: LessonText = {
  title: 'Типизированные литералы',
  summary: "Int64 требует L, даты — datetime'…', а значение другого типа никогда не совпадает.",
  steps: {
    'types-do-not-convert': {
      title: 'Int32 — не Int64',
      body: [
        '`Age` хранится как Int32. Литерал `30L` имеет тип Int64, а служба никогда не преобразует типы: сравнение ложно для каждой сущности, и ничего не возвращается, причём без ошибки.',
        "У каждого типа Edm своя запись литерала: `42` (Int32), `42L` (Int64), `4.2` (Double), `true`, `datetime'2024-03-01T00:00:00Z'`, `guid'…'` и `X'0A1B'` (Binary). Пишите литерал того типа, в котором хранится свойство.",
      ],
    },
    march: {
      title: 'Расходы за март',
      body: ['`SubmittedOn` — свойство типа Edm.DateTime у каждого расхода.'],
      challenge: {
        prompt: 'Верните расходы отдела Sales, поданные в марте 2024 года (UTC).',
        hints: [
          "Литерал DateTime записывается так: `datetime'2024-03-01T00:00:00Z'`.",
          "`SubmittedOn ge datetime'2024-03-01T00:00:00Z' and SubmittedOn lt datetime'2024-04-01T00:00:00Z'`",
        ],
      },
    },
  },
};
