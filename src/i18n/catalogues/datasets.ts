/**
 * The sample datasets in words: names, descriptions, and the example queries with what each
 * teaches. Keys, property names and filters stay as written in every language.
 */
import { cataloguePart } from './part';

/** Messages of src/datasets (the samples name their keys in `nameKey`, `labelKey`, ...). */
export const DATASETS = cataloguePart(
  {
    'datasets.employees.name': 'Employees by department',
    'datasets.employees.description':
      "The Table design guide's running example: PartitionKey is the department, RowKey the zero-padded employee id. Lookups by department and id are cheap; anything else scans.",
    'datasets.employees.pointNote': 'Both keys fixed: the service reads exactly one entity.',
    'datasets.employees.rangeNote':
      'One partition, a contiguous RowKey range: reads only the ids 000100 to 000199.',
    'datasets.employees.partitionScanNote':
      'LastName is not a key: every Sales entity is read to find the Smiths.',
    'datasets.employees.tableScanNote':
      'No PartitionKey: every entity in every department is read to find a few Joneses.',
    'datasets.employees.multiPartitionScanNote':
      'A PartitionKey range (HR, IT, ...): every entity of those departments is read.',
    'datasets.intraIndex.name': 'Employees with intra-partition index',
    'datasets.intraIndex.description':
      'Each employee is stored twice in its department partition: RowKey empid_<id> and email_<address>. Lookups by id or by e-mail are both cheap, at the cost of two writes.',
    'datasets.interIndex.name': 'Employees with inter-partition index',
    'datasets.interIndex.description':
      'Each employee is stored twice, in partitions empid_<department> (RowKey = id) and email_<department> (RowKey = e-mail address): the index copies spread over more partitions.',
    'datasets.appLog.name': 'Application log by hour (hot partition)',
    'datasets.appLog.description':
      'PartitionKey is the hour (yyyyMMddHH), RowKey the minute, second and ticks. Reading an hour is cheap, but all current writes land in one partition: the hot-partition anti-pattern.',
    'datasets.expenses.name': 'Expense reports',
    'datasets.expenses.description':
      "Expense reports by department. The sample's own key design is the log-tail pattern: RowKey is DateTime.MaxValue.Ticks minus the submission ticks, zero-padded to 19 digits, so each department partition lists its newest reports first.",
    'datasets.hourlyCounts.name': 'Message counts, one entity per hour',
    'datasets.hourlyCounts.description':
      'Messages sent per employee per hour, one entity per hour: PartitionKey is the employee id, RowKey yyyyMMddHH. Reading a day takes 24 entities; compare the data-series shape.',
    'datasets.dailyCounts.name': 'Message counts, one entity per day',
    'datasets.dailyCounts.description':
      'The data-series pattern: the same counts as the hourly dataset, one entity per employee and day with properties Hour00..Hour23. A day is one point query instead of 24 entities.',
    'datasets.intraIndex.pointById': 'Point query by id',
    'datasets.intraIndex.pointByIdNote': 'The empid_ copy: one entity read.',
    'datasets.intraIndex.rangeByEmail': 'Range query by e-mail prefix',
    'datasets.intraIndex.rangeByEmailNote':
      'The email_ copies sort by address, so "starts with jones" is a RowKey range.',
    'datasets.intraIndex.everySalesOnce': 'Every Sales employee once',
    'datasets.intraIndex.everySalesOnceNote':
      "The empid_ prefix as a range ('`' follows '_'): the email_ copies are not read.",
    'datasets.intraIndex.tableScanNote':
      'Not a key: every entity is read, and each Jones comes back twice (both copies).',
    'datasets.interIndex.pointByIdNote': 'The id partition: one entity read.',
    'datasets.interIndex.rangeByEmailNote':
      'The e-mail partition sorts by address, so "starts with jones" is a RowKey range.',
    'datasets.interIndex.partitionScanNote':
      'Age is not a key: every entity of the email_Sales partition is read.',
    'datasets.interIndex.multiPartitionScanNote':
      'Every email_ partition is read; the empid_ partitions are skipped.',
    'datasets.interIndex.tableScanNote': 'Not a key: both copies of every employee are read.',
    'datasets.appLog.oneHour': 'One hour',
    'datasets.appLog.oneHourNote': 'One partition holds the whole hour: a partition scan.',
    'datasets.appLog.errorsInHour': 'Errors in one hour',
    'datasets.appLog.errorsInHourNote':
      'Level is not a key: the whole hour is read to find its errors.',
    'datasets.appLog.quarterHour': 'A quarter of an hour',
    'datasets.appLog.quarterHourNote':
      "RowKey starts with the minute, so minutes 15 to 29 are a range ('30:' excluded).",
    'datasets.appLog.errorsFourHours': 'Errors over four hours',
    'datasets.appLog.errorsFourHoursNote':
      'An hour range: a multi-partition scan of four partitions.',
    'datasets.appLog.paymentErrors': 'Payment errors anywhere',
    'datasets.appLog.paymentErrorsNote': 'No PartitionKey: a table scan over every hour.',
    'datasets.expenses.latestSales': 'Latest reports in Sales',
    'datasets.expenses.latestSalesNote':
      'Newest first by construction: with $top 10 the first request returns the latest ten.',
    'datasets.expenses.salesSinceOctober': 'Sales reports since 1 October 2024',
    'datasets.expenses.salesSinceOctoberNote':
      'Newer means a smaller inverted key: a RowKey range at the head of the partition.',
    'datasets.expenses.largeSales': 'Large Sales reports',
    'datasets.expenses.largeSalesNote':
      'Amount is a Double, so the literal is 500.0: Int32 500 would match nothing.',
    'datasets.expenses.allSinceOctober': 'All reports since 1 October 2024',
    'datasets.expenses.allSinceOctoberNote':
      'SubmittedOn is not a key: a table scan, although the RowKey holds the same time.',
    'datasets.hourlyCounts.employeeDay': 'One day of one employee',
    'datasets.hourlyCounts.employeeDayNote': 'A range query returning 24 entities (one per hour).',
    'datasets.hourlyCounts.oneHourNote':
      'A point query: one entity per hour is what this shape is good at.',
    'datasets.hourlyCounts.employeeBusyHours': 'Busy hours of one employee',
    'datasets.hourlyCounts.employeeBusyHoursNote':
      'MessageCount is not a key: the whole week of the employee is read.',
    'datasets.hourlyCounts.everyoneBusyHours': 'Busy hours of everyone',
    'datasets.hourlyCounts.everyoneBusyHoursNote':
      'A table scan over every hour of every employee.',
    'datasets.dailyCounts.employeeDayNote': 'A point query: all 24 hourly counts in one entity.',
    'datasets.dailyCounts.employeeThreeDays': 'Three days of one employee',
    'datasets.dailyCounts.employeeThreeDaysNote': 'A range query: three entities instead of 72.',
    'datasets.dailyCounts.employeeBusyMornings': 'One employee, busy mornings',
    'datasets.dailyCounts.employeeBusyMorningsNote':
      "Hour10 is not a key: the employee's week is read, one entity per day.",
    'datasets.dailyCounts.everyoneBusyMornings': 'Busy mornings of everyone',
    'datasets.dailyCounts.everyoneBusyMorningsNote':
      'A table scan, but over 24 times fewer entities than the hourly shape.',
    'datasets.preset.byDepartment': 'By department',
    'datasets.preset.intraIndex': 'Intra-partition index',
    'datasets.preset.interIndex': 'Inter-partition index',
    'datasets.preset.indexEntities': 'Index entities by last name',
    'datasets.preset.byLastName': 'By last name',
    'datasets.preset.heterogeneous': 'Departments and employees in one table',
    'datasets.preset.compoundKey': 'Employees with their reviews (compound key)',
    'datasets.preset.logTail': 'Log tail (newest first)',
    'datasets.preset.oldestFirst': 'Oldest first',
    'datasets.preset.tablePerMonth': 'One table per month',
    'datasets.preset.logByHour': 'By hour (hot partition)',
    'datasets.preset.logHashBucketed': 'Hash-bucketed by hour',
    'datasets.preset.messagesHourly': 'One entity per hour',
    'datasets.preset.messagesSeries': 'Data series (one entity per day)',
  },
  {
    'zh-CN': {
      'datasets.employees.name': '按部门存储的员工',
      'datasets.employees.description':
        '表设计指南中贯穿始终的示例：PartitionKey 是部门，RowKey 是补零的员工 ID。按部门和 ID 查找开销很小；其他查询都要扫描。',
      'datasets.employees.pointNote': '两个键都已确定：服务只读取一个实体。',
      'datasets.employees.rangeNote': '一个分区内连续的 RowKey 范围：只读取 ID 000100 到 000199。',
      'datasets.employees.partitionScanNote':
        'LastName 不是键：要读取 Sales 分区的每个实体才能找到所有姓 Smith 的员工。',
      'datasets.employees.tableScanNote':
        '没有 PartitionKey：要读取每个部门的每个实体才能找到少数几位姓 Jones 的员工。',
      'datasets.employees.multiPartitionScanNote':
        'PartitionKey 范围（HR、IT……）：这些部门的每个实体都会被读取。',
      'datasets.intraIndex.name': '带分区内索引的员工',
      'datasets.intraIndex.description':
        '每位员工在其部门分区中存储两次：RowKey 分别为 empid_<id> 和 email_<address>。按 ID 或电子邮件查找的开销都很小，代价是每次要写入两次。',
      'datasets.interIndex.name': '带分区间索引的员工',
      'datasets.interIndex.description':
        '每位员工存储两次，分别位于分区 empid_<department>（RowKey = ID）和 email_<department>（RowKey = 电子邮件地址）：索引副本分布在更多分区中。',
      'datasets.appLog.name': '按小时存储的应用日志（热分区）',
      'datasets.appLog.description':
        'PartitionKey 是小时（yyyyMMddHH），RowKey 是分、秒和时钟周期数。读取一个小时的开销很小，但当前所有写入都落在同一个分区：这就是热分区反模式。',
      'datasets.expenses.name': '费用报告',
      'datasets.expenses.description':
        '按部门的费用报告。样本自带的键设计是日志尾部模式：RowKey 是 DateTime.MaxValue.Ticks 减去提交时间的时钟周期数，补零到 19 位，因此每个部门分区都先列出最新的报告。',
      'datasets.hourlyCounts.name': '消息计数，每小时一个实体',
      'datasets.hourlyCounts.description':
        '每位员工每小时发送的消息数，每小时一个实体：PartitionKey 是员工 ID，RowKey 是 yyyyMMddHH。读取一天需要 24 个实体；可与数据序列形式对比。',
      'datasets.dailyCounts.name': '消息计数，每天一个实体',
      'datasets.dailyCounts.description':
        '数据序列模式：与按小时数据集相同的计数，每位员工每天一个实体，属性为 Hour00..Hour23。读取一天只需一次点查询，而不是 24 个实体。',
      'datasets.intraIndex.pointById': '按 ID 的点查询',
      'datasets.intraIndex.pointByIdNote': 'empid_ 副本：只读取一个实体。',
      'datasets.intraIndex.rangeByEmail': '按电子邮件前缀的范围查询',
      'datasets.intraIndex.rangeByEmailNote':
        'email_ 副本按地址排序，因此“以 jones 开头”是一个 RowKey 范围。',
      'datasets.intraIndex.everySalesOnce': '每位 Sales 员工各一次',
      'datasets.intraIndex.everySalesOnceNote':
        "把 empid_ 前缀当作范围（'`' 紧跟在 '_' 之后）：不会读取 email_ 副本。",
      'datasets.intraIndex.tableScanNote':
        '不是键：每个实体都会被读取，而且每位 Jones 会返回两次（两个副本）。',
      'datasets.interIndex.pointByIdNote': 'ID 分区：只读取一个实体。',
      'datasets.interIndex.rangeByEmailNote':
        '电子邮件分区按地址排序，因此“以 jones 开头”是一个 RowKey 范围。',
      'datasets.interIndex.partitionScanNote': 'Age 不是键：email_Sales 分区的每个实体都会被读取。',
      'datasets.interIndex.multiPartitionScanNote': '读取每个 email_ 分区；跳过 empid_ 分区。',
      'datasets.interIndex.tableScanNote': '不是键：每位员工的两个副本都会被读取。',
      'datasets.appLog.oneHour': '一个小时',
      'datasets.appLog.oneHourNote': '一个分区保存整个小时：分区扫描。',
      'datasets.appLog.errorsInHour': '一个小时内的错误',
      'datasets.appLog.errorsInHourNote': 'Level 不是键：要读取整个小时才能找到其中的错误。',
      'datasets.appLog.quarterHour': '一刻钟',
      'datasets.appLog.quarterHourNote':
        "RowKey 以分钟开头，因此第 15 到 29 分钟是一个范围（不含 '30:'）。",
      'datasets.appLog.errorsFourHours': '四个小时内的错误',
      'datasets.appLog.errorsFourHoursNote': '一个小时范围：对四个分区的多分区扫描。',
      'datasets.appLog.paymentErrors': '所有时段的支付错误',
      'datasets.appLog.paymentErrorsNote': '没有 PartitionKey：对每个小时的表扫描。',
      'datasets.expenses.latestSales': 'Sales 的最新报告',
      'datasets.expenses.latestSalesNote':
        '按构造就是最新的在前：使用 $top 10 时，第一个请求就返回最新的十份。',
      'datasets.expenses.salesSinceOctober': '2024 年 10 月 1 日以来的 Sales 报告',
      'datasets.expenses.salesSinceOctoberNote':
        '越新意味着反转后的键越小：分区开头的一个 RowKey 范围。',
      'datasets.expenses.largeSales': '大额 Sales 报告',
      'datasets.expenses.largeSalesNote':
        'Amount 是 Double，所以字面量写作 500.0：Int32 的 500 什么也匹配不到。',
      'datasets.expenses.allSinceOctober': '2024 年 10 月 1 日以来的所有报告',
      'datasets.expenses.allSinceOctoberNote':
        'SubmittedOn 不是键：即使 RowKey 含有相同的时间，也是表扫描。',
      'datasets.hourlyCounts.employeeDay': '一位员工的一天',
      'datasets.hourlyCounts.employeeDayNote': '返回 24 个实体（每小时一个）的范围查询。',
      'datasets.hourlyCounts.oneHourNote': '点查询：每小时一个实体正是这种形式的长处。',
      'datasets.hourlyCounts.employeeBusyHours': '一位员工的繁忙时段',
      'datasets.hourlyCounts.employeeBusyHoursNote':
        'MessageCount 不是键：会读取该员工的整周数据。',
      'datasets.hourlyCounts.everyoneBusyHours': '所有人的繁忙时段',
      'datasets.hourlyCounts.everyoneBusyHoursNote': '对每位员工每个小时的表扫描。',
      'datasets.dailyCounts.employeeDayNote': '点查询：全部 24 个小时计数都在一个实体中。',
      'datasets.dailyCounts.employeeThreeDays': '一位员工的三天',
      'datasets.dailyCounts.employeeThreeDaysNote': '范围查询：3 个实体而不是 72 个。',
      'datasets.dailyCounts.employeeBusyMornings': '一位员工的繁忙上午',
      'datasets.dailyCounts.employeeBusyMorningsNote':
        'Hour10 不是键：会读取该员工的一周，每天一个实体。',
      'datasets.dailyCounts.everyoneBusyMornings': '所有人的繁忙上午',
      'datasets.dailyCounts.everyoneBusyMorningsNote':
        '表扫描，但实体数只有按小时形式的二十四分之一。',
      'datasets.preset.byDepartment': '按部门',
      'datasets.preset.intraIndex': '分区内索引',
      'datasets.preset.interIndex': '分区间索引',
      'datasets.preset.indexEntities': '按姓氏的索引实体',
      'datasets.preset.byLastName': '按姓氏',
      'datasets.preset.heterogeneous': '部门和员工在同一个表中',
      'datasets.preset.compoundKey': '员工及其评估（复合键）',
      'datasets.preset.logTail': '日志尾部（最新的在前）',
      'datasets.preset.oldestFirst': '最早的在前',
      'datasets.preset.tablePerMonth': '每月一个表',
      'datasets.preset.logByHour': '按小时（热分区）',
      'datasets.preset.logHashBucketed': '按小时哈希分桶',
      'datasets.preset.messagesHourly': '每小时一个实体',
      'datasets.preset.messagesSeries': '数据序列（每天一个实体）',
    },
    ru: {
      'datasets.employees.name': 'Сотрудники по отделам',
      'datasets.employees.description':
        'Сквозной пример из руководства по проектированию таблиц: PartitionKey — отдел, RowKey — идентификатор сотрудника, дополненный нулями. Поиск по отделу и идентификатору дёшев; всё остальное требует просмотра.',
      'datasets.employees.pointNote': 'Оба ключа заданы: служба читает ровно одну сущность.',
      'datasets.employees.rangeNote':
        'Один раздел, непрерывный диапазон RowKey: читаются только идентификаторы с 000100 по 000199.',
      'datasets.employees.partitionScanNote':
        'LastName не ключ: чтобы найти всех Smith, читается каждая сущность раздела Sales.',
      'datasets.employees.tableScanNote':
        'Нет PartitionKey: чтобы найти нескольких Jones, читается каждая сущность каждого отдела.',
      'datasets.employees.multiPartitionScanNote':
        'Диапазон PartitionKey (HR, IT, ...): читается каждая сущность этих отделов.',
      'datasets.intraIndex.name': 'Сотрудники с индексом внутри раздела',
      'datasets.intraIndex.description':
        'Каждый сотрудник хранится дважды в разделе своего отдела: RowKey empid_<id> и email_<address>. Поиск и по идентификатору, и по адресу электронной почты дёшев ценой двух записей.',
      'datasets.interIndex.name': 'Сотрудники с индексом между разделами',
      'datasets.interIndex.description':
        'Каждый сотрудник хранится дважды: в разделах empid_<department> (RowKey = идентификатор) и email_<department> (RowKey = адрес электронной почты); копии индекса распределены по большему числу разделов.',
      'datasets.appLog.name': 'Журнал приложения по часам (горячий раздел)',
      'datasets.appLog.description':
        'PartitionKey — час (yyyyMMddHH), RowKey — минута, секунда и такты. Прочитать час дёшево, но все текущие записи попадают в один раздел: антипаттерн «горячий раздел».',
      'datasets.expenses.name': 'Отчёты о расходах',
      'datasets.expenses.description':
        'Отчёты о расходах по отделам. Собственная схема ключей образца — «хвост журнала»: RowKey — DateTime.MaxValue.Ticks минус такты времени подачи, дополненные нулями до 19 цифр, поэтому в разделе каждого отдела сначала идут самые новые отчёты.',
      'datasets.hourlyCounts.name': 'Число сообщений, сущность на час',
      'datasets.hourlyCounts.description':
        'Сообщения, отправленные каждым сотрудником за каждый час, по сущности на час: PartitionKey — идентификатор сотрудника, RowKey — yyyyMMddHH. Чтение дня затрагивает 24 сущности; сравните с формой ряда данных.',
      'datasets.dailyCounts.name': 'Число сообщений, сущность на день',
      'datasets.dailyCounts.description':
        'Шаблон «ряд данных»: те же счётчики, что в почасовом наборе, по сущности на сотрудника и день со свойствами Hour00..Hour23. День — это один точечный запрос вместо 24 сущностей.',
      'datasets.intraIndex.pointById': 'Точечный запрос по идентификатору',
      'datasets.intraIndex.pointByIdNote': 'Копия empid_: читается одна сущность.',
      'datasets.intraIndex.rangeByEmail': 'Запрос диапазона по началу адреса',
      'datasets.intraIndex.rangeByEmailNote':
        'Копии email_ упорядочены по адресу, поэтому «начинается с jones» — это диапазон RowKey.',
      'datasets.intraIndex.everySalesOnce': 'Каждый сотрудник Sales по разу',
      'datasets.intraIndex.everySalesOnceNote':
        "Префикс empid_ как диапазон ('`' идёт сразу после '_'): копии email_ не читаются.",
      'datasets.intraIndex.tableScanNote':
        'Не ключ: читается каждая сущность, и каждый Jones возвращается дважды (обе копии).',
      'datasets.interIndex.pointByIdNote': 'Раздел идентификаторов: читается одна сущность.',
      'datasets.interIndex.rangeByEmailNote':
        'Раздел адресов упорядочен по адресу, поэтому «начинается с jones» — это диапазон RowKey.',
      'datasets.interIndex.partitionScanNote':
        'Age не ключ: читается каждая сущность раздела email_Sales.',
      'datasets.interIndex.multiPartitionScanNote':
        'Читается каждый раздел email_; разделы empid_ пропускаются.',
      'datasets.interIndex.tableScanNote': 'Не ключ: читаются обе копии каждого сотрудника.',
      'datasets.appLog.oneHour': 'Один час',
      'datasets.appLog.oneHourNote': 'Один раздел хранит весь час: просмотр раздела.',
      'datasets.appLog.errorsInHour': 'Ошибки за один час',
      'datasets.appLog.errorsInHourNote': 'Level не ключ: чтобы найти ошибки, читается весь час.',
      'datasets.appLog.quarterHour': 'Четверть часа',
      'datasets.appLog.quarterHourNote':
        "RowKey начинается с минуты, поэтому минуты с 15 по 29 — это диапазон ('30:' не входит).",
      'datasets.appLog.errorsFourHours': 'Ошибки за четыре часа',
      'datasets.appLog.errorsFourHoursNote': 'Диапазон часов: просмотр четырёх разделов.',
      'datasets.appLog.paymentErrors': 'Ошибки платежей за всё время',
      'datasets.appLog.paymentErrorsNote': 'Нет PartitionKey: просмотр таблицы по всем часам.',
      'datasets.expenses.latestSales': 'Последние отчёты Sales',
      'datasets.expenses.latestSalesNote':
        'Новые идут первыми по построению: с $top 10 первый запрос возвращает десять последних.',
      'datasets.expenses.salesSinceOctober': 'Отчёты Sales с 1 октября 2024 г.',
      'datasets.expenses.salesSinceOctoberNote':
        'Новее — значит меньше обращённый ключ: диапазон RowKey в начале раздела.',
      'datasets.expenses.largeSales': 'Крупные отчёты Sales',
      'datasets.expenses.largeSalesNote':
        'Amount имеет тип Double, поэтому литерал — 500.0: Int32 500 ничему не соответствует.',
      'datasets.expenses.allSinceOctober': 'Все отчёты с 1 октября 2024 г.',
      'datasets.expenses.allSinceOctoberNote':
        'SubmittedOn не ключ: просмотр таблицы, хотя RowKey хранит то же время.',
      'datasets.hourlyCounts.employeeDay': 'Один день одного сотрудника',
      'datasets.hourlyCounts.employeeDayNote':
        'Запрос диапазона, возвращающий 24 сущности (по одной на час).',
      'datasets.hourlyCounts.oneHourNote':
        'Точечный запрос: сущность на час — сильная сторона этой формы.',
      'datasets.hourlyCounts.employeeBusyHours': 'Загруженные часы одного сотрудника',
      'datasets.hourlyCounts.employeeBusyHoursNote':
        'MessageCount не ключ: читается вся неделя сотрудника.',
      'datasets.hourlyCounts.everyoneBusyHours': 'Загруженные часы всех',
      'datasets.hourlyCounts.everyoneBusyHoursNote':
        'Просмотр таблицы по всем часам всех сотрудников.',
      'datasets.dailyCounts.employeeDayNote':
        'Точечный запрос: все 24 почасовых счётчика в одной сущности.',
      'datasets.dailyCounts.employeeThreeDays': 'Три дня одного сотрудника',
      'datasets.dailyCounts.employeeThreeDaysNote': 'Запрос диапазона: три сущности вместо 72.',
      'datasets.dailyCounts.employeeBusyMornings': 'Один сотрудник, загруженные утра',
      'datasets.dailyCounts.employeeBusyMorningsNote':
        'Hour10 не ключ: читается неделя сотрудника, по сущности на день.',
      'datasets.dailyCounts.everyoneBusyMornings': 'Загруженные утра всех',
      'datasets.dailyCounts.everyoneBusyMorningsNote':
        'Просмотр таблицы, но по сущностям, которых в 24 раза меньше, чем в почасовой форме.',
      'datasets.preset.byDepartment': 'По отделам',
      'datasets.preset.intraIndex': 'Индекс внутри раздела',
      'datasets.preset.interIndex': 'Индекс между разделами',
      'datasets.preset.indexEntities': 'Индексные сущности по фамилии',
      'datasets.preset.byLastName': 'По фамилии',
      'datasets.preset.heterogeneous': 'Отделы и сотрудники в одной таблице',
      'datasets.preset.compoundKey': 'Сотрудники и их оценки (составной ключ)',
      'datasets.preset.logTail': 'Хвост журнала (сначала новые)',
      'datasets.preset.oldestFirst': 'Сначала старые',
      'datasets.preset.tablePerMonth': 'Таблица на каждый месяц',
      'datasets.preset.logByHour': 'По часам (горячий раздел)',
      'datasets.preset.logHashBucketed': 'Хеш-корзины по часам',
      'datasets.preset.messagesHourly': 'Сущность на час',
      'datasets.preset.messagesSeries': 'Ряд данных (сущность на день)',
    },
  },
);
