/**
 * The access-patterns room's words (src/patterns): the bundled scenarios' names and what each
 * is about, and what the write load and the projection rest on. The scenarios' English `name` and `description` stay in their files (links and the
 * autosave name them); these are what the reader sees.
 */
import { cataloguePart } from './part';

/** The patterns room. */
export const PATTERNS = cataloguePart(
  {
    'patterns.scenarioEmployees': 'Employees: four designs',
    'patterns.scenarioEmployeesAbout':
      'Look employees up by id, by e-mail, by last name and by department under the guide’s four designs.',
    'patterns.scenarioExpenses': 'Expenses: newest first or oldest first',
    'patterns.scenarioExpensesAbout':
      "An employee's latest expenses and a date range, under the log-tail design and its mirror.",
    'patterns.scenarioLogs': 'Logs: by hour or hash-bucketed',
    'patterns.scenarioLogsAbout':
      'Reading an hour and the errors of a time range, and writing events as they happen.',
    'patterns.scenarioMessageCounts': 'Message counts: hourly or a daily series',
    'patterns.scenarioMessageCountsAbout': 'A day of one employee, and one hour across everyone.',
    'patterns.writeRate': {
      one: '{count} record written at {rate} a second',
      other: '{count} records written at {rate} a second',
    },
    'patterns.arrivalUniform': 'Records arrive evenly, in the order they were generated',
    'patterns.arrivalByProperty':
      'Records arrive in {property} order, its spacing scaled to the rate, and {property} is their arrival time',
    'patterns.writesPerEntity':
      'Every entity a record makes is one write: each copy, and each update of an index or series entity',
    'patterns.rateBucket': 'Rates are writes in a {seconds} s bucket divided by its length',
    'patterns.writeTargets':
      'Targets: 2,000 entities per second per partition, 20,000 per second per account (the Table service scalability targets)',
    'patterns.modelProjection': 'A projection from the measured counters, not a measurement',
    'patterns.modelFixed':
      'Point queries, empty queries and queries that reach their $top read the same at any size',
    'patterns.modelScans':
      'Table and multi-partition scans read and return f = target records ÷ measured records times as many entities',
    'patterns.modelRanges':
      'Range and partition scans: the same when the design has a partition per 1,000 entities or more (it gains partitions as it grows); f times as many when it has fewer (its partitions grow)',
    'patterns.modelRequests':
      'Requests: one per 1,000 returned entities (at least one), plus the range-partition boundaries measured, plus one point read per record index entities list',
  },
  {
    'zh-CN': {
      'patterns.scenarioEmployees': '员工：四种设计',
      'patterns.scenarioEmployeesAbout':
        '在指南的四种设计下，按 ID、电子邮件、姓氏和部门查找员工。',
      'patterns.scenarioExpenses': '报销：最新优先或最早优先',
      'patterns.scenarioExpensesAbout':
        '查询某位员工的最新报销和某一日期范围的报销，分别使用日志尾部设计及其镜像设计。',
      'patterns.scenarioLogs': '日志：按小时或按哈希分桶',
      'patterns.scenarioLogsAbout': '读取某一小时的日志和某段时间内的错误，并在事件发生时写入。',
      'patterns.scenarioMessageCounts': '消息计数：按小时或按日序列',
      'patterns.scenarioMessageCountsAbout': '一位员工的一天，以及所有人的某一小时。',
      'patterns.writeRate': { other: '以每秒 {rate} 条的速度写入 {count} 条记录' },
      'patterns.arrivalUniform': '记录按生成顺序均匀到达',
      'patterns.arrivalByProperty':
        '记录按 {property} 的顺序到达，间隔按速率缩放，{property} 即为到达时间',
      'patterns.writesPerEntity':
        '记录生成的每个实体都是一次写入：每个副本，以及索引实体或序列实体的每次更新',
      'patterns.rateBucket': '速率 = {seconds} 秒时间桶内的写入数 ÷ 桶长',
      'patterns.writeTargets':
        '目标：每个分区每秒 2,000 个实体，每个帐户每秒 20,000 个（表服务的可伸缩性目标）',
      'patterns.modelProjection': '根据实测计数器推算，而非实测',
      'patterns.modelFixed': '点查询、空查询以及达到 $top 的查询，在任何规模下读取量都相同',
      'patterns.modelScans': '表扫描和多分区扫描读取并返回的实体数乘以 f = 目标记录数 ÷ 实测记录数',
      'patterns.modelRanges':
        '范围查询和分区扫描：如果设计每 1,000 个实体就有一个分区或更多（分区随数据增长而增加），读取量不变；分区更少时（分区随数据变大），乘以 f',
      'patterns.modelRequests':
        '请求数：每返回 1,000 个实体一个请求（至少一个），加上实测到的范围分区边界，再加上索引实体所列每条记录的一次点读取',
    },
    ru: {
      'patterns.scenarioEmployees': 'Сотрудники: четыре схемы',
      'patterns.scenarioEmployeesAbout':
        'Поиск сотрудников по id, e-mail, фамилии и отделу в четырёх схемах из руководства.',
      'patterns.scenarioExpenses': 'Расходы: сначала новые или старые',
      'patterns.scenarioExpensesAbout':
        'Последние расходы сотрудника и диапазон дат в схеме «хвост журнала» и в её зеркальной схеме.',
      'patterns.scenarioLogs': 'Журналы: по часам или с хеш-корзинами',
      'patterns.scenarioLogsAbout':
        'Чтение одного часа и ошибок за период, а также запись событий по мере их появления.',
      'patterns.scenarioMessageCounts': 'Число сообщений: по часам или дневной ряд',
      'patterns.scenarioMessageCountsAbout':
        'День одного сотрудника и один час по всем сотрудникам.',
      'patterns.writeRate': {
        one: '{count} запись пишется со скоростью {rate} в секунду',
        few: '{count} записи пишутся со скоростью {rate} в секунду',
        many: '{count} записей пишутся со скоростью {rate} в секунду',
        other: '{count} записи пишутся со скоростью {rate} в секунду',
      },
      'patterns.arrivalUniform': 'Записи поступают равномерно, в порядке генерации',
      'patterns.arrivalByProperty':
        'Записи поступают в порядке {property}, интервалы масштабированы к скорости, {property} — время поступления',
      'patterns.writesPerEntity':
        'Каждая сущность записи — одна операция записи: каждая копия и каждое обновление индексной сущности или сущности ряда',
      'patterns.rateBucket':
        'Скорость — число записей в интервале {seconds} с, делённое на его длину',
      'patterns.writeTargets':
        'Цели: 2 000 сущностей в секунду на раздел, 20 000 в секунду на учётную запись (целевые показатели масштабируемости службы таблиц)',
      'patterns.modelProjection': 'Прогноз по измеренным счётчикам, а не измерение',
      'patterns.modelFixed':
        'Точечные и пустые запросы, а также запросы, дошедшие до $top, читают одинаково при любом объёме',
      'patterns.modelScans':
        'Просмотр таблицы и нескольких разделов читает и возвращает в f = целевые записи ÷ измеренные записи раз больше сущностей',
      'patterns.modelRanges':
        'Запрос диапазона и просмотр разделов: столько же, если в схеме один раздел на 1 000 сущностей или чаще (разделов становится больше); в f раз больше, если реже (разделы растут)',
      'patterns.modelRequests':
        'Запросы: один на каждые 1 000 возвращённых сущностей (не меньше одного), плюс измеренные границы разделов диапазона, плюс одно точечное чтение на каждую запись из индексных сущностей',
    },
  },
);
