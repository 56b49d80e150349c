/**
 * The pictures' words: the text equivalents read to screen readers, tooltips, axis labels and
 * the exported slide's caption and headings. Counts are plural entries because Russian needs a
 * different noun form (and, after "из", a different case) for 1, 2 and 5.
 */
import { cataloguePart } from './part';

/** Words of the partition map, key-range strip, request timeline and write-load pictures. */
export const VIZ = cataloguePart(
  {
    'viz.partitions': { one: '{count} partition', other: '{count} partitions' },
    'viz.ofPartitions': { one: '{count} partition', other: '{count} partitions' },
    'viz.entities': { one: '{count} entity', other: '{count} entities' },
    'viz.requests': { one: '{count} request', other: '{count} requests' },
    'viz.mapIdle': 'The table has {partitions} holding {entities}. No query has run.',
    'viz.mapQuery':
      '{cost}: the query touches {touched} of {partitions} and scans {scanned}; it returns {returned} in {requests}.',
    'viz.everyKey': 'every {key}',
    'viz.bothBounds': '{lower} and {upper}',
    'viz.nothingScanned': 'Nothing is scanned.',
    'viz.scannedRanges': 'Scanned: {ranges}.',
    'viz.stripSummary':
      '{subject}: {entities} in {key} order. {scannedText} {returned} returned, {rejected} scanned and rejected, {skipped} not read.',
    'viz.stripSummarySampled':
      '{subject}: {entities} in {key} order, drawn as an even sample of {sample}. {scannedText} Of the sample, {returned} % returned, {rejected} % scanned and rejected, {skipped} % not read; the counters above count every entity.',
    'viz.stripPartition': "Partition '{partition}'",
    'viz.stripKeySpace': 'The whole key space',
    'viz.stripCursor': 'after request {number}',
    'viz.axisOrder': '{key} order →',
    'viz.noRequests': 'No requests.',
    'viz.requestsReturn': {
      one: '{count} request returns {entities}',
      other: '{count} requests return {entities}',
    },
    'viz.noPageContinues': 'no page carries a continuation',
    'viz.onePageContinues': 'one page carries a continuation',
    'viz.pagesContinue': {
      one: '{count} page carries a continuation',
      other: '{count} pages carry a continuation',
    },
    'viz.timelineSummary': '{requests}; {continuations}.',
    'viz.timelineSummaryNext':
      "{requests}; {continuations}. The first continuation is NextPartitionKey '{partitionKey}', NextRowKey '{rowKey}'.",
    'viz.continuationEnd': 'end',
    'viz.barRequest': 'Request {number}',
    'viz.barRequests': 'Requests {first}–{last}',
    'viz.endedPageFull': 'page full',
    'viz.endedBoundary': 'range-partition boundary',
    'viz.endedScan': 'end of scan',
    'viz.noContinuation': 'no continuation',
    'viz.barTooltip': '{which}: {returned} returned, {scanned} scanned; {ended}; {next}',
    'viz.markCounts': {
      one: '{count} entity, {scanned} scanned, {returned} returned',
      other: '{count} entities, {scanned} scanned, {returned} returned',
    },
    'viz.markRange': {
      one: "{count} partition '{first}' … '{last}' ({touched} touched): {counts}",
      other: "{count} partitions '{first}' … '{last}' ({touched} touched): {counts}",
    },
    'viz.noPartitionSelected': 'No partition selected',
    'viz.noWrites': 'No writes.',
    'viz.writesWithin':
      'The busiest partition peaks at {peak} writes/s and stays within the {target}/s target.',
    'viz.writesOver': {
      one: 'The busiest partition peaks at {peak} writes/s and is over the {target}/s target in {over} of {count} interval.',
      other:
        'The busiest partition peaks at {peak} writes/s and is over the {target}/s target in {over} of {count} intervals.',
    },
    'viz.writeTarget': '{target}/s per partition',
    'viz.emptyFilter': '(empty filter: every entity)',
    'viz.exportMap': 'Partitions (width = entity count)',
    'viz.exportPartition': "Partition '{partition}' in RowKey order",
    'viz.exportKeySpace': 'The key space in PartitionKey order',
    'viz.exportTimeline': 'Request timeline (bar height = entities returned)',
  },
  {
    'zh-CN': {
      'viz.partitions': { other: '{count} 个分区' },
      'viz.ofPartitions': { other: '{count} 个分区' },
      'viz.entities': { other: '{count} 个实体' },
      'viz.requests': { other: '{count} 个请求' },
      'viz.mapIdle': '表中有 {partitions}，共 {entities}。尚未运行查询。',
      'viz.mapQuery':
        '{cost}：查询涉及 {partitions}中的 {touched} 个，扫描 {scanned}；通过 {requests}返回 {returned}。',
      'viz.everyKey': '所有 {key}',
      'viz.bothBounds': '{lower} 且 {upper}',
      'viz.nothingScanned': '没有扫描任何内容。',
      'viz.scannedRanges': '扫描范围：{ranges}。',
      'viz.stripSummary':
        '{subject}：{entities}，按 {key} 排序。{scannedText}返回 {returned} 个，扫描后舍弃 {rejected} 个，未读取 {skipped} 个。',
      'viz.stripSummarySampled':
        '{subject}：{entities}，按 {key} 排序，图中为均匀抽取的 {sample}。{scannedText}样本中 {returned}% 返回，{rejected}% 扫描后舍弃，{skipped}% 未读取；上方计数器统计的是全部实体。',
      'viz.stripPartition': "分区 '{partition}'",
      'viz.stripKeySpace': '整个键空间',
      'viz.stripCursor': '第 {number} 个请求之后',
      'viz.axisOrder': '按 {key} 排序 →',
      'viz.noRequests': '没有请求。',
      'viz.requestsReturn': { other: '{count} 个请求返回 {entities}' },
      'viz.noPageContinues': '没有任何页带有延续令牌',
      'viz.onePageContinues': '有一页带有延续令牌',
      'viz.pagesContinue': { other: '有 {count} 页带有延续令牌' },
      'viz.timelineSummary': '{requests}；{continuations}。',
      'viz.timelineSummaryNext':
        "{requests}；{continuations}。第一个延续令牌为 NextPartitionKey '{partitionKey}'、NextRowKey '{rowKey}'。",
      'viz.continuationEnd': '结束',
      'viz.barRequest': '请求 {number}',
      'viz.barRequests': '请求 {first}–{last}',
      'viz.endedPageFull': '页已满',
      'viz.endedBoundary': '范围分区边界',
      'viz.endedScan': '扫描结束',
      'viz.noContinuation': '无延续令牌',
      'viz.barTooltip': '{which}：返回 {returned} 个，扫描 {scanned} 个；{ended}；{next}',
      'viz.markCounts': { other: '{count} 个实体，扫描 {scanned} 个，返回 {returned} 个' },
      'viz.markRange': {
        other: "{count} 个分区 '{first}' … '{last}'（涉及 {touched} 个）：{counts}",
      },
      'viz.noPartitionSelected': '未选择分区',
      'viz.noWrites': '没有写入。',
      'viz.writesWithin': '最繁忙的分区峰值为每秒 {peak} 次写入，未超出每秒 {target} 次的目标。',
      'viz.writesOver': {
        other:
          '最繁忙的分区峰值为每秒 {peak} 次写入，在 {count} 个时间段中有 {over} 个超出每秒 {target} 次的目标。',
      },
      'viz.writeTarget': '每个分区 {target}/秒',
      'viz.emptyFilter': '（空筛选器：所有实体）',
      'viz.exportMap': '分区（宽度 = 实体数）',
      'viz.exportPartition': "分区 '{partition}'，按 RowKey 排序",
      'viz.exportKeySpace': '键空间，按 PartitionKey 排序',
      'viz.exportTimeline': '请求时间线（柱高 = 返回的实体数）',
    },
    ru: {
      'viz.partitions': {
        one: '{count} раздел',
        few: '{count} раздела',
        many: '{count} разделов',
        other: '{count} раздела',
      },
      'viz.ofPartitions': {
        one: '{count} раздела',
        few: '{count} разделов',
        many: '{count} разделов',
        other: '{count} раздела',
      },
      'viz.entities': {
        one: '{count} сущность',
        few: '{count} сущности',
        many: '{count} сущностей',
        other: '{count} сущности',
      },
      'viz.requests': {
        one: '{count} запрос',
        few: '{count} запроса',
        many: '{count} запросов',
        other: '{count} запроса',
      },
      'viz.mapIdle': 'В таблице {partitions}, в них {entities}. Запрос ещё не выполнялся.',
      'viz.mapQuery':
        '{cost}: затронуто {touched} из {partitions}, просмотрено {scanned}, возвращено {returned} за {requests}.',
      'viz.everyKey': 'весь {key}',
      'viz.bothBounds': '{lower} и {upper}',
      'viz.nothingScanned': 'Ничего не просматривается.',
      'viz.scannedRanges': 'Просмотр: {ranges}.',
      'viz.stripSummary':
        '{subject}: {entities} в порядке {key}. {scannedText} Возвращено {returned}, отброшено {rejected}, не прочитано {skipped}.',
      'viz.stripSummarySampled':
        '{subject}: {entities} в порядке {key}, показана равномерная выборка ({sample}). {scannedText} В выборке возвращено {returned} %, отброшено {rejected} %, не прочитано {skipped} %; счётчики выше считают все сущности.',
      'viz.stripPartition': "Раздел '{partition}'",
      'viz.stripKeySpace': 'Все ключи',
      'viz.stripCursor': 'после запроса {number}',
      'viz.axisOrder': 'порядок {key} →',
      'viz.noRequests': 'Запросов нет.',
      'viz.requestsReturn': {
        one: '{count} запрос возвращает {entities}',
        few: '{count} запроса возвращают {entities}',
        many: '{count} запросов возвращают {entities}',
        other: '{count} запроса возвращают {entities}',
      },
      'viz.noPageContinues': 'ни одна страница не несёт маркер продолжения',
      'viz.onePageContinues': 'одна страница несёт маркер продолжения',
      'viz.pagesContinue': {
        one: '{count} страница несёт маркер продолжения',
        few: '{count} страницы несут маркер продолжения',
        many: '{count} страниц несут маркер продолжения',
        other: '{count} страницы несут маркер продолжения',
      },
      'viz.timelineSummary': '{requests}; {continuations}.',
      'viz.timelineSummaryNext':
        "{requests}; {continuations}. Первый маркер продолжения: NextPartitionKey '{partitionKey}', NextRowKey '{rowKey}'.",
      'viz.continuationEnd': 'конец',
      'viz.barRequest': 'Запрос {number}',
      'viz.barRequests': 'Запросы {first}–{last}',
      'viz.endedPageFull': 'страница заполнена',
      'viz.endedBoundary': 'граница диапазона разделов',
      'viz.endedScan': 'конец просмотра',
      'viz.noContinuation': 'без маркера продолжения',
      'viz.barTooltip': '{which}: возвращено {returned}, просмотрено {scanned}; {ended}; {next}',
      'viz.markCounts': {
        one: '{count} сущность, просмотрено {scanned}, возвращено {returned}',
        few: '{count} сущности, просмотрено {scanned}, возвращено {returned}',
        many: '{count} сущностей, просмотрено {scanned}, возвращено {returned}',
        other: '{count} сущности, просмотрено {scanned}, возвращено {returned}',
      },
      'viz.markRange': {
        one: "{count} раздел '{first}' … '{last}' (затронуто {touched}): {counts}",
        few: "{count} раздела '{first}' … '{last}' (затронуто {touched}): {counts}",
        many: "{count} разделов '{first}' … '{last}' (затронуто {touched}): {counts}",
        other: "{count} раздела '{first}' … '{last}' (затронуто {touched}): {counts}",
      },
      'viz.noPartitionSelected': 'Раздел не выбран',
      'viz.noWrites': 'Записей нет.',
      'viz.writesWithin':
        'Пик самого нагруженного раздела — {peak} зап./с, в пределах цели {target}/с.',
      'viz.writesOver': {
        one: 'Пик самого нагруженного раздела — {peak} зап./с, цель {target}/с превышена в {over} из {count} интервала.',
        few: 'Пик самого нагруженного раздела — {peak} зап./с, цель {target}/с превышена в {over} из {count} интервалов.',
        many: 'Пик самого нагруженного раздела — {peak} зап./с, цель {target}/с превышена в {over} из {count} интервалов.',
        other:
          'Пик самого нагруженного раздела — {peak} зап./с, цель {target}/с превышена в {over} из {count} интервала.',
      },
      'viz.writeTarget': '{target}/с на раздел',
      'viz.emptyFilter': '(пустой фильтр: все сущности)',
      'viz.exportMap': 'Разделы (ширина = число сущностей)',
      'viz.exportPartition': "Раздел '{partition}' в порядке RowKey",
      'viz.exportKeySpace': 'Пространство ключей в порядке PartitionKey',
      'viz.exportTimeline': 'Временная шкала запросов (высота = возвращено сущностей)',
    },
  },
);
