/**
 * The planner's words: why a query has its cost class (one sentence a piece), the notes and
 * rewrites it offers, and the model assumptions its figures rest on. Cost classes use the guide's
 * terms (点查询 / 范围查询 / 分区扫描 / 表扫描; точечный запрос / запрос диапазона / просмотр
 * разделов / просмотр таблицы); keys, property names and filter text stay as written.
 */
import { cataloguePart } from './part';

/** Plan explanations, notes, suggestions and assumptions. */
export const ENGINE_PLAN = cataloguePart(
  {
    'engine.intervalBetween': '{lower} and {upper}',
    'engine.planNoFilter':
      'No filter: every entity matches, so the service reads the whole table (table scan).',
    'engine.planTopLevelOr':
      'The filter is an `or` at the top level: the service cannot seek on either alternative, so it reads every partition (table scan). Issue one query per alternative instead.',
    'engine.planEmpty':
      'The {property} constraints contradict each other: no entity can match, so the service reads nothing.',
    'engine.planPoint':
      'PartitionKey eq and RowKey eq name one entity: the service reads RowKey {rowKey} in partition {partition} directly (point query).',
    'engine.planRange':
      'PartitionKey eq and RowKey bounds: the service reads only the RowKeys {interval} in partition {partition} (range query).',
    'engine.planPartitionScan':
      'PartitionKey eq {partition} but nothing bounds RowKey: the service reads every entity of the partition (partition scan).',
    'engine.planPartitionScanOrRowKeys':
      'PartitionKey eq {partition} but nothing bounds RowKey (an `or` over RowKeys does not): the service reads every entity of the partition (partition scan).',
    'engine.planMultiPartition':
      'PartitionKey is bounded ({interval}) but not fixed with eq: the service reads every partition in that range (multi-partition scan).',
    'engine.planRowKeyNoNarrowing':
      'RowKey comparisons do not narrow it: RowKeys are ordered only within a partition.',
    'engine.planRowKeyWithoutPartitionKey':
      'RowKey without PartitionKey does not help: the service must read every partition (table scan). Add PartitionKey eq to make it a point or range query.',
    'engine.planNoPartitionKeyEq':
      'No PartitionKey equality: the service must read every partition (table scan).',
    'engine.planResidualOne': 'The other condition is checked on every entity read.',
    'engine.planResidual': {
      one: 'The other {count} conditions are checked on every entity read.',
      other: 'The other {count} conditions are checked on every entity read.',
    },
    'engine.splitInto': { one: 'Split into {count} query', other: 'Split into {count} queries' },
    'engine.noteTopLevelOr': {
      one: 'An `or` at the top level makes the service read the whole table. Issue {count} query, one per alternative, and merge the results: each can then seek on its own keys.',
      other:
        'An `or` at the top level makes the service read the whole table. Issue {count} queries, one per alternative, and merge the results: each can then seek on its own keys.',
    },
    'engine.noteOrOverRowKey':
      'An `or` over RowKeys does not bound the scan: the service reads the whole partition. One query per RowKey alternative is a point or range query each.',
    'engine.noteOrOverPartitionKey':
      'An `or` over PartitionKeys cannot seek: the service reads every partition. One query per alternative can seek on its own partition.',
    'engine.notePrefixRange':
      'Good: this is a prefix match on {property} {prefix}, written as a range the service can seek on (there is no startswith).',
    'engine.noteUnpaddedNumbers': {
      one: "{property} holds numbers of different lengths, and keys compare as strings ('10' < '9'), so this bound does not select a numeric range. Zero-pad the keys and the bounds to {count} digit.",
      other:
        "{property} holds numbers of different lengths, and keys compare as strings ('10' < '9'), so this bound does not select a numeric range. Zero-pad the keys and the bounds to {count} digits.",
    },
    'engine.zeroPad': { one: 'Zero-pad to {count} digit', other: 'Zero-pad to {count} digits' },
    'engine.noteMissingProperty':
      'No entity in this table has a property {property}: this comparison is false on every entity (`ne` included).',
    'engine.noteMissingPropertyNear':
      'No entity in this table has a property {property}. Property names are case-sensitive: did you mean `{near}`?',
    'engine.noteTypeMismatch':
      '{property} is stored as {stored} by most entities here, but this literal is {literal}: the service never converts types, so the comparison is false on every entity.',
    'engine.noteTypeMismatchSome': {
      one: '{property} is stored as {stored} by most entities here, but this literal is {literal}: the service never converts types, so it only reaches the {count} entity that stores {literal}.',
      other:
        '{property} is stored as {stored} by most entities here, but this literal is {literal}: the service never converts types, so it only reaches the {count} entities that store {literal}.',
    },
    'engine.noteDesignPartitionKey':
      'This design keys on {property}: {key} is {template}. {filter} reads one partition instead of scanning.',
    'engine.noteDesignRowKey':
      'This design keys on {property}: {key} is {template}. {filter} reads one entity instead of the whole partition.',
    'engine.useFilter': 'Use {filter}',
    'engine.assumeRequestPerPage':
      'Each page of results is one request and one billable transaction.',
    'engine.assumeTopLevelOr':
      'An `or` at the top level makes the service scan the whole table; the docs advise separate queries instead.',
    'engine.assumeMultiPartition':
      'PartitionKey bounds without `eq` scan every partition in the range (a multi-partition scan); RowKey bounds narrow a scan only inside one partition fixed by `PartitionKey eq`.',
    'engine.assumeOrdinalKeys':
      'Key bounds compare ordinally, by UTF-16 code unit, case-sensitive.',
    'engine.assumeEmpty':
      'When the key constraints contradict each other the service reads no entity (one request, empty page).',
    'engine.assumeSingleRange':
      'The table is one server range partition, so pages end only at {max} entities (or $top).',
    'engine.assumeSplitRanges':
      'The server splits the table into range partitions at the chosen PartitionKeys; a page also ends where the scan crosses one, with a continuation.',
    'engine.assumeThroughput':
      'The busiest partition serves {rate} scanned entities per second (the documented target), and nothing else loads it.',
    'engine.assumeTopPages':
      '$top caps each page; like the SDKs, the query follows every continuation to the end, so $top changes the number of requests, not the results.',
  },
  {
    'zh-CN': {
      'engine.intervalBetween': '{lower} 且 {upper}',
      'engine.planNoFilter': '没有筛选器：每个实体都匹配，因此服务读取整个表（表扫描）。',
      'engine.planTopLevelOr':
        '筛选器的顶层是 `or`：服务无法按任何一个分支定位，因此读取每个分区（表扫描）。请改为每个分支发出一个查询。',
      'engine.planEmpty': '{property} 的约束相互矛盾：没有实体能匹配，因此服务什么也不读取。',
      'engine.planPoint':
        'PartitionKey eq 与 RowKey eq 指定了唯一一个实体：服务直接读取分区 {partition} 中的 RowKey {rowKey}（点查询）。',
      'engine.planRange':
        'PartitionKey eq 加上 RowKey 边界：服务只读取分区 {partition} 中 {interval} 的 RowKey（范围查询）。',
      'engine.planPartitionScan':
        'PartitionKey eq {partition}，但没有任何条件限定 RowKey：服务读取该分区的每个实体（分区扫描）。',
      'engine.planPartitionScanOrRowKeys':
        'PartitionKey eq {partition}，但没有任何条件限定 RowKey（RowKey 上的 `or` 不算）：服务读取该分区的每个实体（分区扫描）。',
      'engine.planMultiPartition':
        'PartitionKey 有边界（{interval}），但没有用 eq 固定：服务读取该范围内的每个分区（多分区扫描）。',
      'engine.planRowKeyNoNarrowing': 'RowKey 比较不能缩小扫描范围：RowKey 只在分区内有序。',
      'engine.planRowKeyWithoutPartitionKey':
        '没有 PartitionKey 的 RowKey 帮不上忙：服务必须读取每个分区（表扫描）。加上 PartitionKey eq，就能成为点查询或范围查询。',
      'engine.planNoPartitionKeyEq': '没有 PartitionKey 相等条件：服务必须读取每个分区（表扫描）。',
      'engine.planResidualOne': '其余的那个条件会在读取的每个实体上检查。',
      'engine.planResidual': '其余 {count} 个条件会在读取的每个实体上检查。',
      'engine.splitInto': '拆分为 {count} 个查询',
      'engine.noteTopLevelOr':
        '顶层的 `or` 会让服务读取整个表。请发出 {count} 个查询（每个分支一个）并合并结果：这样每个查询都能按自己的键定位。',
      'engine.noteOrOverRowKey':
        'RowKey 上的 `or` 不能限定扫描范围：服务会读取整个分区。每个 RowKey 分支一个查询，各自都是点查询或范围查询。',
      'engine.noteOrOverPartitionKey':
        'PartitionKey 上的 `or` 无法定位：服务会读取每个分区。每个分支一个查询，就能各自定位到自己的分区。',
      'engine.notePrefixRange':
        '很好：这是对 {property} {prefix} 的前缀匹配，写成了服务可以定位的范围（没有 startswith）。',
      'engine.noteUnpaddedNumbers':
        "{property} 中的数字长度不一，而键按字符串比较（'10' < '9'），因此这个边界选不出数值范围。请把键和边界都补零到 {count} 位。",
      'engine.zeroPad': '补零到 {count} 位',
      'engine.noteMissingProperty':
        '此表中没有实体具有属性 {property}：这个比较对每个实体都为假（包括 `ne`）。',
      'engine.noteMissingPropertyNear':
        '此表中没有实体具有属性 {property}。属性名区分大小写：你是想写 `{near}` 吗？',
      'engine.noteTypeMismatch':
        '这里大多数实体把 {property} 存储为 {stored}，但这个字面量是 {literal}：服务从不转换类型，因此这个比较对每个实体都为假。',
      'engine.noteTypeMismatchSome':
        '这里大多数实体把 {property} 存储为 {stored}，但这个字面量是 {literal}：服务从不转换类型，因此它只能匹配存储为 {literal} 的 {count} 个实体。',
      'engine.noteDesignPartitionKey':
        '此设计以 {property} 构成键：{key} 为 {template}。{filter} 只读取一个分区，而不是扫描。',
      'engine.noteDesignRowKey':
        '此设计以 {property} 构成键：{key} 为 {template}。{filter} 只读取一个实体，而不是整个分区。',
      'engine.useFilter': '使用 {filter}',
      'engine.assumeRequestPerPage': '每页结果是一次请求，也是一笔计费事务。',
      'engine.assumeTopLevelOr': '顶层的 `or` 会让服务扫描整个表；文档建议改用多个独立查询。',
      'engine.assumeMultiPartition':
        '不带 `eq` 的 PartitionKey 边界会扫描范围内的每个分区（多分区扫描）；RowKey 边界只在由 `PartitionKey eq` 固定的一个分区内缩小扫描范围。',
      'engine.assumeOrdinalKeys': '键边界按 UTF-16 代码单元逐个比较，区分大小写。',
      'engine.assumeEmpty': '当键约束相互矛盾时，服务不读取任何实体（一次请求，返回空页）。',
      'engine.assumeSingleRange':
        '整个表是一个服务器范围分区，因此每页只在满 {max} 个实体（或 $top）时结束。',
      'engine.assumeSplitRanges':
        '服务器在所选的 PartitionKey 处把表拆分为多个范围分区；扫描跨越分区边界时，该页也会结束，并返回延续标记。',
      'engine.assumeThroughput':
        '最繁忙的分区每秒处理 {rate} 个扫描的实体（文档给出的目标），且没有其他负载。',
      'engine.assumeTopPages':
        '$top 限制每页的大小；与各 SDK 一样，查询会跟随每个延续标记直到结束，因此 $top 改变的是请求数，而不是结果。',
    },
    ru: {
      'engine.intervalBetween': '{lower} и {upper}',
      'engine.planNoFilter':
        'Фильтра нет: подходит каждая сущность, поэтому служба читает всю таблицу (просмотр таблицы).',
      'engine.planTopLevelOr':
        'На верхнем уровне фильтра стоит `or`: служба не может выполнить поиск ни по одной из альтернатив и читает каждый раздел (просмотр таблицы). Вместо этого отправьте по запросу на каждую альтернативу.',
      'engine.planEmpty':
        'Ограничения на {property} противоречат друг другу: ни одна сущность не подходит, поэтому служба ничего не читает.',
      'engine.planPoint':
        'PartitionKey eq и RowKey eq указывают одну сущность: служба сразу читает RowKey {rowKey} в разделе {partition} (точечный запрос).',
      'engine.planRange':
        'PartitionKey eq и границы RowKey: служба читает только RowKey {interval} в разделе {partition} (запрос диапазона).',
      'engine.planPartitionScan':
        'PartitionKey eq {partition}, но RowKey ничем не ограничен: служба читает каждую сущность раздела (просмотр разделов).',
      'engine.planPartitionScanOrRowKeys':
        'PartitionKey eq {partition}, но RowKey ничем не ограничен (`or` по RowKey не ограничивает): служба читает каждую сущность раздела (просмотр разделов).',
      'engine.planMultiPartition':
        'PartitionKey ограничен ({interval}), но не задан через eq: служба читает каждый раздел этого диапазона (просмотр нескольких разделов).',
      'engine.planRowKeyNoNarrowing':
        'Сравнения RowKey его не сужают: RowKey упорядочены только внутри раздела.',
      'engine.planRowKeyWithoutPartitionKey':
        'RowKey без PartitionKey не помогает: служба должна прочитать каждый раздел (просмотр таблицы). Добавьте PartitionKey eq, чтобы получить точечный запрос или запрос диапазона.',
      'engine.planNoPartitionKeyEq':
        'Нет равенства по PartitionKey: служба должна прочитать каждый раздел (просмотр таблицы).',
      'engine.planResidualOne': 'Остальное условие проверяется на каждой прочитанной сущности.',
      'engine.planResidual': {
        one: 'Остальные условия ({count}) проверяются на каждой прочитанной сущности.',
        few: 'Остальные {count} условия проверяются на каждой прочитанной сущности.',
        many: 'Остальные {count} условий проверяются на каждой прочитанной сущности.',
        other: 'Остальные условия ({count}) проверяются на каждой прочитанной сущности.',
      },
      'engine.splitInto': {
        one: 'Разбить на {count} запрос',
        few: 'Разбить на {count} запроса',
        many: 'Разбить на {count} запросов',
        other: 'Разбить на {count} запроса',
      },
      'engine.noteTopLevelOr': {
        one: '`or` на верхнем уровне заставляет службу читать всю таблицу. Отправьте {count} запрос, по одному на альтернативу, и объедините результаты: тогда каждый сможет искать по своим ключам.',
        few: '`or` на верхнем уровне заставляет службу читать всю таблицу. Отправьте {count} запроса, по одному на альтернативу, и объедините результаты: тогда каждый сможет искать по своим ключам.',
        many: '`or` на верхнем уровне заставляет службу читать всю таблицу. Отправьте {count} запросов, по одному на альтернативу, и объедините результаты: тогда каждый сможет искать по своим ключам.',
        other:
          '`or` на верхнем уровне заставляет службу читать всю таблицу. Отправьте {count} запроса, по одному на альтернативу, и объедините результаты: тогда каждый сможет искать по своим ключам.',
      },
      'engine.noteOrOverRowKey':
        '`or` по RowKey не ограничивает просмотр: служба читает весь раздел. Запрос на каждую альтернативу RowKey — это точечный запрос или запрос диапазона.',
      'engine.noteOrOverPartitionKey':
        '`or` по PartitionKey не позволяет искать: служба читает каждый раздел. Запрос на каждую альтернативу может искать в своём разделе.',
      'engine.notePrefixRange':
        'Хорошо: это поиск по префиксу {property} {prefix}, записанный как диапазон, по которому служба может искать (startswith нет).',
      'engine.noteUnpaddedNumbers': {
        one: "В {property} хранятся числа разной длины, а ключи сравниваются как строки ('10' < '9'), поэтому эта граница не выделяет числовой диапазон. Дополните ключи и границы нулями до {count} цифры.",
        few: "В {property} хранятся числа разной длины, а ключи сравниваются как строки ('10' < '9'), поэтому эта граница не выделяет числовой диапазон. Дополните ключи и границы нулями до {count} цифр.",
        many: "В {property} хранятся числа разной длины, а ключи сравниваются как строки ('10' < '9'), поэтому эта граница не выделяет числовой диапазон. Дополните ключи и границы нулями до {count} цифр.",
        other:
          "В {property} хранятся числа разной длины, а ключи сравниваются как строки ('10' < '9'), поэтому эта граница не выделяет числовой диапазон. Дополните ключи и границы нулями до {count} цифры.",
      },
      'engine.zeroPad': {
        one: 'Дополнить нулями до {count} цифры',
        few: 'Дополнить нулями до {count} цифр',
        many: 'Дополнить нулями до {count} цифр',
        other: 'Дополнить нулями до {count} цифры',
      },
      'engine.noteMissingProperty':
        'Ни у одной сущности этой таблицы нет свойства {property}: это сравнение ложно для каждой сущности (включая `ne`).',
      'engine.noteMissingPropertyNear':
        'Ни у одной сущности этой таблицы нет свойства {property}. Имена свойств чувствительны к регистру: может быть, `{near}`?',
      'engine.noteTypeMismatch':
        'Большинство сущностей здесь хранят {property} как {stored}, а этот литерал — {literal}: служба никогда не преобразует типы, поэтому сравнение ложно для каждой сущности.',
      'engine.noteTypeMismatchSome': {
        one: 'Большинство сущностей здесь хранят {property} как {stored}, а этот литерал — {literal}: служба никогда не преобразует типы, поэтому он находит только {count} сущность, хранящую {literal}.',
        few: 'Большинство сущностей здесь хранят {property} как {stored}, а этот литерал — {literal}: служба никогда не преобразует типы, поэтому он находит только {count} сущности, хранящие {literal}.',
        many: 'Большинство сущностей здесь хранят {property} как {stored}, а этот литерал — {literal}: служба никогда не преобразует типы, поэтому он находит только {count} сущностей, хранящих {literal}.',
        other:
          'Большинство сущностей здесь хранят {property} как {stored}, а этот литерал — {literal}: служба никогда не преобразует типы, поэтому он находит только {count} сущности, хранящие {literal}.',
      },
      'engine.noteDesignPartitionKey':
        'Эта схема строит ключ из {property}: {key} — это {template}. {filter} читает один раздел вместо просмотра.',
      'engine.noteDesignRowKey':
        'Эта схема строит ключ из {property}: {key} — это {template}. {filter} читает одну сущность вместо всего раздела.',
      'engine.useFilter': 'Использовать {filter}',
      'engine.assumeRequestPerPage':
        'Каждая страница результатов — один запрос и одна оплачиваемая транзакция.',
      'engine.assumeTopLevelOr':
        '`or` на верхнем уровне заставляет службу просматривать всю таблицу; документация советует вместо этого отдельные запросы.',
      'engine.assumeMultiPartition':
        'Границы PartitionKey без `eq` просматривают каждый раздел диапазона (просмотр нескольких разделов); границы RowKey сужают просмотр только внутри одного раздела, заданного через `PartitionKey eq`.',
      'engine.assumeOrdinalKeys':
        'Границы ключей сравниваются порядково, по единицам кода UTF-16, с учётом регистра.',
      'engine.assumeEmpty':
        'Когда ограничения ключей противоречат друг другу, служба не читает ни одной сущности (один запрос, пустая страница).',
      'engine.assumeSingleRange':
        'Таблица — один серверный раздел диапазона, поэтому страницы заканчиваются только на {max} сущностях (или на $top).',
      'engine.assumeSplitRanges':
        'Сервер делит таблицу на разделы диапазонов по выбранным PartitionKey; страница заканчивается и там, где просмотр пересекает такую границу, с маркером продолжения.',
      'engine.assumeThroughput':
        'Самый нагруженный раздел обслуживает {rate} просмотренных сущностей в секунду (целевое значение из документации), и другой нагрузки на него нет.',
      'engine.assumeTopPages':
        '$top ограничивает каждую страницу; как и SDK, запрос следует за каждым маркером продолжения до конца, поэтому $top меняет число запросов, а не результаты.',
    },
  },
);
