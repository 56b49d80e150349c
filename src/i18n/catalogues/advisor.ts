/**
 * The advisor's sentences (src/patterns/advisor) and its panel's words (src/ui/compare): why
 * each choice of a proposed design, what the search assumed, and which patterns no candidate
 * serves without a table scan. Keys and templates stand as written: they are the design's.
 */
import { cataloguePart } from './part';

/** The advisor. */
export const ADVISOR = cataloguePart(
  {
    'advisor.assumedInsert':
      'The workload writes no {type} records: the ranking assumes one new {type} a second.',
    'advisor.reasonPrimary':
      'Each {type} is stored once, PartitionKey {pk} and RowKey {rk}: it answers {patterns}.',
    'advisor.reasonCopy':
      'A copy of each {type} keyed {pk} / {rk} answers {patterns} from its own keys; it costs a second write and entity per new {type}.',
    'advisor.reasonIndex':
      'Index entities keyed {pk} / {rk} list the records that share a value, so {patterns} reads one partition and then each listed {type} with a point read; a new {type} updates one index entity.',
    'advisor.reasonSeries':
      'A data series keeps one entity per {pk} / {rk} with a property per record ({name}), so {patterns} reads one entity; a new {type} updates that entity.',
    'advisor.reasonBuckets':
      'A hash bucket of {property} in front of the PartitionKey ({pk} / {rk}) spreads the {type} writes of one partition over {count} partitions; {patterns} reads each bucket.',
    'advisor.unreadIntent':
      '{pattern}: the advisor reads intents of comparisons joined by “and”; this one has “or”, “not” or parentheses.',
    'advisor.nothingPinned':
      '{pattern}: its intent pins no property with a parameter, so no key can be built from what it asks; every design reads the whole table.',
    'advisor.noneCorrect':
      '{pattern}: no candidate answers it correctly; the keys or the order it needs cannot be built from its properties.',
    'advisor.onlyScans': '{pattern}: every candidate that answers it reads the whole table.',
  },
  {
    'zh-CN': {
      'advisor.assumedInsert': '工作负载没有写入 {type} 记录：排名假定每秒新增一条 {type}。',
      'advisor.reasonPrimary':
        '每条 {type} 存储一次，PartitionKey 为 {pk}，RowKey 为 {rk}：它回答 {patterns}。',
      'advisor.reasonCopy':
        '每条 {type} 的一个副本，键为 {pk} / {rk}，用自己的键回答 {patterns}；每条新 {type} 多一次写入和一个实体。',
      'advisor.reasonIndex':
        '键为 {pk} / {rk} 的索引实体列出共享同一值的记录，因此 {patterns} 读取一个分区，再逐条点查询所列的 {type}；每条新 {type} 更新一个索引实体。',
      'advisor.reasonSeries':
        '数据系列每个 {pk} / {rk} 保存一个实体，每条记录一个属性（{name}），因此 {patterns} 只读取一个实体；每条新 {type} 更新该实体。',
      'advisor.reasonBuckets':
        'PartitionKey（{pk} / {rk}）前的 {property} 哈希桶把一个分区的 {type} 写入分散到 {count} 个分区；{patterns} 逐个读取每个桶。',
      'advisor.unreadIntent':
        '{pattern}：顾问只读取用 “and” 连接的比较意图；此意图含有 “or”、“not” 或括号。',
      'advisor.nothingPinned':
        '{pattern}：其意图没有用参数固定任何属性，因此无法据此构建键；每个设计都要读取整张表。',
      'advisor.noneCorrect':
        '{pattern}：没有候选设计能正确回答；它需要的键或顺序无法由其属性构建。',
      'advisor.onlyScans': '{pattern}：每个能回答它的候选设计都要读取整张表。',
    },
    ru: {
      'advisor.assumedInsert':
        'Нагрузка не пишет записи {type}: ранжирование считает, что добавляется одна запись {type} в секунду.',
      'advisor.reasonPrimary':
        'Каждая запись {type} хранится один раз, PartitionKey {pk} и RowKey {rk}: это отвечает на {patterns}.',
      'advisor.reasonCopy':
        'Копия каждой записи {type} с ключами {pk} / {rk} отвечает на {patterns} своими ключами; это вторая запись и сущность на каждую новую {type}.',
      'advisor.reasonIndex':
        'Индексные сущности с ключами {pk} / {rk} перечисляют записи с общим значением, поэтому {patterns} читает один раздел, а затем каждую перечисленную запись {type} точечным запросом; новая {type} обновляет одну индексную сущность.',
      'advisor.reasonSeries':
        'Ряд данных хранит одну сущность на {pk} / {rk} со свойством на каждую запись ({name}), поэтому {patterns} читает одну сущность; новая {type} обновляет эту сущность.',
      'advisor.reasonBuckets':
        'Хеш-корзина по {property} перед PartitionKey ({pk} / {rk}) распределяет записи {type} одного раздела по разделам, их число: {count}; {patterns} читает каждую корзину.',
      'advisor.unreadIntent':
        '{pattern}: советник читает намерения из сравнений, соединённых «and»; здесь есть «or», «not» или скобки.',
      'advisor.nothingPinned':
        '{pattern}: намерение не закрепляет ни одного свойства параметром, поэтому ключ из него не построить; любая схема читает всю таблицу.',
      'advisor.noneCorrect':
        '{pattern}: ни один кандидат не отвечает верно; нужные ключи или порядок нельзя построить из его свойств.',
      'advisor.onlyScans':
        '{pattern}: каждый кандидат, который на него отвечает, читает всю таблицу.',
    },
  },
);
