/**
 * The live-table room's messages: the SAS warnings shown before connecting, and the explanations
 * of where the model and the measured run part. Keys, SAS parameters (sp=, se=) and the
 * emulator's and services' names stay as they are.
 */
import { cataloguePart } from './part';

/** Warnings and model-vs-live explanations of src/live. */
export const LIVE = cataloguePart(
  {
    'live.sasExpired': 'This SAS expired at {time}: the service will refuse it. Ask for a new one.',
    'live.sasExpiresSoon':
      'This SAS expires at {time}, in less than 15 minutes: a large read may not finish.',
    'live.sasNotYetValid':
      'This SAS is valid only from {time}: the service will refuse it until then.',
    'live.sasGrantsWrite':
      'This SAS grants more than reading (sp={permissions}). Keyscope only reads, but anyone holding this link could change or delete your data: prefer a read-only SAS (sp=r).',
    'live.stoppedAtCap':
      'The live run stopped at the cap of {cap} entities, after {entities} entities in {requests} requests: the comparison covers only what was read, so entities "only in the model" may simply not have been read yet.',
    'live.stoppedCancelled':
      'The live run stopped because it was cancelled, after {entities} entities in {requests} requests: the comparison covers only what was read, so entities "only in the model" may simply not have been read yet.',
    'live.stoppedOnError':
      'The live run stopped on an error, after {entities} entities in {requests} requests: the comparison covers only what was read, so entities "only in the model" may simply not have been read yet.',
    'live.continuationDiffers':
      'Request {request} returned the same {size} entities, but the service continues at PartitionKey "{livePartitionKey}", RowKey "{liveRowKey}" and the model at "{modelPartitionKey}", "{modelRowKey}". The model resumes at the next entity its scan would read; this service resumed at its next match (Azurite filters before it pages), so the page breaks that follow may differ.',
    'live.timeLimit':
      'Request {request} took {ms} ms and returned {size} of up to {top} entities with a continuation: the service ends a request after 5 seconds. The model does not simulate time.',
    'live.emptyPage':
      'Request {request} returned no entities but a continuation: the service stopped scanning (at a partition-range boundary, or on its time limit) before it found a match. The model has no such boundaries here, so it counts fewer requests.',
    'live.shortPage':
      'Request {request} returned {size} of up to {top} entities with a continuation: the service split the page, most likely at the end of one of its partition ranges, which the model cannot know.',
    'live.shortPageSplit':
      'Request {request} returned {size} of up to {top} entities with a continuation: the service split the page, most likely at the end of one of its partition ranges, which the model cannot know. To model it, add a range split at PartitionKey "{next}" (Range partitions: split at).',
    'live.modelEmptyLastPage':
      "The model's request {last} filled its page before the end of the scanned range, so it predicts a request {predicted} that returns nothing. The service looked ahead and sent no continuation, so it made {requests} requests.",
    'live.requestsDiffer':
      'The model predicts {model} requests; the service made {requests}. See the page rows for where they part.',
    'live.keysNotSelected':
      'Some entities came back without PartitionKey and RowKey ($select without them), so entities were matched by their content, not by key. Add PartitionKey and RowKey to $select to match by key.',
    'live.setDiffers':
      "{onlyModel} entities are only in the model's result and {onlyLive} only in the service's. Either the table changed since it was read into the model, or the model and this service evaluate the filter differently (docs/conformance.md lists the emulator's known differences).",
    'live.orderDiffers':
      "The same entities came back in another order, from position {position}. Azure Table storage returns entities in PartitionKey, RowKey order; an endpoint that does not (such as Azure Cosmos DB's Table API) orders results in a way the model does not simulate.",
    'live.valuesDiffer':
      '{count} property values differ for entities with the same keys: the entities were changed since the table was read into the model.',
    'live.timestamp':
      "The query uses Timestamp. The model stamps every entity it loads with one Timestamp; the service's are the real last-write times, so Timestamp comparisons can differ.",
  },
  {
    'zh-CN': {
      'live.sasExpired': '此 SAS 已于 {time} 过期：服务会拒绝它。请申请一个新的。',
      'live.sasExpiresSoon': '此 SAS 将于 {time} 过期，不到 15 分钟：大量读取可能无法完成。',
      'live.sasNotYetValid': '此 SAS 从 {time} 起才有效：在此之前服务会拒绝它。',
      'live.sasGrantsWrite':
        '此 SAS 授予的不只是读取权限（sp={permissions}）。Keyscope 只读取，但任何持有此链接的人都能修改或删除您的数据：请优先使用只读 SAS（sp=r）。',
      'live.stoppedAtCap':
        '实时运行在 {cap} 个实体的上限处停止，此时已通过 {requests} 个请求读取 {entities} 个实体：比较只涵盖已读取的部分，因此“仅在模型中”的实体可能只是尚未读取。',
      'live.stoppedCancelled':
        '实时运行因被取消而停止，此时已通过 {requests} 个请求读取 {entities} 个实体：比较只涵盖已读取的部分，因此“仅在模型中”的实体可能只是尚未读取。',
      'live.stoppedOnError':
        '实时运行因出错而停止，此时已通过 {requests} 个请求读取 {entities} 个实体：比较只涵盖已读取的部分，因此“仅在模型中”的实体可能只是尚未读取。',
      'live.continuationDiffers':
        '请求 {request} 返回了相同的 {size} 个实体，但服务从 PartitionKey "{livePartitionKey}"、RowKey "{liveRowKey}" 继续，模型则从 "{modelPartitionKey}"、"{modelRowKey}" 继续。模型从其扫描将读取的下一个实体继续；此服务从下一个匹配项继续（Azurite 先筛选再分页），因此之后的分页位置可能不同。',
      'live.timeLimit':
        '请求 {request} 耗时 {ms} ms，在最多 {top} 个中返回了 {size} 个实体并带有继续标记：服务在 5 秒后结束一个请求。模型不模拟时间。',
      'live.emptyPage':
        '请求 {request} 没有返回实体，但带有继续标记：服务在找到匹配项之前停止了扫描（在分区范围边界处，或因时间限制）。模型在此处没有这样的边界，因此统计的请求更少。',
      'live.shortPage':
        '请求 {request} 在最多 {top} 个中返回了 {size} 个实体并带有继续标记：服务拆分了这一页，很可能是在其某个分区范围的末尾，这是模型无法知道的。',
      'live.shortPageSplit':
        '请求 {request} 在最多 {top} 个中返回了 {size} 个实体并带有继续标记：服务拆分了这一页，很可能是在其某个分区范围的末尾，这是模型无法知道的。要模拟这一点，请在 PartitionKey "{next}" 处添加范围拆分（范围分区：拆分于）。',
      'live.modelEmptyLastPage':
        '模型的请求 {last} 在扫描范围结束之前就填满了一页，因此它预测会有一个什么也不返回的请求 {predicted}。服务向前查看后没有发送继续标记，因此共发出 {requests} 个请求。',
      'live.requestsDiffer':
        '模型预测 {model} 个请求；服务实际发出 {requests} 个。分歧之处见各页的行。',
      'live.keysNotSelected':
        '有些实体返回时没有 PartitionKey 和 RowKey（$select 中没有它们），因此实体是按内容而不是按键匹配的。请在 $select 中加入 PartitionKey 和 RowKey 以按键匹配。',
      'live.setDiffers':
        '有 {onlyModel} 个实体只在模型的结果中，{onlyLive} 个只在服务的结果中。要么表在读入模型之后发生了变化，要么模型和此服务对筛选的求值不同（docs/conformance.md 列出了模拟器的已知差异）。',
      'live.orderDiffers':
        '返回的实体相同，但从位置 {position} 起顺序不同。Azure 表存储按 PartitionKey、RowKey 的顺序返回实体；不这样做的终结点（例如 Azure Cosmos DB 的表 API）的排序方式是模型不模拟的。',
      'live.valuesDiffer':
        '键相同的实体中有 {count} 个属性值不同：这些实体在表读入模型之后被修改过。',
      'live.timestamp':
        '此查询使用了 Timestamp。模型为其载入的每个实体盖上同一个 Timestamp；服务的 Timestamp 是真实的最后写入时间，因此 Timestamp 比较可能不同。',
    },
    ru: {
      'live.sasExpired':
        'Срок действия этого SAS истёк {time}: служба его отклонит. Запросите новый.',
      'live.sasExpiresSoon':
        'Срок действия этого SAS истекает {time}, меньше чем через 15 минут: большое чтение может не успеть.',
      'live.sasNotYetValid':
        'Этот SAS действует только с {time}: до этого служба будет его отклонять.',
      'live.sasGrantsWrite':
        'Этот SAS разрешает не только чтение (sp={permissions}). Keyscope только читает, но любой, у кого есть эта ссылка, может изменить или удалить ваши данные: лучше используйте SAS только для чтения (sp=r).',
      'live.stoppedAtCap':
        'Живой прогон остановился на пределе в {cap} сущностей, прочитав {entities} сущностей за {requests} запросов: сравнение охватывает только прочитанное, поэтому сущности «только в модели» могли просто ещё не быть прочитаны.',
      'live.stoppedCancelled':
        'Живой прогон остановлен отменой, прочитав {entities} сущностей за {requests} запросов: сравнение охватывает только прочитанное, поэтому сущности «только в модели» могли просто ещё не быть прочитаны.',
      'live.stoppedOnError':
        'Живой прогон остановился из-за ошибки, прочитав {entities} сущностей за {requests} запросов: сравнение охватывает только прочитанное, поэтому сущности «только в модели» могли просто ещё не быть прочитаны.',
      'live.continuationDiffers':
        'Запрос {request} вернул те же {size} сущностей, но служба продолжает с PartitionKey "{livePartitionKey}", RowKey "{liveRowKey}", а модель — с "{modelPartitionKey}", "{modelRowKey}". Модель продолжает со следующей сущности, которую прочитал бы её просмотр; эта служба продолжила со следующего совпадения (Azurite фильтрует до разбиения на страницы), поэтому дальнейшие границы страниц могут различаться.',
      'live.timeLimit':
        'Запрос {request} длился {ms} мс и вернул {size} из не более чем {top} сущностей с продолжением: служба завершает запрос через 5 секунд. Модель не моделирует время.',
      'live.emptyPage':
        'Запрос {request} не вернул сущностей, но вернул продолжение: служба прекратила просмотр (на границе диапазона разделов или по пределу времени), не найдя совпадения. У модели здесь таких границ нет, поэтому она насчитывает меньше запросов.',
      'live.shortPage':
        'Запрос {request} вернул {size} из не более чем {top} сущностей с продолжением: служба разбила страницу, скорее всего на конце одного из своих диапазонов разделов, о которых модель знать не может.',
      'live.shortPageSplit':
        'Запрос {request} вернул {size} из не более чем {top} сущностей с продолжением: служба разбила страницу, скорее всего на конце одного из своих диапазонов разделов, о которых модель знать не может. Чтобы смоделировать это, добавьте разбиение диапазона на PartitionKey "{next}" (Диапазоны разделов: разбить на).',
      'live.modelEmptyLastPage':
        'Запрос модели {last} заполнил страницу до конца просматриваемого диапазона, поэтому она предсказывает запрос {predicted}, который ничего не вернёт. Служба заглянула вперёд и не прислала продолжения, поэтому запросов было {requests}.',
      'live.requestsDiffer':
        'Модель предсказывает запросов: {model}; служба сделала: {requests}. Где они расходятся, видно по строкам страниц.',
      'live.keysNotSelected':
        'Некоторые сущности вернулись без PartitionKey и RowKey ($select без них), поэтому сущности сопоставлены по содержимому, а не по ключу. Добавьте PartitionKey и RowKey в $select, чтобы сопоставлять по ключу.',
      'live.setDiffers':
        'Сущностей только в результате модели: {onlyModel}, только в результате службы: {onlyLive}. Либо таблица изменилась после того, как её прочитали в модель, либо модель и эта служба вычисляют фильтр по-разному (известные отличия эмулятора перечислены в docs/conformance.md).',
      'live.orderDiffers':
        'Те же сущности вернулись в другом порядке, начиная с позиции {position}. Хранилище таблиц Azure возвращает сущности в порядке PartitionKey, RowKey; конечная точка, которая так не делает (например, API таблиц Azure Cosmos DB), упорядочивает результаты так, как модель не моделирует.',
      'live.valuesDiffer':
        'Значений свойств, различающихся у сущностей с одинаковыми ключами: {count}; сущности изменились после того, как таблицу прочитали в модель.',
      'live.timestamp':
        'Запрос использует Timestamp. Модель ставит всем загруженным сущностям один Timestamp; у службы это реальное время последней записи, поэтому сравнения Timestamp могут различаться.',
    },
  },
);
