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
    'datasets.expenses.name': 'Expense reports, newest first',
    'datasets.expenses.description':
      'The log-tail pattern: RowKey is DateTime.MaxValue.Ticks minus the submission ticks, zero-padded to 19 digits, so each department partition lists its newest reports first.',
    'datasets.hourlyCounts.name': 'Message counts, one entity per hour',
    'datasets.hourlyCounts.description':
      'Messages sent per employee per hour, one entity per hour: PartitionKey is the employee id, RowKey yyyyMMddHH. Reading a day takes 24 entities; compare the data-series shape.',
    'datasets.dailyCounts.name': 'Message counts, one entity per day',
    'datasets.dailyCounts.description':
      'The data-series pattern: the same counts as the hourly dataset, one entity per employee and day with properties Hour00..Hour23. A day is one point query instead of 24 entities.',
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
      'datasets.expenses.name': '费用报告，最新的在前',
      'datasets.expenses.description':
        '日志尾部模式：RowKey 是 DateTime.MaxValue.Ticks 减去提交时间的时钟周期数，补零到 19 位，因此每个部门分区都先列出最新的报告。',
      'datasets.hourlyCounts.name': '消息计数，每小时一个实体',
      'datasets.hourlyCounts.description':
        '每位员工每小时发送的消息数，每小时一个实体：PartitionKey 是员工 ID，RowKey 是 yyyyMMddHH。读取一天需要 24 个实体；可与数据序列形式对比。',
      'datasets.dailyCounts.name': '消息计数，每天一个实体',
      'datasets.dailyCounts.description':
        '数据序列模式：与按小时数据集相同的计数，每位员工每天一个实体，属性为 Hour00..Hour23。读取一天只需一次点查询，而不是 24 个实体。',
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
      'datasets.expenses.name': 'Отчёты о расходах, сначала новые',
      'datasets.expenses.description':
        'Шаблон «хвост журнала»: RowKey — DateTime.MaxValue.Ticks минус такты времени подачи, дополненные нулями до 19 цифр, поэтому в разделе каждого отдела сначала идут самые новые отчёты.',
      'datasets.hourlyCounts.name': 'Число сообщений, сущность на час',
      'datasets.hourlyCounts.description':
        'Сообщения, отправленные каждым сотрудником за каждый час, по сущности на час: PartitionKey — идентификатор сотрудника, RowKey — yyyyMMddHH. Чтение дня затрагивает 24 сущности; сравните с формой ряда данных.',
      'datasets.dailyCounts.name': 'Число сообщений, сущность на день',
      'datasets.dailyCounts.description':
        'Шаблон «ряд данных»: те же счётчики, что в почасовом наборе, по сущности на сотрудника и день со свойствами Hour00..Hour23. День — это один точечный запрос вместо 24 сущностей.',
    },
  },
);
