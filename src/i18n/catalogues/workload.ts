/**
 * The workload model's sentences (src/patterns/workload): why a result bound, which rule made
 * each projected figure, and which limit an index or series entity would pass. Counts stand
 * after a colon where a language would need a plural form around them.
 */
import { cataloguePart } from './part';

/** Bounds, projection rules and entity limits. */
export const WORKLOAD = cataloguePart(
  {
    'workload.boundOne':
      'One record: the intent pins {property} with eq, and no two records share it',
    'workload.boundAtMost': 'At most $top records: {count}',
    'workload.boundRange':
      'At most the whole numbers in its range of {property}, which no two records share: {count}',
    'workload.boundShare': 'Grows with the data: 1 in {ratio} records, as measured',
    'workload.returnedOne': 'Returned: one record at any size (result bound)',
    'workload.returnedAtMost': 'Returned: at most {count} records (result bound)',
    'workload.returnedShare': 'Returned: 1 in {ratio} records, {count} (result bound)',
    'workload.scanPoint': 'Scanned: a point query reads one entity at any size',
    'workload.scanEmpty': 'Scanned: nothing, at any size (the keys contradict)',
    'workload.scanTop': 'Scanned: stops at $top, as measured: {count}',
    'workload.scanRange':
      'Scanned: a range reads its key range, which grows as what it returns: {count}',
    'workload.scanFixedPartitions':
      'Scanned: one partition of {set}, which grows with the data (partitions: {half} at half the records, {full} at all): {count}',
    'workload.scanGrowingPartitions':
      'Scanned: one partition of {set}, which holds as many entities at any size (partitions: {half} at half the records, {full} at all): {count}',
    'workload.scanTable':
      'Scanned: the whole table (or a range of partitions), × the growth: {count}',
    'workload.requestsPages': 'Requests: one per 1,000 entities returned: {count}',
    'workload.requestsTimeLimit':
      'Requests: a request scans for 5 s at most, at an assumed {rate} entities/s: {count}',
    'workload.requestsPartitions': 'Requests: a response ends at each partition boundary: {count}',
    'workload.requestsQueries':
      'Requests: at least one for each query the client sends (as many as it sent at the loaded size): {count}',
    'workload.requestsIndexReads':
      'Requests: plus one point read per record that index entities list: {count}',
    'workload.flagEntitySize':
      'Entities of {set} would weigh {bytes} bytes, over the 1 MiB limit (reached at about {records} records)',
    'workload.flagProperties':
      'Entities of {set} would carry {count} properties, over the 252 custom properties allowed (reached at about {records} records)',
    'workload.flagStringLength':
      'The list of {set} would hold {count} characters, over the 32,768 a String holds (reached at about {records} records)',
    'workload.badNumber': '{field} must be a number zero or more, not {value}',
    'workload.writeOtherPartitions':
      'Not one entity group transaction: {sets} lie in other partitions than the record',
    'workload.writeTooManyOperations':
      'Not one entity group transaction: more than 100 operations ({count})',
    'workload.writeTooManyBytes':
      'Not one entity group transaction: more than 4 MiB ({bytes} bytes)',
    'workload.cosmosLongRowKey':
      'RowKeys of {sets} are longer than the 255 bytes Cosmos DB for Table allows',
    'workload.cosmosUnordered':
      'A pattern that expects an order reads across partitions: Cosmos DB for Table does not return those results in key order',
  },
  {
    'zh-CN': {
      'workload.boundOne': '一条记录：意图用 eq 固定了 {property}，且没有两条记录共享该值',
      'workload.boundAtMost': '至多 $top 条记录：{count}',
      'workload.boundRange':
        '至多为其 {property} 范围内的整数个数（没有两条记录共享该值）：{count}',
      'workload.boundShare': '随数据增长：按测量，每 {ratio} 条记录中有 1 条',
      'workload.returnedOne': '返回：任何规模下一条记录（结果上限）',
      'workload.returnedAtMost': '返回：至多 {count} 条记录（结果上限）',
      'workload.returnedShare': '返回：每 {ratio} 条记录中 1 条，共 {count}（结果上限）',
      'workload.scanPoint': '扫描：点查询在任何规模下只读取一个实体',
      'workload.scanEmpty': '扫描：任何规模下都不读取（键条件互相矛盾）',
      'workload.scanTop': '扫描：在 $top 处停止，与测量相同：{count}',
      'workload.scanRange': '扫描：范围查询读取其键范围，随返回量增长：{count}',
      'workload.scanFixedPartitions':
        '扫描：{set} 的一个分区，随数据增长（分区数：半数记录时 {half}，全部记录时 {full}）：{count}',
      'workload.scanGrowingPartitions':
        '扫描：{set} 的一个分区，在任何规模下实体数不变（分区数：半数记录时 {half}，全部记录时 {full}）：{count}',
      'workload.scanTable': '扫描：整个表（或一段分区），× 增长：{count}',
      'workload.requestsPages': '请求：每返回 1,000 个实体一次：{count}',
      'workload.requestsTimeLimit':
        '请求：每个请求最多扫描 5 秒，假定速率为每秒 {rate} 个实体：{count}',
      'workload.requestsPartitions': '请求：响应在每个分区边界处结束：{count}',
      'workload.requestsQueries':
        '请求：客户端发送的每个查询至少一个（与加载规模下发送的一样多）：{count}',
      'workload.requestsIndexReads': '请求：另加索引实体所列每条记录一次点读取：{count}',
      'workload.flagEntitySize':
        '{set} 的实体将达到 {bytes} 字节，超过 1 MiB 上限（约在 {records} 条记录时达到）',
      'workload.flagProperties':
        '{set} 的实体将有 {count} 个属性，超过允许的 252 个自定义属性（约在 {records} 条记录时达到）',
      'workload.flagStringLength':
        '{set} 的列表将有 {count} 个字符，超过 String 可容纳的 32,768 个（约在 {records} 条记录时达到）',
      'workload.badNumber': '{field} 必须是零或更大的数字，而不是 {value}',
      'workload.writeOtherPartitions': '无法用一个实体组事务：{sets} 位于记录之外的其他分区',
      'workload.writeTooManyOperations': '无法用一个实体组事务：操作超过 100 个（{count}）',
      'workload.writeTooManyBytes': '无法用一个实体组事务：超过 4 MiB（{bytes} 字节）',
      'workload.cosmosLongRowKey': '{sets} 的 RowKey 超过了 Cosmos DB for Table 允许的 255 字节',
      'workload.cosmosUnordered':
        '某个期望顺序的模式跨分区读取：Cosmos DB for Table 不按键顺序返回这些结果',
    },
    ru: {
      'workload.boundOne':
        'Одна запись: намерение фиксирует {property} через eq, и у двух записей оно не совпадает',
      'workload.boundAtMost': 'Не более $top записей: {count}',
      'workload.boundRange':
        'Не больше целых чисел в её диапазоне {property}, значения которого у записей не совпадают: {count}',
      'workload.boundShare': 'Растёт с данными: 1 из {ratio} записей, по измерению',
      'workload.returnedOne': 'Возвращается: одна запись при любом размере (граница результата)',
      'workload.returnedAtMost': 'Возвращается не более записей, чем {count} (граница результата)',
      'workload.returnedShare':
        'Возвращается 1 из {ratio} записей, всего {count} (граница результата)',
      'workload.scanPoint': 'Просмотрено: точечный запрос читает одну сущность при любом размере',
      'workload.scanEmpty': 'Просмотрено: ничего при любом размере (условия на ключи противоречат)',
      'workload.scanTop': 'Просмотрено: останавливается на $top, как при измерении: {count}',
      'workload.scanRange':
        'Просмотрено: запрос диапазона читает свой диапазон ключей, растущий вместе с результатом: {count}',
      'workload.scanFixedPartitions':
        'Просмотрено: один раздел {set}, растущий с данными (разделов: {half} на половине записей, {full} на всех): {count}',
      'workload.scanGrowingPartitions':
        'Просмотрено: один раздел {set}, в котором при любом размере столько же сущностей (разделов: {half} на половине записей, {full} на всех): {count}',
      'workload.scanTable': 'Просмотрено: вся таблица (или диапазон разделов) × рост: {count}',
      'workload.requestsPages': 'Запросы: один на 1 000 возвращённых сущностей: {count}',
      'workload.requestsTimeLimit':
        'Запросы: запрос просматривает не дольше 5 с при предполагаемой скорости {rate} сущностей/с: {count}',
      'workload.requestsPartitions':
        'Запросы: ответ заканчивается на каждой границе раздела: {count}',
      'workload.requestsQueries':
        'Запросы: не меньше одного на каждый запрос, который отправляет клиент (столько, сколько он отправил при загруженном размере): {count}',
      'workload.requestsIndexReads':
        'Запросы: плюс одно точечное чтение на каждую запись из списков индексных сущностей: {count}',
      'workload.flagEntitySize':
        'Сущности {set} весили бы {bytes} байт, больше предела 1 МиБ (достигается примерно при {records} записей)',
      'workload.flagProperties':
        'У сущностей {set} было бы свойств: {count}, больше допустимых 252 (достигается примерно при {records} записей)',
      'workload.flagStringLength':
        'Список {set} содержал бы символов: {count}, больше 32 768, которые вмещает String (достигается примерно при {records} записей)',
      'workload.badNumber': '{field} должно быть числом от нуля и больше, а не {value}',
      'workload.writeOtherPartitions':
        'Не одна транзакция группы сущностей: {sets} лежат в других разделах, чем запись',
      'workload.writeTooManyOperations':
        'Не одна транзакция группы сущностей: операций больше 100 ({count})',
      'workload.writeTooManyBytes':
        'Не одна транзакция группы сущностей: больше 4 МиБ ({bytes} байт)',
      'workload.cosmosLongRowKey':
        'RowKey набора {sets} длиннее 255 байт, допустимых в Cosmos DB for Table',
      'workload.cosmosUnordered':
        'Шаблон, ожидающий порядка, читает несколько разделов: Cosmos DB for Table не возвращает такие результаты в порядке ключей',
    },
  },
);
