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
  },
  {
    'zh-CN': {
      'worker.noDataset': '没有名为“{id}”的示例数据集。',
      'worker.importedRecordsGone': '导入的记录已不在 Worker 中；请重新导入该文件。',
      'worker.badSize': '数据集大小必须是正整数，而不是 {size}。',
      'worker.importGone': '该导入已不再等待加载。',
      'worker.noRecordImported': '{name} 中没有任何记录可以导入。',
      'worker.noEntityImported': '{name} 中没有任何实体可以导入。',
    },
    ru: {
      'worker.noDataset': 'Нет примера набора данных с именем «{id}».',
      'worker.importedRecordsGone':
        'Импортированных записей больше нет в воркере; импортируйте файл ещё раз.',
      'worker.badSize': 'Размер набора данных должен быть целым положительным числом, а не {size}.',
      'worker.importGone': 'Этот импорт больше не ожидает загрузки.',
      'worker.noRecordImported': 'Ни одну запись из {name} не удалось импортировать.',
      'worker.noEntityImported': 'Ни одну сущность из {name} не удалось импортировать.',
    },
  },
);
