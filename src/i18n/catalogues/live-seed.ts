/**
 * Seeding a table from a design and running every pattern on it (src/live seed, the comparison's
 * live-table panel). SAS parameters (sp=, srt=), permission letters, table names, the service's
 * own error codes and messages stay as they are in every language.
 */
import { cataloguePart } from './part';

/** Seed problems of src/live and the words of the seed dialog and the live-table panel. */
export const LIVE_SEED = cataloguePart(
  {
    'live.seedNoWrite':
      'This SAS grants sp={permissions}, but seeding writes with Insert Or Replace Entity, which needs both add (a) and update (u). Nothing was written.',
    'live.seedNoRead':
      'This SAS grants sp={permissions} without read (r): Keyscope reads the table back to run the patterns on it, so a seed needs read, add and update. Nothing was written.',
    'live.seedNoWriteAction':
      'Make a SAS that grants read, add and update (sp=rau), for the table or for the account.',
    'live.seedOneTable':
      'This table SAS is for {table} only, but the design writes {count} tables.',
    'live.seedOneTableAction':
      'Use an account SAS (ss=t) that grants read, add and update, and write (w) with srt=c to create the tables.',
    'live.seedTableMismatch': 'This SAS is for table {sas}, but the design writes table {table}.',
    'live.seedTableMismatchAction': 'Make a SAS for table "{table}", or an account SAS.',
    'live.seedTableMissing': 'The table {table} does not exist, and this SAS cannot create it.',
    'live.seedTableMissingAction':
      'Create the table {table} first, or use an account SAS that grants write (w) with srt=c so Keyscope creates it.',
    'live.seedEmulatorTableSas':
      'The local emulator (Azurite) refused the entity group transaction: it does not accept a table SAS for $batch requests (the Azure service does). Nothing was written.',
    'live.seedEmulatorTableSasAction':
      'For the emulator, use an account SAS (ss=t, srt=sco) that grants read, add and update, and write (w) to create the table.',
    'live.seedEntityFailed':
      'Writing to {table}, partition "{partition}", was refused at the entity with RowKey "{row}" (HTTP {status}; the service said {said}). Nothing of that transaction was written.',
    'live.seedPartitionFailed':
      'Writing to {table}, partition "{partition}", was refused (HTTP {status}; the service said {said}). Nothing of that transaction was written.',
    'live.seedFailedAction':
      'What was written before stays; seeding again rewrites the same entities, so you can fix the cause and seed again.',
    'ui.seed.heading': 'Live table',
    'ui.seed.about':
      'Write the loaded records through a design into a table (the local emulator or a real one), then run every access pattern there and compare with the model.',
    'ui.seed.designLabel': 'Design',
    'ui.seed.open': 'Seed a table…',
    'ui.seed.dialogTitle': 'Seed a table',
    'ui.seed.designIs': 'Design: {design}',
    'ui.seed.urlLabel': 'SAS URL that grants add and update (sp with a and u)',
    'ui.seed.urlHelp':
      'The signature is sent only to the host in this URL, kept in this tab’s memory while the comparison is open, and never stored, shared or logged.',
    'ui.seed.tableLabel': 'Table to write',
    'ui.seed.host': 'Host',
    'ui.seed.hostLoopback': '{host}: the local emulator (this machine)',
    'ui.seed.hostAzure': '{host}: Azure Table storage',
    'ui.seed.hostCosmos': '{host}: Azure Cosmos DB for Table',
    'ui.seed.hostOther': '{host}: not an Azure Table endpoint',
    'ui.seed.permissions': 'Permissions',
    'ui.seed.permissionsAre': 'sp={permissions} ({kind} SAS)',
    'ui.seed.permissionsPolicy': 'held by the stored access policy {policy}: the service will say',
    'ui.seed.kindTable': 'table',
    'ui.seed.kindAccount': 'account',
    'ui.seed.tables': 'Tables',
    'ui.seed.creates': '{tables} (created when missing)',
    'ui.seed.mustExist': '{tables} (must exist)',
    'ui.seed.writes': 'Writes',
    'ui.seed.writesCount':
      'Entities: {entities}; requests: {requests}; partitions: {partitions}. One entity group transaction per request, at most 100 entities and 4 MiB each, every entity an Insert Or Replace.',
    'ui.seed.idempotent':
      'Insert Or Replace: an entity with the same keys is replaced, so seeding again leaves the same table.',
    'ui.seed.write': { one: 'Write {count} entity', other: 'Write {count} entities' },
    'ui.seed.cancel': 'Cancel',
    'ui.seed.close': 'Close',
    'ui.seed.preparing': 'Reading the design’s entities…',
    'ui.seed.progressLabel': 'Seeding progress',
    'ui.seed.progress': 'Written {entities} of {total} entities; requests sent: {requests}.',
    'ui.seed.done':
      'Written: {entities} entities to {tables}; requests: {requests}; {seconds} s (measured).',
    'ui.seed.cancelled':
      'Cancelled. Written before that: {entities} entities in {requests} requests; they stay.',
    'ui.seed.seededLine': 'Seeded: {tables} on {host} with design {design}.',
    'ui.seed.runAll': 'Run every pattern on the live table',
    'ui.seed.runNeedsSeed': 'Seed a table first: the patterns run on the table you seeded.',
    'ui.seed.running': 'Running pattern {done} of {total}…',
    'ui.seed.summary':
      'Model and service agree on {agree} of {total} patterns (same entities in the same order).',
    'ui.seed.resultsCaption': 'Every pattern on the live table, design {design}',
    'ui.seed.colPattern': 'Pattern',
    'ui.seed.colVerdict': 'Model and service',
    'ui.seed.colModel': 'Model: entities',
    'ui.seed.colLive': 'Service: entities',
    'ui.seed.colRequests': 'Requests (model, service)',
    'ui.seed.agree': 'Agree',
    'ui.seed.differ': 'Differ from entity {position}',
    'ui.seed.noQuery': 'No query for this design',
    'ui.seed.problem': 'Not run: {problem}',
    'ui.seed.requestsNote':
      'The model’s requests are the cell’s (pages and the index point reads it counts); the service’s are the query pages sent.',
  },
  {
    'zh-CN': {
      'live.seedNoWrite':
        '此 SAS 授予 sp={permissions}，但播种使用“插入或替换实体”写入，需要同时具有添加（a）和更新（u）权限。未写入任何内容。',
      'live.seedNoRead':
        '此 SAS 授予 sp={permissions}，但没有读取（r）权限：Keyscope 要读回该表以在其上运行模式，因此播种需要读取、添加和更新权限。未写入任何内容。',
      'live.seedNoWriteAction': '请为表或帐户生成授予读取、添加和更新权限（sp=rau）的 SAS。',
      'live.seedOneTable': '此表 SAS 仅用于 {table}，但该设计要写入 {count} 个表。',
      'live.seedOneTableAction':
        '请使用授予读取、添加和更新权限的帐户 SAS（ss=t），并带有写入（w）和 srt=c 以创建表。',
      'live.seedTableMismatch': '此 SAS 用于表 {sas}，但该设计写入的是表 {table}。',
      'live.seedTableMismatchAction': '请为表“{table}”生成 SAS，或使用帐户 SAS。',
      'live.seedTableMissing': '表 {table} 不存在，且此 SAS 无法创建它。',
      'live.seedTableMissingAction':
        '请先创建表 {table}，或使用授予写入（w）且 srt=c 的帐户 SAS，让 Keyscope 创建它。',
      'live.seedEmulatorTableSas':
        '本地模拟器（Azurite）拒绝了该实体组事务：它不接受用于 $batch 请求的表 SAS（Azure 服务接受）。未写入任何内容。',
      'live.seedEmulatorTableSasAction':
        '对于模拟器，请使用授予读取、添加和更新权限的帐户 SAS（ss=t，srt=sco），并带有写入（w）以创建表。',
      'live.seedEntityFailed':
        '写入 {table} 的分区“{partition}”时，在 RowKey 为“{row}”的实体处被拒绝（HTTP {status}；服务返回 {said}）。该事务的内容均未写入。',
      'live.seedPartitionFailed':
        '写入 {table} 的分区“{partition}”时被拒绝（HTTP {status}；服务返回 {said}）。该事务的内容均未写入。',
      'live.seedFailedAction':
        '之前写入的内容保留；再次播种会重写相同的实体，因此可以排除原因后再次播种。',
      'ui.seed.heading': '实时表',
      'ui.seed.about':
        '通过某个设计把已载入的记录写入表（本地模拟器或真实的表），然后在其中运行每个访问模式并与模型比较。',
      'ui.seed.designLabel': '设计',
      'ui.seed.open': '播种到表…',
      'ui.seed.dialogTitle': '播种到表',
      'ui.seed.designIs': '设计：{design}',
      'ui.seed.urlLabel': '授予添加和更新权限的 SAS URL（sp 含 a 和 u）',
      'ui.seed.urlHelp':
        '签名只发送到此 URL 中的主机，在比较打开期间保存在此标签页的内存中，绝不会被存储、共享或记录。',
      'ui.seed.tableLabel': '要写入的表',
      'ui.seed.host': '主机',
      'ui.seed.hostLoopback': '{host}：本地模拟器（本机）',
      'ui.seed.hostAzure': '{host}：Azure 表存储',
      'ui.seed.hostCosmos': '{host}：Azure Cosmos DB for Table',
      'ui.seed.hostOther': '{host}：不是 Azure 表终结点',
      'ui.seed.permissions': '权限',
      'ui.seed.permissionsAre': 'sp={permissions}（{kind} SAS）',
      'ui.seed.permissionsPolicy': '由存储的访问策略 {policy} 决定：以服务的答复为准',
      'ui.seed.kindTable': '表',
      'ui.seed.kindAccount': '帐户',
      'ui.seed.tables': '表',
      'ui.seed.creates': '{tables}（不存在时创建）',
      'ui.seed.mustExist': '{tables}（必须已存在）',
      'ui.seed.writes': '写入',
      'ui.seed.writesCount':
        '实体：{entities}；请求：{requests}；分区：{partitions}。每个请求一个实体组事务，每个最多 100 个实体、4 MiB，每个实体均为“插入或替换”。',
      'ui.seed.idempotent': '插入或替换：键相同的实体会被替换，因此再次播种得到的表相同。',
      'ui.seed.write': { other: '写入 {count} 个实体' },
      'ui.seed.cancel': '取消',
      'ui.seed.close': '关闭',
      'ui.seed.preparing': '正在读取设计的实体…',
      'ui.seed.progressLabel': '播种进度',
      'ui.seed.progress': '已写入 {entities}/{total} 个实体，已发送 {requests} 个请求。',
      'ui.seed.done':
        '已写入：{entities} 个实体到 {tables}；请求：{requests}；{seconds} 秒（实测）。',
      'ui.seed.cancelled': '已取消。此前写入：{entities} 个实体，{requests} 个请求；这些内容保留。',
      'ui.seed.seededLine': '已播种：{host} 上的 {tables}，设计 {design}。',
      'ui.seed.runAll': '在实时表上运行每个模式',
      'ui.seed.runNeedsSeed': '请先播种到表：模式会在您播种的表上运行。',
      'ui.seed.running': '正在运行第 {done}/{total} 个模式…',
      'ui.seed.summary':
        '模型与服务在 {total} 个模式中的 {agree} 个上一致（相同的实体，相同的顺序）。',
      'ui.seed.resultsCaption': '实时表上的每个模式，设计 {design}',
      'ui.seed.colPattern': '模式',
      'ui.seed.colVerdict': '模型与服务',
      'ui.seed.colModel': '模型：实体',
      'ui.seed.colLive': '服务：实体',
      'ui.seed.colRequests': '请求（模型，服务）',
      'ui.seed.agree': '一致',
      'ui.seed.differ': '从第 {position} 个实体起不同',
      'ui.seed.noQuery': '此设计没有查询',
      'ui.seed.problem': '未运行：{problem}',
      'ui.seed.requestsNote':
        '模型的请求数取自单元格（页数及其计入的索引点读）；服务的请求数是发送的查询页数。',
    },
    ru: {
      'live.seedNoWrite':
        'Этот SAS даёт sp={permissions}, но заполнение пишет операцией Insert Or Replace Entity, которой нужны и добавление (a), и обновление (u). Ничего не записано.',
      'live.seedNoRead':
        'Этот SAS даёт sp={permissions} без чтения (r): Keyscope читает таблицу обратно, чтобы выполнить на ней шаблоны, поэтому для заполнения нужны чтение, добавление и обновление. Ничего не записано.',
      'live.seedNoWriteAction':
        'Создайте SAS с чтением, добавлением и обновлением (sp=rau) для таблицы или для учётной записи.',
      'live.seedOneTable':
        'Этот SAS таблицы выдан только для {table}, а проект пишет в несколько таблиц: {count}.',
      'live.seedOneTableAction':
        'Используйте SAS учётной записи (ss=t) с чтением, добавлением и обновлением, а также записью (w) и srt=c, чтобы создать таблицы.',
      'live.seedTableMismatch':
        'Этот SAS выдан для таблицы {sas}, а проект пишет в таблицу {table}.',
      'live.seedTableMismatchAction': 'Создайте SAS для таблицы «{table}» или SAS учётной записи.',
      'live.seedTableMissing': 'Таблицы {table} нет, а этот SAS не может её создать.',
      'live.seedTableMissingAction':
        'Сначала создайте таблицу {table} или используйте SAS учётной записи с записью (w) и srt=c, чтобы Keyscope создал её.',
      'live.seedEmulatorTableSas':
        'Локальный эмулятор (Azurite) отклонил транзакцию группы сущностей: он не принимает SAS таблицы для запросов $batch (служба Azure принимает). Ничего не записано.',
      'live.seedEmulatorTableSasAction':
        'Для эмулятора используйте SAS учётной записи (ss=t, srt=sco) с чтением, добавлением и обновлением, а также записью (w), чтобы создать таблицу.',
      'live.seedEntityFailed':
        'Запись в {table}, секция «{partition}», отклонена на сущности с RowKey «{row}» (HTTP {status}; служба ответила {said}). Из этой транзакции ничего не записано.',
      'live.seedPartitionFailed':
        'Запись в {table}, секция «{partition}», отклонена (HTTP {status}; служба ответила {said}). Из этой транзакции ничего не записано.',
      'live.seedFailedAction':
        'Записанное раньше остаётся; повторное заполнение перезаписывает те же сущности, так что можно устранить причину и заполнить снова.',
      'ui.seed.heading': 'Живая таблица',
      'ui.seed.about':
        'Запишите загруженные записи через проект в таблицу (локальный эмулятор или настоящую), затем выполните там каждый шаблон доступа и сравните с моделью.',
      'ui.seed.designLabel': 'Проект',
      'ui.seed.open': 'Заполнить таблицу…',
      'ui.seed.dialogTitle': 'Заполнить таблицу',
      'ui.seed.designIs': 'Проект: {design}',
      'ui.seed.urlLabel': 'SAS URL с добавлением и обновлением (sp с a и u)',
      'ui.seed.urlHelp':
        'Подпись отправляется только на хост из этого URL, хранится в памяти этой вкладки, пока открыто сравнение, и никогда не сохраняется, не передаётся и не пишется в журнал.',
      'ui.seed.tableLabel': 'Таблица для записи',
      'ui.seed.host': 'Хост',
      'ui.seed.hostLoopback': '{host}: локальный эмулятор (этот компьютер)',
      'ui.seed.hostAzure': '{host}: хранилище таблиц Azure',
      'ui.seed.hostCosmos': '{host}: Azure Cosmos DB for Table',
      'ui.seed.hostOther': '{host}: не конечная точка таблиц Azure',
      'ui.seed.permissions': 'Разрешения',
      'ui.seed.permissionsAre': 'sp={permissions} (SAS {kind})',
      'ui.seed.permissionsPolicy': 'заданы хранимой политикой доступа {policy}: решит служба',
      'ui.seed.kindTable': 'таблицы',
      'ui.seed.kindAccount': 'учётной записи',
      'ui.seed.tables': 'Таблицы',
      'ui.seed.creates': '{tables} (создаются, если их нет)',
      'ui.seed.mustExist': '{tables} (должны существовать)',
      'ui.seed.writes': 'Запись',
      'ui.seed.writesCount':
        'Сущностей: {entities}; запросов: {requests}; секций: {partitions}. Одна транзакция группы сущностей на запрос, не больше 100 сущностей и 4 МиБ в каждой, каждая сущность — Insert Or Replace.',
      'ui.seed.idempotent':
        'Insert Or Replace: сущность с теми же ключами заменяется, поэтому повторное заполнение даёт ту же таблицу.',
      'ui.seed.write': {
        one: 'Записать {count} сущность',
        few: 'Записать {count} сущности',
        many: 'Записать {count} сущностей',
        other: 'Записать {count} сущности',
      },
      'ui.seed.cancel': 'Отмена',
      'ui.seed.close': 'Закрыть',
      'ui.seed.preparing': 'Читаются сущности проекта…',
      'ui.seed.progressLabel': 'Ход заполнения',
      'ui.seed.progress':
        'Записано сущностей: {entities} из {total}; отправлено запросов: {requests}.',
      'ui.seed.done':
        'Записано сущностей: {entities} в {tables}; запросов: {requests}; {seconds} с (измерено).',
      'ui.seed.cancelled':
        'Отменено. Записано до этого: сущностей {entities}, запросов {requests}; они остаются.',
      'ui.seed.seededLine': 'Заполнено: {tables} на {host} по проекту {design}.',
      'ui.seed.runAll': 'Выполнить каждый шаблон на живой таблице',
      'ui.seed.runNeedsSeed':
        'Сначала заполните таблицу: шаблоны выполняются на заполненной таблице.',
      'ui.seed.running': 'Выполняется шаблон {done} из {total}…',
      'ui.seed.summary':
        'Модель и служба совпадают в {agree} из {total} шаблонов (те же сущности в том же порядке).',
      'ui.seed.resultsCaption': 'Каждый шаблон на живой таблице, проект {design}',
      'ui.seed.colPattern': 'Шаблон',
      'ui.seed.colVerdict': 'Модель и служба',
      'ui.seed.colModel': 'Модель: сущности',
      'ui.seed.colLive': 'Служба: сущности',
      'ui.seed.colRequests': 'Запросы (модель, служба)',
      'ui.seed.agree': 'Совпадают',
      'ui.seed.differ': 'Расходятся с сущности {position}',
      'ui.seed.noQuery': 'Для этого проекта нет запроса',
      'ui.seed.problem': 'Не выполнено: {problem}',
      'ui.seed.requestsNote':
        'Запросы модели — из ячейки (страницы и учтённые ею точечные чтения индекса); запросы службы — отправленные страницы запросов.',
    },
  },
);
