import type { LessonSource } from '../types';

/** Patterns: the newest entities first, by inverting the time in the key. */
export const LOG_TAIL: LessonSource = {
  id: 'log-tail',
  group: 'patterns',
  title: {
    en: 'Log tail',
    'zh-CN': '日志尾',
    ru: 'Хвост журнала',
  },
  summary: {
    en: 'RowKey = DateTime.MaxValue.Ticks − ticks puts the newest first, so $top reads only them.',
    'zh-CN': 'RowKey = DateTime.MaxValue.Ticks − ticks 让最新的排在最前，于是 $top 只读取它们。',
    ru: 'RowKey = DateTime.MaxValue.Ticks − ticks ставит новые записи первыми, и $top читает только их.',
  },
  steps: [
    {
      id: 'inverted-ticks',
      title: {
        en: 'Time, turned around',
        'zh-CN': '把时间倒过来',
        ru: 'Время наоборот',
      },
      focus: 'strip',
      shows: 'partition-scan',
      setup: {
        dataset: 'expenses-log-tail',
        size: 1000,
        filter: "PartitionKey eq 'Sales'",
        top: 10,
      },
      body: [
        {
          en: "A partition can only be read in ascending RowKey order. To read the newest expenses first, the RowKey is the largest DateTime's ticks minus the expense's ticks, padded to 19 digits: the later the expense, the smaller the key.",
          'zh-CN':
            '分区只能按 RowKey 升序读取。为了先读到最新的报销，RowKey 取 DateTime 最大值的刻度数减去报销时间的刻度数，并补零到 19 位：报销越晚，键越小。',
          ru: 'Раздел читается только по возрастанию RowKey. Чтобы новые расходы читались первыми, RowKey — это такты наибольшего DateTime минус такты расхода, дополненные до 19 цифр: чем позже расход, тем меньше ключ.',
        },
        {
          en: 'With `$top` 10, the first response holds the ten newest expenses, read from the start of the partition.',
          'zh-CN': '`$top` 为 10 时，第一个响应就包含最新的十笔报销，从分区开头读起。',
          ru: 'С `$top` 10 первый ответ содержит десять самых новых расходов, прочитанных с начала раздела.',
        },
      ],
    },
    {
      id: 'newest-ten',
      title: {
        en: 'The ten newest',
        'zh-CN': '最新的十笔',
        ru: 'Десять самых новых',
      },
      focus: 'timeline',
      shows: 'partition-scan',
      setup: {
        dataset: 'expenses-log-tail',
        size: 1000,
        design: 'oldest-first',
        filter: "PartitionKey eq 'Sales'",
      },
      body: [
        {
          en: 'This design keys expenses oldest first. The newest are at the far end of the partition.',
          'zh-CN': '此设计按从旧到新的顺序为报销设置键。最新的报销在分区的最末端。',
          ru: 'Здесь расходы идут от старых к новым; самые новые — в дальнем конце раздела.',
        },
      ],
      challenge: {
        prompt: {
          en: 'Make the first response hold exactly the ten newest Sales expenses.',
          'zh-CN': '让第一个响应恰好包含 Sales 部门最新的十笔报销。',
          ru: 'Пусть первый ответ содержит ровно десять самых новых расходов Sales.',
        },
        hints: [
          {
            en: 'A query cannot read a partition backwards; the design must put the newest first.',
            'zh-CN': '查询无法倒序读取分区；必须由设计把最新的放在最前面。',
            ru: 'Запрос не читает раздел с конца; новые записи вперёд должна ставить схема.',
          },
          {
            en: "Pick the preset 'Log tail (newest first)' and set `$top` to 10.",
            'zh-CN': '选择预设的“Log tail (newest first)”，并把 `$top` 设为 10。',
            ru: 'Выберите готовую схему «Хвост журнала (новые первыми)» и задайте `$top` 10.',
          },
        ],
        solution: { design: 'log-tail', top: 10 },
        check: {
          kind: 'records',
          recordType: 'Expense',
          intent: "Department eq 'Sales'",
          order: { property: 'SubmittedOn', descending: true },
          firstPage: 10,
          costClass: ['partition-scan', 'range'],
        },
      },
    },
  ],
};
