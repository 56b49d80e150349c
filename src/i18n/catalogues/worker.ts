/**
 * The worker's words that reach the user: why a dataset could not be loaded or an import could
 * not be taken in.
 */
import { cataloguePart } from './part';

/** Messages of src/worker. */
export const WORKER = cataloguePart(
  {
    'worker.noDataset': 'There is no sample dataset named "{id}".',
    'worker.importedRecordsGone':
      'The imported records are no longer in the worker; import the file again.',
    'worker.badSize': 'A dataset size must be a positive whole number, not {size}.',
    'worker.importGone': 'That import is no longer waiting to be loaded.',
    'worker.noRecordImported': 'No record of {name} could be imported.',
    'worker.noEntityImported': 'No entity of {name} could be imported.',
    'worker.designDoesNotFit': 'The design "{name}" does not fit the {dataset} records: {reason}.',
    'worker.noComparisonTable': 'No comparison table named "{name}" is held in the worker.',
    'worker.rejectedEntity': 'entity #{index}: {message} ({code})',
    'worker.lessonTooLarge':
      'this check runs on datasets of up to {limit} records (choose a smaller size)',
    'worker.lessonNoAdvisor':
      'This step asks the advisor about no scenario of its sample ("{scenario}").',
    'worker.designIds': 'A comparison needs one or more designs with distinct ids.',
    'worker.noComparison': 'No comparison named "{id}" is loaded in the worker.',
    'worker.noDesign': 'The comparison has no design "{id}".',
    'worker.noTable': 'No table named "{name}" is loaded in the worker.',
  },
  {
    'zh-CN': {
      'worker.noDataset': '没有名为“{id}”的示例数据集。',
      'worker.importedRecordsGone': '导入的记录已不在 Worker 中；请重新导入该文件。',
      'worker.badSize': '数据集大小必须是正整数，而不是 {size}。',
      'worker.importGone': '该导入已不再等待加载。',
      'worker.noRecordImported': '{name} 中没有任何记录可以导入。',
      'worker.noEntityImported': '{name} 中没有任何实体可以导入。',
      'worker.designDoesNotFit': '设计“{name}”不适用于{dataset}的记录：{reason}。',
      'worker.noComparisonTable': 'Worker 中没有名为“{name}”的比较表。',
      'worker.rejectedEntity': '实体 #{index}：{message}（{code}）',
      'worker.lessonTooLarge': '此检查只在最多 {limit} 条记录的数据集上运行（请选择较小的大小）',
      'worker.lessonNoAdvisor': '此步骤没有就其样本的任何场景询问顾问（“{scenario}”）。',
      'worker.designIds': '比较需要一个或多个 id 互不相同的设计。',
      'worker.noComparison': 'Worker 中没有加载名为“{id}”的比较。',
      'worker.noDesign': '比较中没有设计“{id}”。',
      'worker.noTable': 'Worker 中没有加载名为“{name}”的表。',
    },
    ru: {
      'worker.noDataset': 'Нет примера набора данных с именем «{id}».',
      'worker.importedRecordsGone':
        'Импортированных записей больше нет в воркере; импортируйте файл ещё раз.',
      'worker.badSize': 'Размер набора данных должен быть целым положительным числом, а не {size}.',
      'worker.importGone': 'Этот импорт больше не ожидает загрузки.',
      'worker.noRecordImported': 'Ни одну запись из {name} не удалось импортировать.',
      'worker.noEntityImported': 'Ни одну сущность из {name} не удалось импортировать.',
      'worker.designDoesNotFit':
        'Схема «{name}» не подходит к записям набора «{dataset}»: {reason}.',
      'worker.noComparisonTable': 'В воркере нет таблицы сравнения с именем «{name}».',
      'worker.rejectedEntity': 'сущность №{index}: {message} ({code})',
      'worker.lessonTooLarge':
        'эта проверка работает на наборах данных не больше {limit} записей (выберите размер поменьше)',
      'worker.lessonNoAdvisor':
        'Этот шаг не спрашивает советника ни об одном сценарии своего набора данных («{scenario}»).',
      'worker.designIds': 'Для сравнения нужна хотя бы одна схема, и у схем должны быть разные id.',
      'worker.noComparison': 'В воркере не загружено сравнение с именем «{id}».',
      'worker.noDesign': 'В сравнении нет проекта «{id}».',
      'worker.noTable': 'В воркере не загружена таблица с именем «{name}».',
    },
  },
);
