/**
 * The access-patterns room's words (src/patterns): the bundled scenarios' names and what each
 * is about (the scenarios carry these keys only, as `title` and `about`), and what the write
 * load and the projection rest on.
 */
import { cataloguePart } from './part';

/** The patterns room. */
export const PATTERNS = cataloguePart(
  {
    'patterns.scenarioEmployees': 'Employees: four designs',
    'patterns.scenarioEmployeesAbout':
      'Look employees up by id, by e-mail, by last name and by department under the guide’s four designs.',
    'patterns.scenarioExpenses': 'Expenses: newest first, oldest first, or a table per month',
    'patterns.scenarioExpensesAbout':
      "An employee's latest expenses and a date range, under the log-tail design, its mirror, and the log tail in one table per month (a month deleted in one request).",
    'patterns.scenarioLogs': 'Logs: by hour or hash-bucketed',
    'patterns.scenarioDepartments': 'Departments: a header row with the members',
    'patterns.scenarioDepartmentsAbout':
      "Read a department's row together with its employees in one query, as an application reads a version row with the records it guards.",
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
      'Targets, for 1 KiB entities: up to 2,000 entities per second per partition, 20,000 transactions per second per account (Microsoft’s scalability targets for Table storage); each entity written counts as one transaction',
    'patterns.modelProjection': 'A projection from the measured counters, not a measurement',
    'patterns.modelFixed':
      "Returned per call: from the pattern's result bound (one record, at most N, or a share of the records), inferred from the data unless you set it",
    'patterns.modelScans':
      "Scanned per call, from the plan: a point query reads one entity, a range reads what it returns, a partition scan one partition (growing when the design's partitions keep their number, as read from the data at two sizes), a table scan the whole table; index entities add one point read per record they list",
    'patterns.modelRanges':
      'Index and series entities grow with their lists: one that would pass 1 MiB, 252 properties or a 32,768-character String is flagged',
    'patterns.modelRequests':
      'Requests per call: at least one per 1,000 entities returned, one per partition crossed, and one per 5 s of scanning at the assumed scan rate (Query Timeout and Pagination), plus the index point reads',
    'patterns.noParameter': 'There is no parameter {name}',
    'patterns.noParameterKnown': 'There is no parameter {name}; parameters: {known}',
    'patterns.notOneLiteral':
      "Parameter {name} must be exactly one $filter literal, such as 'text', 42, 42L, 4.5, true or datetime'2024-03-01T00:00:00Z'",
    'patterns.badLiteral': 'Parameter {name}: {why}',
    'patterns.duplicateParameter': 'Two parameters are named {name}',
    'patterns.badParameterName':
      "Parameter name '{name}' must start with a letter and hold only letters, digits and _",
    'patterns.quotedKind':
      'Parameter {name} is {type}; inside quotes a placeholder can only apply key-template functions it accepts',
    'patterns.unclosedPlaceholder': 'A placeholder opened with { is not closed with }',
    'patterns.unclosedQuote': 'A quoted string is not closed',
    'patterns.templateFunction': 'Parameter {name}: {why}',
    'patterns.unknownRecordType': 'There is no record type {type}; record types: {known}',
    'patterns.unknownProperty': '{type} has no property {property}',
    'patterns.keyInIntent':
      'The intent is about records, which have no {property}; write it over record properties',
    'patterns.badTop': '$top must be a whole number from 1 to 1000, not {top}',
    'patterns.intentError': 'Intent: {message}',
    'patterns.queryError': 'Query: {message}',
    'patterns.noQuery': 'No query for this design yet',
    'patterns.nameTheTable': {
      one: 'This design stores its entities in {count} table: name the table this query reads.',
      other: 'This design stores its entities in {count} tables: name the table this query reads.',
    },
    'patterns.noSuchTable':
      'The design has no table "{name}" (the service would answer 404 TableNotFound); its tables: {tables}.',
    'patterns.tableTemplate': 'The table name cannot be made: {message}',
    'patterns.patternBroken': 'The pattern has errors',
    'patterns.designDoesNotFit': 'The design "{name}" does not fit the records: {reason}',
    'patterns.designHasErrors': 'it has errors',
    'patterns.noQueryWithSuggestion': 'No query for this design yet; try {filter}',
    'patterns.pass': {
      one: 'Correct: {count} record as intended, {costClass}',
      other: 'Correct: {count} records as intended, {costClass}',
    },
    'patterns.fail': 'Wrong: {parts}',
    'patterns.listPair': '{first}, {rest}',
    'patterns.listEmpty': 'nothing',
    'patterns.hintQuoted': "Functions apply inside a quoted key, e.g. RowKey eq 'empid_{id|pad:6}'",
    'patterns.countMissing': { one: '{count} missing record', other: '{count} missing records' },
    'patterns.countExtra': { one: '{count} extra record', other: '{count} extra records' },
    'patterns.countDuplicate': {
      one: '{count} duplicate record',
      other: '{count} duplicate records',
    },
    'patterns.countOrder': '{count} order',
    'patterns.countUnmapped': {
      one: '{count} unmapped index entity',
      other: '{count} unmapped index entities',
    },
    'patterns.classPoint': 'point',
    'patterns.classRange': 'range',
    'patterns.classPartitionScan': 'partition scan',
    'patterns.classMultiPartitionScan': 'multi partition scan',
    'patterns.classTableScan': 'table scan',
    'patterns.classEmpty': 'empty',
    'patterns.missing': 'Missing {record}',
    'patterns.missingCount': {
      one: '{count} intended record not returned',
      other: '{count} intended records not returned',
    },
    'patterns.extraEntity': 'Entity ({pk}, {rk}) is not an intended record',
    'patterns.extraListed': {
      one: 'Entity ({pk}, {rk}) stands for {count} record the intent does not select',
      other: 'Entity ({pk}, {rk}) stands for {count} records the intent does not select',
    },
    'patterns.unreadable':
      'Entity ({pk}, {rk}) should list its records but its list property is missing',
    'patterns.duplicate': '{record} is returned more than once',
    'patterns.order': '{after} comes after {before}, against the expected order',
    'patterns.recordName': '{type} #{index}',
    'patterns.recordNameLabel': '{type} #{index} ({label})',
  },
  {
    'zh-CN': {
      'patterns.scenarioEmployees': '员工：四种设计',
      'patterns.scenarioEmployeesAbout':
        '在指南的四种设计下，按 ID、电子邮件、姓氏和部门查找员工。',
      'patterns.scenarioExpenses': '报销：最新优先、最早优先或每月一个表',
      'patterns.scenarioExpensesAbout':
        '查询某位员工的最新报销和某一日期范围的报销，分别使用日志尾部设计、其镜像设计，以及每月一个表的日志尾部（一次请求即可删除一个月）。',
      'patterns.scenarioLogs': '日志：按小时或按哈希分桶',
      'patterns.scenarioDepartments': '部门：标头行与成员',
      'patterns.scenarioDepartmentsAbout':
        '在一次查询中同时读取部门行和它的员工，就像应用程序把版本行与它所保护的记录一起读取。',
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
        '目标（以 1 KiB 实体计）：每个分区每秒最多 2,000 个实体，每个帐户每秒 20,000 个事务（Microsoft 的表存储可伸缩性目标）；每写入一个实体计为一个事务',
      'patterns.modelProjection': '根据实测计数器推算，而非实测',
      'patterns.modelFixed':
        '每次调用返回：按模式的结果上限（一条记录、至多 N 条或记录的一个比例），除非你自行设置，否则从数据推断',
      'patterns.modelScans':
        '每次调用扫描，按计划：点查询读取一个实体，范围查询读取其返回量，分区扫描读取一个分区（当设计的分区数固定时随数据增长，由两种规模下的数据得出），表扫描读取整个表；索引实体为所列每条记录增加一次点读取',
      'patterns.modelRanges':
        '索引实体和数据序列实体随其列表增长：将超过 1 MiB、252 个属性或 32,768 个字符的 String 时会被标记',
      'patterns.modelRequests':
        '每次调用的请求数：每返回 1,000 个实体至少一个，每跨越一个分区一个，按假定扫描速率每扫描 5 秒一个（查询超时和分页），再加上索引点读取',
      'patterns.noParameter': '没有参数 {name}',
      'patterns.noParameterKnown': '没有参数 {name}；已有参数：{known}',
      'patterns.notOneLiteral':
        "参数 {name} 必须恰好是一个 $filter 字面量，例如 'text'、42、42L、4.5、true 或 datetime'2024-03-01T00:00:00Z'",
      'patterns.badLiteral': '参数 {name}：{why}',
      'patterns.duplicateParameter': '有两个参数都叫 {name}',
      'patterns.badParameterName': "参数名 '{name}' 必须以字母开头，且只能包含字母、数字和 _",
      'patterns.quotedKind':
        '参数 {name} 的类型是 {type}；在引号内，占位符只能使用该类型接受的键模板函数',
      'patterns.unclosedPlaceholder': '以 { 开始的占位符没有用 } 结束',
      'patterns.unclosedQuote': '带引号的字符串没有结束',
      'patterns.templateFunction': '参数 {name}：{why}',
      'patterns.unknownRecordType': '没有记录类型 {type}；已有记录类型：{known}',
      'patterns.unknownProperty': '{type} 没有属性 {property}',
      'patterns.keyInIntent': '意图针对的是记录，而记录没有 {property}；请用记录的属性来写',
      'patterns.badTop': '$top 必须是 1 到 1000 之间的整数，而不是 {top}',
      'patterns.intentError': '意图：{message}',
      'patterns.queryError': '查询：{message}',
      'patterns.noQuery': '此设计还没有查询',
      'patterns.nameTheTable': {
        other: '此设计把实体存放在 {count} 个表中：请指明此查询读取哪个表。',
      },
      'patterns.noSuchTable':
        '此设计没有表 "{name}"（服务会返回 404 TableNotFound）；它的表：{tables}。',
      'patterns.tableTemplate': '无法生成表名：{message}',
      'patterns.patternBroken': '此模式有错误',
      'patterns.designDoesNotFit': '设计“{name}”与记录不符：{reason}',
      'patterns.designHasErrors': '设计有错误',
      'patterns.noQueryWithSuggestion': '此设计还没有查询；可以试试 {filter}',
      'patterns.pass': { other: '正确：按意图返回 {count} 条记录，{costClass}。' },
      'patterns.fail': '错误：{parts}。',
      'patterns.listPair': '{first}、{rest}',
      'patterns.listEmpty': '无',
      'patterns.hintQuoted': "函数只能用在带引号的键内，例如 RowKey eq 'empid_{id|pad:6}'",
      'patterns.countMissing': '缺少 {count} 条记录',
      'patterns.countExtra': '多出 {count} 条记录',
      'patterns.countDuplicate': '重复 {count} 条记录',
      'patterns.countOrder': '顺序错误 {count} 处',
      'patterns.countUnmapped': '无法读取 {count} 个索引实体',
      'patterns.classPoint': '点查询',
      'patterns.classRange': '范围查询',
      'patterns.classPartitionScan': '分区扫描',
      'patterns.classMultiPartitionScan': '多分区扫描',
      'patterns.classTableScan': '表扫描',
      'patterns.classEmpty': '空查询',
      'patterns.missing': '缺少 {record}',
      'patterns.missingCount': { other: '有 {count} 条预期的记录没有返回' },
      'patterns.extraEntity': '实体 ({pk}, {rk}) 不是预期的记录',
      'patterns.extraListed': { other: '实体 ({pk}, {rk}) 代表 {count} 条意图没有选中的记录' },
      'patterns.unreadable': '实体 ({pk}, {rk}) 应列出其记录，但缺少列表属性',
      'patterns.duplicate': '{record} 被返回了不止一次',
      'patterns.order': '{after} 排在 {before} 之后，与预期顺序相反',
      'patterns.recordName': '{type} #{index}',
      'patterns.recordNameLabel': '{type} #{index}（{label}）',
    },
    ru: {
      'patterns.scenarioEmployees': 'Сотрудники: четыре схемы',
      'patterns.scenarioEmployeesAbout':
        'Поиск сотрудников по id, e-mail, фамилии и отделу в четырёх схемах из руководства.',
      'patterns.scenarioExpenses': 'Расходы: сначала новые, сначала старые или таблица на месяц',
      'patterns.scenarioExpensesAbout':
        'Последние расходы сотрудника и диапазон дат в схеме «хвост журнала», в её зеркальной схеме и в хвосте журнала с таблицей на каждый месяц (месяц удаляется одним запросом).',
      'patterns.scenarioLogs': 'Журналы: по часам или с хеш-корзинами',
      'patterns.scenarioDepartments': 'Отделы: строка-заголовок вместе с сотрудниками',
      'patterns.scenarioDepartmentsAbout':
        'Прочитать строку отдела вместе с его сотрудниками одним запросом, как приложение читает строку версии вместе с защищаемыми ею записями.',
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
        'Цели при сущностях по 1 КиБ: до 2 000 сущностей в секунду на раздел, 20 000 транзакций в секунду на учётную запись (цели масштабируемости Microsoft для хранилища таблиц); каждая записанная сущность считается одной транзакцией',
      'patterns.modelProjection': 'Прогноз по измеренным счётчикам, а не измерение',
      'patterns.modelFixed':
        'Возвращается за вызов: по границе результата шаблона (одна запись, не более N или доля записей), выведенной из данных, если вы её не задали',
      'patterns.modelScans':
        'Просматривается за вызов, по плану: точечный запрос читает одну сущность, диапазон — то, что возвращает, просмотр раздела — один раздел (растущий, если число разделов схемы постоянно, что видно по данным при двух размерах), просмотр таблицы — всю таблицу; индексные сущности добавляют по точечному чтению на каждую запись списка',
      'patterns.modelRanges':
        'Индексные сущности и ряды данных растут вместе со списками: сущность, которая превысила бы 1 МиБ, 252 свойства или String в 32 768 символов, отмечается',
      'patterns.modelRequests':
        'Запросы за вызов: не меньше одного на 1 000 возвращённых сущностей, одного на каждый пересечённый раздел и одного на каждые 5 с просмотра при предполагаемой скорости («Время ожидания запроса и разбиение на страницы»), плюс точечные чтения индекса',
      'patterns.noParameter': 'Нет параметра {name}',
      'patterns.noParameterKnown': 'Нет параметра {name}; параметры: {known}',
      'patterns.notOneLiteral':
        "Параметр {name} должен быть ровно одним литералом $filter, например 'text', 42, 42L, 4.5, true или datetime'2024-03-01T00:00:00Z'",
      'patterns.badLiteral': 'Параметр {name}: {why}',
      'patterns.duplicateParameter': 'Два параметра называются {name}',
      'patterns.badParameterName':
        "Имя параметра '{name}' должно начинаться с буквы и содержать только буквы, цифры и _",
      'patterns.quotedKind':
        'Параметр {name} имеет тип {type}; в кавычках заполнитель может применять только функции шаблона ключа, которые принимают этот тип',
      'patterns.unclosedPlaceholder': 'Заполнитель, открытый {, не закрыт }',
      'patterns.unclosedQuote': 'Строка в кавычках не закрыта',
      'patterns.templateFunction': 'Параметр {name}: {why}',
      'patterns.unknownRecordType': 'Нет типа записей {type}; типы записей: {known}',
      'patterns.unknownProperty': 'У {type} нет свойства {property}',
      'patterns.keyInIntent':
        'Намерение говорит о записях, а у них нет {property}; сформулируйте его через свойства записей',
      'patterns.badTop': '$top должен быть целым числом от 1 до 1000, а не {top}',
      'patterns.intentError': 'Намерение: {message}',
      'patterns.queryError': 'Запрос: {message}',
      'patterns.noQuery': 'Для этой схемы ещё нет запроса',
      'patterns.nameTheTable': {
        one: 'Эта схема хранит сущности в {count} таблице: укажите таблицу, которую читает запрос.',
        few: 'Эта схема хранит сущности в {count} таблицах: укажите таблицу, которую читает запрос.',
        many: 'Эта схема хранит сущности в {count} таблицах: укажите таблицу, которую читает запрос.',
        other:
          'Эта схема хранит сущности в {count} таблицы: укажите таблицу, которую читает запрос.',
      },
      'patterns.noSuchTable':
        'В схеме нет таблицы «{name}» (служба ответила бы 404 TableNotFound); её таблицы: {tables}.',
      'patterns.tableTemplate': 'Имя таблицы не составить: {message}',
      'patterns.patternBroken': 'В шаблоне есть ошибки',
      'patterns.designDoesNotFit': 'Схема «{name}» не подходит к записям: {reason}',
      'patterns.designHasErrors': 'в ней есть ошибки',
      'patterns.noQueryWithSuggestion': 'Для этой схемы ещё нет запроса; попробуйте {filter}',
      'patterns.pass': {
        one: 'Верно: {count} запись, как задумано; {costClass}',
        few: 'Верно: {count} записи, как задумано; {costClass}',
        many: 'Верно: {count} записей, как задумано; {costClass}',
        other: 'Верно: {count} записи, как задумано; {costClass}',
      },
      'patterns.fail': 'Неверно: {parts}',
      'patterns.listPair': '{first}, {rest}',
      'patterns.listEmpty': 'ничего',
      'patterns.hintQuoted':
        "Функции применяются внутри ключа в кавычках, например RowKey eq 'empid_{id|pad:6}'",
      'patterns.countMissing': 'недостающих записей: {count}',
      'patterns.countExtra': 'лишних записей: {count}',
      'patterns.countDuplicate': 'повторённых записей: {count}',
      'patterns.countOrder': 'нарушений порядка: {count}',
      'patterns.countUnmapped': 'нечитаемых индексных сущностей: {count}',
      'patterns.classPoint': 'точечный запрос',
      'patterns.classRange': 'запрос диапазона',
      'patterns.classPartitionScan': 'просмотр разделов',
      'patterns.classMultiPartitionScan': 'просмотр нескольких разделов',
      'patterns.classTableScan': 'просмотр таблицы',
      'patterns.classEmpty': 'пустой запрос',
      'patterns.missing': 'Не хватает: {record}',
      'patterns.missingCount': {
        one: '{count} нужная запись не возвращена',
        few: '{count} нужные записи не возвращены',
        many: '{count} нужных записей не возвращено',
        other: '{count} нужной записи не возвращено',
      },
      'patterns.extraEntity': 'Сущность ({pk}, {rk}) не относится к нужным записям',
      'patterns.extraListed': {
        one: 'Сущность ({pk}, {rk}) представляет {count} запись, которую намерение не выбирает',
        few: 'Сущность ({pk}, {rk}) представляет {count} записи, которые намерение не выбирает',
        many: 'Сущность ({pk}, {rk}) представляет {count} записей, которые намерение не выбирает',
        other: 'Сущность ({pk}, {rk}) представляет {count} записи, которые намерение не выбирает',
      },
      'patterns.unreadable':
        'Сущность ({pk}, {rk}) должна перечислять свои записи, но её свойства-списка нет',
      'patterns.duplicate': '{record} возвращается больше одного раза',
      'patterns.order': '{after} идёт после {before}, вопреки ожидаемому порядку',
      'patterns.recordName': '{type} #{index}',
      'patterns.recordNameLabel': '{type} #{index} ({label})',
    },
  },
);
