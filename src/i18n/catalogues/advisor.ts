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
    'advisorUi.heading': 'Design advisor',
    'advisorUi.about':
      'Keyscope builds candidate designs along the design guide’s moves, checks each against every pattern with its own proposed queries, and ranks those that pass by the workload’s cost a month.',
    'advisorUi.ask': 'Ask the advisor',
    'advisorUi.cancel': 'Stop the search',
    'advisorUi.cancelled':
      'Stopped: the list ranks the candidates built so far; a sample’s figures stay the sample’s (not confirmed on all the records).',
    'advisorUi.starting': 'Searching…',
    'advisorUi.running':
      'Searching: {done} of at most {limit} candidate designs built and checked…',
    'advisorUi.failed': 'The advisor could not search: {message}',
    'advisorUi.covered': {
      one: 'Built and checked {count} candidate design ({moves}) in {ms} ms; {passing} answer every pattern.',
      other:
        'Built and checked {count} candidate designs ({moves}) in {ms} ms; {passing} answer every pattern.',
    },
    'advisorUi.sampled':
      'The search built its candidates over a sample of {sampled} records (the picture’s figures); the list’s figures are over all {records} records.',
    'advisorUi.moveKeys': 'keys from the patterns',
    'advisorUi.moveCopy': 'copies',
    'advisorUi.moveIntraCopy': 'intra-partition copies',
    'advisorUi.moveIndex': 'index entities',
    'advisorUi.moveSeries': 'data series',
    'advisorUi.moveBuckets': 'hash buckets',
    'advisorUi.unservedHeading': 'What no candidate serves without a table scan',
    'advisorUi.none': 'No candidate answers every pattern.',
    'advisorUi.figures':
      '{total} a month (reads {reads}, writes {writes}, storage {storage}); entities written per new record: {perRecord}; stored: {gb} GB.',
    'advisorUi.headroom': 'Busiest partition headroom at the peak: {headroom} entities a second.',
    'advisorUi.overTarget':
      'Busiest partition at the peak: over its target by {over} entities a second.',
    'advisorUi.add': 'Add candidate {number} to the comparison',
    'advisorUi.paretoX': 'Entities written per new record',
    'advisorUi.paretoY': 'Cost a month',
    'advisorUi.paretoYLog': 'Cost a month (logarithmic)',
    'advisorUi.paretoText':
      'Designs that answer every pattern: {count}; a month from {cheapest} to {dearest}; entities written per new record from {fewest} to {most}; on the Pareto front (no other design is both cheaper and lighter to write): {front}.',
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
      'advisorUi.heading': '设计顾问',
      'advisorUi.about':
        'Keyscope 按设计指南的做法构建候选设计，用各自建议的查询逐一检查每个模式，并按工作负载的每月成本为全部通过的设计排名。',
      'advisorUi.ask': '询问顾问',
      'advisorUi.cancel': '停止搜索',
      'advisorUi.cancelled':
        '已停止：列表只为目前已构建的候选设计排名；样本的数字仍是样本的（未在全部记录上确认）。',
      'advisorUi.starting': '正在搜索…',
      'advisorUi.running': '正在搜索：已构建并检查 {done} 个候选设计，最多 {limit} 个…',
      'advisorUi.failed': '顾问无法搜索：{message}',
      'advisorUi.covered': {
        other:
          '已在 {ms} 毫秒内构建并检查 {count} 个候选设计（{moves}）；{passing} 个能回答所有模式。',
      },
      'advisorUi.sampled':
        '搜索在 {sampled} 条记录的样本上构建候选设计（图中数字）；列表中的数字基于全部 {records} 条记录。',
      'advisorUi.moveKeys': '来自模式的键',
      'advisorUi.moveCopy': '副本',
      'advisorUi.moveIntraCopy': '分区内副本',
      'advisorUi.moveIndex': '索引实体',
      'advisorUi.moveSeries': '数据系列',
      'advisorUi.moveBuckets': '哈希桶',
      'advisorUi.unservedHeading': '没有候选设计能在不扫描全表的情况下回答的模式',
      'advisorUi.none': '没有候选设计能回答所有模式。',
      'advisorUi.figures':
        '每月 {total}（读取 {reads}，写入 {writes}，存储 {storage}）；每条新记录写入的实体：{perRecord}；存储：{gb} GB。',
      'advisorUi.headroom': '高峰时最忙分区的余量：每秒 {headroom} 个实体。',
      'advisorUi.overTarget': '高峰时最忙分区超出目标：每秒 {over} 个实体。',
      'advisorUi.add': '将候选设计 {number} 加入比较',
      'advisorUi.paretoX': '每条新记录写入的实体',
      'advisorUi.paretoY': '每月成本',
      'advisorUi.paretoYLog': '每月成本（对数）',
      'advisorUi.paretoText':
        '能回答所有模式的设计：{count} 个；每月 {cheapest} 到 {dearest}；每条新记录写入 {fewest} 到 {most} 个实体；帕累托前沿上（没有其他设计同时更便宜且写入更少）：{front} 个。',
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
      'advisorUi.heading': 'Советник по схеме',
      'advisorUi.about':
        'Keyscope строит схемы-кандидаты по приёмам руководства по проектированию, проверяет каждую на всех шаблонах её собственными предложенными запросами и ранжирует прошедшие по стоимости нагрузки в месяц.',
      'advisorUi.ask': 'Спросить советника',
      'advisorUi.cancel': 'Остановить поиск',
      'advisorUi.cancelled':
        'Остановлено: список ранжирует уже построенных кандидатов; числа выборки остаются числами выборки (без проверки на всех записях).',
      'advisorUi.starting': 'Поиск…',
      'advisorUi.running':
        'Поиск: построено и проверено схем-кандидатов: {done} из не более {limit}…',
      'advisorUi.failed': 'Советник не смог выполнить поиск: {message}',
      'advisorUi.covered': {
        one: 'Построено и проверено схем-кандидатов ({moves}): {count} за {ms} мс; на все шаблоны отвечают: {passing}.',
        few: 'Построено и проверено схем-кандидатов ({moves}): {count} за {ms} мс; на все шаблоны отвечают: {passing}.',
        many: 'Построено и проверено схем-кандидатов ({moves}): {count} за {ms} мс; на все шаблоны отвечают: {passing}.',
        other:
          'Построено и проверено схем-кандидатов ({moves}): {count} за {ms} мс; на все шаблоны отвечают: {passing}.',
      },
      'advisorUi.sampled':
        'Поиск строил кандидатов на выборке из {sampled} записей (числа на рисунке); числа списка — по всем {records} записям.',
      'advisorUi.moveKeys': 'ключи из шаблонов',
      'advisorUi.moveCopy': 'копии',
      'advisorUi.moveIntraCopy': 'копии в том же разделе',
      'advisorUi.moveIndex': 'индексные сущности',
      'advisorUi.moveSeries': 'ряды данных',
      'advisorUi.moveBuckets': 'хеш-корзины',
      'advisorUi.unservedHeading': 'Что ни один кандидат не обслуживает без просмотра всей таблицы',
      'advisorUi.none': 'Ни один кандидат не отвечает на все шаблоны.',
      'advisorUi.figures':
        '{total} в месяц (чтение {reads}, запись {writes}, хранение {storage}); сущностей на новую запись: {perRecord}; хранится: {gb} ГБ.',
      'advisorUi.headroom':
        'Запас самого загруженного раздела в пик: {headroom} сущностей в секунду.',
      'advisorUi.overTarget':
        'Самый загруженный раздел в пик выше цели на {over} сущностей в секунду.',
      'advisorUi.add': 'Добавить кандидата {number} в сравнение',
      'advisorUi.paretoX': 'Сущностей на новую запись',
      'advisorUi.paretoY': 'Стоимость в месяц',
      'advisorUi.paretoYLog': 'Стоимость в месяц (логарифмическая шкала)',
      'advisorUi.paretoText':
        'Схем, отвечающих на все шаблоны: {count}; в месяц от {cheapest} до {dearest}; сущностей на новую запись от {fewest} до {most}; на фронте Парето (никакая другая схема не дешевле и не легче в записи сразу): {front}.',
    },
  },
);
