/** The words of comparison files (src/share/comparison-file.ts) and their controls (src/ui/compare). */
import { cataloguePart } from './part';

/** Reading and writing a comparison as a file, and the check report. */
export const SHARE_FILE = cataloguePart(
  {
    'share.fileNotJson': 'The file is not JSON: {reason}',
    'share.fileNotComparison':
      'The file is not a Keyscope comparison (its "format" is not "{format}").',
    'share.fileNewer':
      'The file is version {version}, made by a newer Keyscope; this one reads version 1.',
    'share.fileVersion': 'The file\'s "version" {value} is not understood.',
    'share.fileNoDataset': 'the file names no dataset (an "id", a "size" and a "seed")',
    'share.fileDatasetSize': 'dataset size',
    'share.fileDatasetSeed': 'dataset seed',
    'share.fileNoLists': 'The file holds no "designs" and "patterns" lists.',
    'share.filePattern': 'pattern {n}',
    'share.fileShape': 'is not shaped as a pattern (parameters, queries by design id)',
    'share.fileUnknownDesign': 'has a query for the design {design}, which the file does not have',
    'compare.fileSave': 'Save as file',
    'compare.fileOpen': 'Open a file…',
    'compare.fileOpened': 'Opened {name}.',
    'compare.fileRefused': '{name} was not opened: {problem} Nothing was changed.',
    'compare.reportMarkdown': 'Check report (Markdown)',
    'compare.reportJson': 'Check report (JSON)',
    'compare.fileTools': 'Files',
    'compare.fileUnknownDataset':
      'The file names the dataset "{dataset}", which is not one of the samples here ({known}).',
    'compare.reportTitle': 'Keyscope check report',
    'compare.reportRecords': 'Records: {dataset}, {count} records, seed {seed}.',
    'compare.reportCell':
      '{costClass}, {requests} requests, {scanned} scanned, {returned} returned',
    'compare.reportCost': "Cost a month, in the price sheet's currency (a projection)",
  },
  {
    'zh-CN': {
      'share.fileNotJson': '该文件不是 JSON：{reason}',
      'share.fileNotComparison': '该文件不是 Keyscope 比较（它的 "format" 不是 "{format}"）。',
      'share.fileNewer': '该文件是版本 {version}，由更新的 Keyscope 生成；此版本只能读取版本 1。',
      'share.fileVersion': '无法识别文件的 "version" {value}。',
      'share.fileNoDataset': '文件没有指明数据集（"id"、"size" 和 "seed"）',
      'share.fileDatasetSize': '数据集大小',
      'share.fileDatasetSeed': '数据集种子',
      'share.fileNoLists': '文件中没有 "designs" 和 "patterns" 列表。',
      'share.filePattern': '模式 {n}',
      'share.fileShape': '不符合模式的结构（参数、按设计 id 给出的查询）',
      'share.fileUnknownDesign': '含有针对设计 {design} 的查询，但文件中没有该设计',
      'compare.fileSave': '保存为文件',
      'compare.fileOpen': '打开文件…',
      'compare.fileOpened': '已打开 {name}。',
      'compare.fileRefused': '未打开 {name}：{problem} 没有做任何更改。',
      'compare.reportMarkdown': '检查报告（Markdown）',
      'compare.reportJson': '检查报告（JSON）',
      'compare.fileTools': '文件',
      'compare.fileUnknownDataset':
        '文件指定的数据集 "{dataset}" 不是这里的示例数据集（{known}）。',
      'compare.reportTitle': 'Keyscope 检查报告',
      'compare.reportRecords': '记录：{dataset}，{count} 条记录，种子 {seed}。',
      'compare.reportCell': '{costClass}，{requests} 个请求，读取 {scanned}，返回 {returned}',
      'compare.reportCost': '每月成本，按价格表的币种（预测）',
    },
    ru: {
      'share.fileNotJson': 'Файл не в формате JSON: {reason}',
      'share.fileNotComparison': 'Это не сравнение Keyscope (его "format" не "{format}").',
      'share.fileNewer':
        'Файл версии {version} создан более новым Keyscope; эта версия читает только версию 1.',
      'share.fileVersion': '"version" {value} в файле не распознана.',
      'share.fileNoDataset': 'в файле не указан набор данных ("id", "size" и "seed")',
      'share.fileDatasetSize': 'размер набора данных',
      'share.fileDatasetSeed': 'seed набора данных',
      'share.fileNoLists': 'В файле нет списков "designs" и "patterns".',
      'share.filePattern': 'шаблон {n}',
      'share.fileShape': 'устроен не как шаблон (параметры, запросы по id схемы)',
      'share.fileUnknownDesign': 'содержит запрос для схемы {design}, которой нет в файле',
      'compare.fileSave': 'Сохранить в файл',
      'compare.fileOpen': 'Открыть файл…',
      'compare.fileOpened': 'Открыт {name}.',
      'compare.fileRefused': '{name} не открыт: {problem} Ничего не изменено.',
      'compare.reportMarkdown': 'Отчёт о проверке (Markdown)',
      'compare.reportJson': 'Отчёт о проверке (JSON)',
      'compare.fileTools': 'Файлы',
      'compare.fileUnknownDataset':
        'В файле указан набор данных «{dataset}», которого нет среди примеров ({known}).',
      'compare.reportTitle': 'Отчёт о проверке Keyscope',
      'compare.reportRecords': 'Записи: {dataset}, записей: {count}, seed {seed}.',
      'compare.reportCell':
        '{costClass}, запросов: {requests}, прочитано: {scanned}, возвращено: {returned}',
      'compare.reportCost': 'Стоимость в месяц в валюте прайс-листа (прогноз)',
    },
  },
);
