/**
 * What went wrong with a live table and what to do about it (`LiveProblem.message` and
 * `action`). The service's own error codes and messages, URLs, SAS parameters (sp=, se=, st=,
 * tn=, sig=) and the `az` command stay as they are in every language.
 */
import { cataloguePart } from './part';

/** Live-table problems of src/live and the live controller. */
export const LIVE_PROBLEMS = cataloguePart(
  {
    'live.urlEmpty': 'No SAS URL was given.',
    'live.urlEmptyAction':
      'Paste a table SAS URL: https://<account>.table.core.windows.net/<table>?sv=…&sig=…',
    'live.urlToken':
      'This is a SAS token without its URL: Keyscope needs the account and table too.',
    'live.urlNotUrl': '"{text}" is not a URL.',
    'live.urlMalformedAction': 'Paste the whole SAS URL, starting with https://',
    'live.urlPlainHttp':
      'Plain http: to {host} would send the signature unencrypted over the network.',
    'live.urlScheme': 'A table SAS URL starts with https:, not {protocol}',
    'live.urlSchemeAction':
      'Use the https:// form of the URL (plain http: is accepted only for the local emulator on 127.0.0.1).',
    'live.urlCredentials':
      'The URL carries a user name or password before the host; a SAS URL never does.',
    'live.urlCredentialsAction':
      'Remove the part before "@" in the host, or copy the SAS URL again.',
    'live.urlNoAccount':
      'The emulator URL has no account in its path (http://127.0.0.1:<port>/<account>/<table>).',
    'live.urlNoAccountAction':
      'Use the form http://127.0.0.1:10002/devstoreaccount1/<table>?<sas>.',
    'live.urlNoTable': 'The URL names no table: its path ends at the account.',
    'live.urlNoTableAction':
      'Make a SAS for one table and paste its URL, which ends in /<table>?sv=…',
    'live.urlPastTable':
      'The URL path "{path}" goes past the table name; a table SAS URL ends at the table.',
    'live.urlBadTableName': 'The table name "{table}" {problem}',
    'live.urlBadTableAction': 'Check the table name in the URL, or copy the SAS URL again.',
    'live.urlTableMismatch':
      'The URL reads table "{path}" but its SAS was made for table "{tn}" (tn={tn}); the service would refuse it.',
    'live.urlTableMismatchAction': 'Make a SAS for "{path}", or change the path to /{tn}.',
    'live.urlNoSignature': 'The URL has no signature (sig=…), so it is not a SAS URL.',
    'live.urlEmptySignature': 'The URL has an empty signature (sig=).',
    'live.urlNoSignatureAction': 'Copy the whole SAS URL, including everything after "?".',
    'live.sasNoPermissions': 'The SAS has no permissions (sp) and no stored access policy (si).',
    'live.sasNoPermissionsAction':
      'Make a SAS with the Read (r) permission and paste its whole URL.',
    'live.sasPermissionsEmpty': 'The SAS permissions (sp={permissions}) are empty.',
    'live.sasPermissionsTable':
      'The SAS permissions (sp={permissions}) hold letters a table SAS cannot grant: {letters}.',
    'live.sasPermissionsAccount':
      'The SAS permissions (sp={permissions}) hold letters a account SAS cannot grant: {letters}.',
    'live.sasPermissionsAction':
      'Copy the SAS URL again; a table SAS grants r (read), a (add), u (update), d (delete).',
    'live.sasNoRead':
      'The SAS does not grant reading (sp={permissions}), so the table cannot be queried with it.',
    'live.sasNoReadAction': 'Make a SAS with only the Read (r) permission.',
    'live.sasBadStart':
      'The SAS start time (st) "{text}" is not a UTC time like 2025-01-31T10:00:00Z.',
    'live.sasBadExpiry':
      'The SAS expiry time (se) "{text}" is not a UTC time like 2025-01-31T10:00:00Z.',
    'live.sasBadTimeAction':
      'Copy the SAS URL again from the portal or the tool that made it; it may have been cut.',
    'live.refusedExpired': 'The service refused the SAS (403{said}): it expired at {time}.',
    'live.refusedExpiredAction':
      'Ask the table owner for a new SAS URL with a later expiry (se), then connect again.',
    'live.refusedNotYetValid':
      'The service refused the SAS (403{said}): it is valid only from {time}.',
    'live.refusedNotYetValidAction':
      'Wait until the start time, or ask for a SAS without a future start (st).',
    'live.permissionMismatch': 'The SAS does not allow reading {ref} (403{said}).',
    'live.permissionMismatchAction':
      'Make a SAS that grants Read (sp=r) on this table (for an account SAS: the table service and object resource type).',
    'live.sasRejected':
      'The service did not accept the SAS for table "{table}" (403{said}). It may have been made for another table or account, its key may have been rotated, its access policy revoked, or the URL altered when copied.',
    'live.sasRejectedAction':
      'Make a new SAS for table "{table}" on account "{account}" and paste its whole URL.',
    'live.tableNotFound': 'The table "{table}" does not exist on {endpoint} (404{said}).',
    'live.tableNotFoundAction':
      'Check the table name and the account in the URL (table names are case-insensitive).',
    'live.httpError': 'The service answered {status}{said}.',
    'live.httpBusyAction': 'The service is busy or failed; wait a little and run the read again.',
    'live.httpQueryAction':
      'Check the query; if the service refused valid OData, report it with this message.',
    'live.networkMidRead':
      'The connection failed during request {request}, after {entities} entities were read.',
    'live.networkMidReadAction':
      'Check the network and read again; what was read so far is kept, but it is not the whole result.',
    'live.corsOrNetwork':
      'The browser got no answer from {endpoint}: the request was blocked by CORS, or the network is unreachable. The Table service answers a page from another origin only when a CORS rule allows it.',
    'live.corsAction':
      'If the endpoint is reachable, add a CORS rule for {origin} to the account (below), wait a minute, and connect again.',
    'live.thisOrigin': "<this page's origin>",
    'live.notTableJson': 'The answer to request {request} is not Table service JSON: {reason}.',
    'live.jsonNotJson': 'it is {type}, not JSON (body starts {start})',
    'live.jsonInvalid': 'its body is not valid JSON (starts {start})',
    'live.jsonNoValue': 'its JSON has no "value" list of entities (starts {start})',
    'live.jsonNotEntity': 'item {item} of its "value" list is not an entity object',
    'live.jsonEmptyBody': 'an empty body',
    'live.jsonNoType': 'no content type',
    'live.notTableJsonAction':
      'Check that the URL points at a table endpoint (https://<account>.table.core.windows.net/<table>) and not at a proxy or sign-in page.',
    'live.hostNotAzure':
      '{host} is not an Azure Table endpoint (*.table.core.windows.net, a sovereign cloud’s, or *.table.cosmos.azure.com): the signature goes to whoever runs that host.',
    'live.hostUnconfirmed':
      'This is a token without a host. Keyscope sends a signature only to a host you typed or confirmed, and the link suggests {host}.',
    'live.hostUnconfirmedAction':
      'Paste the whole SAS URL, or tick the box below to send the token to that host.',
    'live.refMismatch': 'This SAS is for {sas}, but the shared view reads {ref}.',
    'live.refMismatchAction': 'Paste a SAS URL for table "{table}" on {endpoint}.',
    'live.capRange': 'The cap on entities read ({cap}) must be a whole number from 1 to {max}.',
    'live.capAction': 'Choose a cap between 1 and {max}; the default is {default}.',
    'live.topRange': '$top {top} is not a page size the service accepts.',
    'live.topAction': 'Use a whole number from 1 to {max}.',
    'live.continuationHidden':
      "Page {page} was full, but the browser hid the service's continuation headers (x-ms-continuation-NextPartitionKey), so Keyscope cannot tell whether more entities follow. The account's CORS rule does not expose them.",
    'live.continuationHiddenAction':
      'Add --exposed-headers \'*\' to the CORS rule of account "{account}" (remove and add the rule again), then read again.',
    'live.buildFailed':
      'The entities of {table} were read, but Keyscope could not build a dataset from them: {reason}.',
    'live.notLoaded': 'the table was not loaded',
    'live.buildFailedAction':
      'The previous dataset stays loaded. Check the table holds entities, then read again.',
    'live.tableEmpty': 'The table {table} has no entities, so there is nothing to explore.',
    'live.tableEmptyAction':
      'Add entities to the table, or connect to another table. The previous dataset stays loaded.',
    'live.modelFailed': 'The model could not run this query: {reason}',
    'live.modelFailedAction': 'Fix the filter, then run it on the live table again.',
  },
  {
    'zh-CN': {
      'live.urlEmpty': '没有提供 SAS URL。',
      'live.urlEmptyAction':
        '请粘贴一个表 SAS URL：https://<account>.table.core.windows.net/<table>?sv=…&sig=…',
      'live.urlToken': '这是一个没有 URL 的 SAS 令牌：Keyscope 还需要帐户和表。',
      'live.urlNotUrl': '"{text}" 不是 URL。',
      'live.urlMalformedAction': '请粘贴以 https:// 开头的完整 SAS URL',
      'live.urlPlainHttp': '通过明文 http: 连接 {host} 会在网络上以未加密的方式发送签名。',
      'live.urlScheme': '表 SAS URL 以 https: 开头，而不是 {protocol}',
      'live.urlSchemeAction':
        '请使用 https:// 形式的 URL（明文 http: 仅适用于 127.0.0.1 上的本地模拟器）。',
      'live.urlCredentials': '此 URL 在主机前带有用户名或密码；SAS URL 从不这样。',
      'live.urlCredentialsAction': '请删除主机中 "@" 之前的部分，或重新复制 SAS URL。',
      'live.urlNoAccount':
        '模拟器 URL 的路径中没有帐户（http://127.0.0.1:<port>/<account>/<table>）。',
      'live.urlNoAccountAction':
        '请使用 http://127.0.0.1:10002/devstoreaccount1/<table>?<sas> 形式。',
      'live.urlNoTable': '此 URL 没有指明表：其路径止于帐户。',
      'live.urlNoTableAction': '请为单个表生成 SAS 并粘贴其 URL，它以 /<table>?sv=… 结尾',
      'live.urlPastTable': 'URL 路径 "{path}" 超出了表名；表 SAS URL 应止于表名。',
      'live.urlBadTableName': '表名 "{table}" {problem}',
      'live.urlBadTableAction': '请检查 URL 中的表名，或重新复制 SAS URL。',
      'live.urlTableMismatch':
        'URL 读取表 "{path}"，但其 SAS 是为表 "{tn}" 生成的（tn={tn}）；服务会拒绝它。',
      'live.urlTableMismatchAction': '请为 "{path}" 生成 SAS，或将路径改为 /{tn}。',
      'live.urlNoSignature': '此 URL 没有签名（sig=…），因此不是 SAS URL。',
      'live.urlEmptySignature': '此 URL 的签名为空（sig=）。',
      'live.urlNoSignatureAction': '请复制完整的 SAS URL，包括 "?" 之后的全部内容。',
      'live.sasNoPermissions': '此 SAS 既没有权限（sp），也没有存储的访问策略（si）。',
      'live.sasNoPermissionsAction': '请生成带有读取（r）权限的 SAS，并粘贴其完整 URL。',
      'live.sasPermissionsEmpty': '此 SAS 的权限（sp={permissions}）为空。',
      'live.sasPermissionsTable':
        '此 SAS 的权限（sp={permissions}）含有表 SAS 无法授予的字母：{letters}。',
      'live.sasPermissionsAccount':
        '此 SAS 的权限（sp={permissions}）含有帐户 SAS 无法授予的字母：{letters}。',
      'live.sasPermissionsAction':
        '请重新复制 SAS URL；表 SAS 可授予 r（读取）、a（添加）、u（更新）、d（删除）。',
      'live.sasNoRead': '此 SAS 不授予读取权限（sp={permissions}），因此无法用它查询表。',
      'live.sasNoReadAction': '请生成只带读取（r）权限的 SAS。',
      'live.sasBadStart':
        'SAS 的开始时间（st）"{text}" 不是 2025-01-31T10:00:00Z 这样的 UTC 时间。',
      'live.sasBadExpiry':
        'SAS 的过期时间（se）"{text}" 不是 2025-01-31T10:00:00Z 这样的 UTC 时间。',
      'live.sasBadTimeAction': '请从门户或生成它的工具重新复制 SAS URL；它可能被截断了。',
      'live.refusedExpired': '服务拒绝了此 SAS（403{said}）：它已于 {time} 过期。',
      'live.refusedExpiredAction':
        '请向表的所有者索取一个过期时间（se）更晚的新 SAS URL，然后重新连接。',
      'live.refusedNotYetValid': '服务拒绝了此 SAS（403{said}）：它从 {time} 起才有效。',
      'live.refusedNotYetValidAction': '请等到开始时间，或索取一个没有未来开始时间（st）的 SAS。',
      'live.permissionMismatch': '此 SAS 不允许读取 {ref}（403{said}）。',
      'live.permissionMismatchAction':
        '请生成对此表授予读取权限（sp=r）的 SAS（如果是帐户 SAS：需包含表服务和对象资源类型）。',
      'live.sasRejected':
        '服务不接受表 "{table}" 的此 SAS（403{said}）。它可能是为其他表或帐户生成的，其密钥可能已轮换，其访问策略可能已撤销，或者 URL 在复制时被改动。',
      'live.sasRejectedAction':
        '请为帐户 "{account}" 上的表 "{table}" 生成新的 SAS，并粘贴其完整 URL。',
      'live.tableNotFound': '表 "{table}" 在 {endpoint} 上不存在（404{said}）。',
      'live.tableNotFoundAction': '请检查 URL 中的表名和帐户（表名不区分大小写）。',
      'live.httpError': '服务返回了 {status}{said}。',
      'live.httpBusyAction': '服务繁忙或出错；请稍等片刻再重新读取。',
      'live.httpQueryAction': '请检查查询；如果服务拒绝了有效的 OData，请附上此消息报告。',
      'live.networkMidRead': '连接在请求 {request} 期间失败，此前已读取 {entities} 个实体。',
      'live.networkMidReadAction': '请检查网络并重新读取；已读取的内容会保留，但不是完整结果。',
      'live.corsOrNetwork':
        '浏览器没有收到 {endpoint} 的应答：请求被 CORS 阻止，或网络不可达。只有在 CORS 规则允许时，表服务才会应答来自其他源的页面。',
      'live.corsAction':
        '如果终结点可以访问，请为帐户添加针对 {origin} 的 CORS 规则（见下方），等待一分钟后重新连接。',
      'live.thisOrigin': '<此页面的源>',
      'live.notTableJson': '请求 {request} 的应答不是表服务的 JSON：{reason}。',
      'live.jsonNotJson': '它是 {type}，不是 JSON（正文开头为 {start}）',
      'live.jsonInvalid': '其正文不是有效的 JSON（开头为 {start}）',
      'live.jsonNoValue': '其 JSON 中没有实体的 "value" 列表（开头为 {start}）',
      'live.jsonNotEntity': '其 "value" 列表的第 {item} 项不是实体对象',
      'live.jsonEmptyBody': '空正文',
      'live.jsonNoType': '没有内容类型',
      'live.notTableJsonAction':
        '请检查 URL 指向的是表终结点（https://<account>.table.core.windows.net/<table>），而不是代理或登录页面。',
      'live.hostNotAzure':
        '{host} 不是 Azure 表终结点（*.table.core.windows.net、主权云的对应域名或 *.table.cosmos.azure.com）：签名将发送给运营该主机的任何人。',
      'live.hostUnconfirmed':
        '这是一个没有主机的令牌。Keyscope 只把签名发送到您输入或确认过的主机，而链接建议的是 {host}。',
      'live.hostUnconfirmedAction':
        '请粘贴完整的 SAS URL，或勾选下面的复选框，把令牌发送到该主机。',
      'live.refMismatch': '此 SAS 用于 {sas}，但共享的视图读取的是 {ref}。',
      'live.refMismatchAction': '请粘贴 {endpoint} 上表 "{table}" 的 SAS URL。',
      'live.capRange': '读取实体的上限（{cap}）必须是 1 到 {max} 之间的整数。',
      'live.capAction': '请选择 1 到 {max} 之间的上限；默认值为 {default}。',
      'live.topRange': '$top {top} 不是服务接受的页大小。',
      'live.topAction': '请使用 1 到 {max} 之间的整数。',
      'live.continuationHidden':
        '第 {page} 页已满，但浏览器隐藏了服务的继续标头（x-ms-continuation-NextPartitionKey），因此 Keyscope 无法判断后面是否还有实体。帐户的 CORS 规则没有公开这些标头。',
      'live.continuationHiddenAction':
        '请在帐户 "{account}" 的 CORS 规则中加上 --exposed-headers \'*\'（删除规则后重新添加），然后重新读取。',
      'live.buildFailed': '已读取 {table} 的实体，但 Keyscope 无法用它们构建数据集：{reason}。',
      'live.notLoaded': '表未载入',
      'live.buildFailedAction': '之前的数据集仍保持载入。请检查表中是否有实体，然后重新读取。',
      'live.tableEmpty': '表 {table} 没有实体，因此没有可探索的内容。',
      'live.tableEmptyAction': '请向表中添加实体，或连接到另一个表。之前的数据集仍保持载入。',
      'live.modelFailed': '模型无法运行此查询：{reason}',
      'live.modelFailedAction': '请修正筛选条件，然后重新在实时表上运行。',
    },
    ru: {
      'live.urlEmpty': 'SAS URL не указан.',
      'live.urlEmptyAction':
        'Вставьте SAS URL таблицы: https://<account>.table.core.windows.net/<table>?sv=…&sig=…',
      'live.urlToken': 'Это токен SAS без URL: Keyscope нужны ещё учётная запись и таблица.',
      'live.urlNotUrl': '"{text}" — не URL.',
      'live.urlMalformedAction': 'Вставьте SAS URL целиком, начиная с https://',
      'live.urlPlainHttp': 'Обычный http: к {host} передал бы подпись по сети незашифрованной.',
      'live.urlScheme': 'SAS URL таблицы начинается с https:, а не с {protocol}',
      'live.urlSchemeAction':
        'Используйте URL вида https:// (обычный http: допускается только для локального эмулятора на 127.0.0.1).',
      'live.urlCredentials':
        'В URL перед узлом стоят имя пользователя или пароль; в SAS URL их не бывает.',
      'live.urlCredentialsAction': 'Удалите часть узла до "@" или скопируйте SAS URL заново.',
      'live.urlNoAccount':
        'В пути URL эмулятора нет учётной записи (http://127.0.0.1:<port>/<account>/<table>).',
      'live.urlNoAccountAction':
        'Используйте вид http://127.0.0.1:10002/devstoreaccount1/<table>?<sas>.',
      'live.urlNoTable': 'URL не называет таблицу: путь заканчивается на учётной записи.',
      'live.urlNoTableAction':
        'Создайте SAS для одной таблицы и вставьте его URL, который оканчивается на /<table>?sv=…',
      'live.urlPastTable':
        'Путь URL "{path}" идёт дальше имени таблицы; SAS URL таблицы заканчивается на таблице.',
      'live.urlBadTableName': 'Имя таблицы "{table}" {problem}',
      'live.urlBadTableAction': 'Проверьте имя таблицы в URL или скопируйте SAS URL заново.',
      'live.urlTableMismatch':
        'URL читает таблицу "{path}", но SAS создан для таблицы "{tn}" (tn={tn}); служба его отклонит.',
      'live.urlTableMismatchAction': 'Создайте SAS для "{path}" или измените путь на /{tn}.',
      'live.urlNoSignature': 'В URL нет подписи (sig=…), так что это не SAS URL.',
      'live.urlEmptySignature': 'Подпись в URL пуста (sig=).',
      'live.urlNoSignatureAction': 'Скопируйте SAS URL целиком, со всем, что идёт после "?".',
      'live.sasNoPermissions':
        'У SAS нет ни разрешений (sp), ни сохранённой политики доступа (si).',
      'live.sasNoPermissionsAction':
        'Создайте SAS с разрешением на чтение (r) и вставьте его URL целиком.',
      'live.sasPermissionsEmpty': 'Разрешения SAS (sp={permissions}) пусты.',
      'live.sasPermissionsTable':
        'В разрешениях SAS (sp={permissions}) есть буквы, которые SAS таблицы дать не может: {letters}.',
      'live.sasPermissionsAccount':
        'В разрешениях SAS (sp={permissions}) есть буквы, которые SAS учётной записи дать не может: {letters}.',
      'live.sasPermissionsAction':
        'Скопируйте SAS URL заново; SAS таблицы даёт r (чтение), a (добавление), u (обновление), d (удаление).',
      'live.sasNoRead':
        'SAS не разрешает чтение (sp={permissions}), поэтому запросить с ним таблицу нельзя.',
      'live.sasNoReadAction': 'Создайте SAS только с разрешением на чтение (r).',
      'live.sasBadStart':
        'Время начала SAS (st) "{text}" — не время UTC вида 2025-01-31T10:00:00Z.',
      'live.sasBadExpiry':
        'Время истечения SAS (se) "{text}" — не время UTC вида 2025-01-31T10:00:00Z.',
      'live.sasBadTimeAction':
        'Скопируйте SAS URL заново из портала или из средства, которое его создало; возможно, он обрезан.',
      'live.refusedExpired': 'Служба отклонила SAS (403{said}): его срок истёк {time}.',
      'live.refusedExpiredAction':
        'Попросите владельца таблицы новый SAS URL с более поздним сроком (se) и подключитесь снова.',
      'live.refusedNotYetValid': 'Служба отклонила SAS (403{said}): он действует только с {time}.',
      'live.refusedNotYetValidAction':
        'Дождитесь времени начала или попросите SAS без будущего начала (st).',
      'live.permissionMismatch': 'SAS не разрешает чтение {ref} (403{said}).',
      'live.permissionMismatchAction':
        'Создайте SAS с чтением (sp=r) для этой таблицы (для SAS учётной записи: служба таблиц и тип ресурса object).',
      'live.sasRejected':
        'Служба не приняла SAS для таблицы "{table}" (403{said}). Возможно, он создан для другой таблицы или учётной записи, ключ сменён, политика доступа отозвана или URL изменился при копировании.',
      'live.sasRejectedAction':
        'Создайте новый SAS для таблицы "{table}" в учётной записи "{account}" и вставьте его URL целиком.',
      'live.tableNotFound': 'Таблицы "{table}" нет на {endpoint} (404{said}).',
      'live.tableNotFoundAction':
        'Проверьте имя таблицы и учётную запись в URL (регистр в именах таблиц не важен).',
      'live.httpError': 'Служба ответила {status}{said}.',
      'live.httpBusyAction': 'Служба занята или дала сбой; подождите немного и прочитайте снова.',
      'live.httpQueryAction':
        'Проверьте запрос; если служба отклонила правильный OData, сообщите об этом с этим текстом.',
      'live.networkMidRead':
        'Соединение прервалось во время запроса {request}, после чтения сущностей: {entities}.',
      'live.networkMidReadAction':
        'Проверьте сеть и прочитайте снова; прочитанное сохранено, но это не весь результат.',
      'live.corsOrNetwork':
        'Браузер не получил ответа от {endpoint}: запрос заблокирован CORS или сеть недоступна. Служба таблиц отвечает странице с другого источника, только если это разрешает правило CORS.',
      'live.corsAction':
        'Если конечная точка доступна, добавьте в учётную запись правило CORS для {origin} (ниже), подождите минуту и подключитесь снова.',
      'live.thisOrigin': '<источник этой страницы>',
      'live.notTableJson': 'Ответ на запрос {request} — не JSON службы таблиц: {reason}.',
      'live.jsonNotJson': 'это {type}, а не JSON (начало тела: {start})',
      'live.jsonInvalid': 'его тело — некорректный JSON (начало: {start})',
      'live.jsonNoValue': 'в его JSON нет списка сущностей "value" (начало: {start})',
      'live.jsonNotEntity': 'элемент {item} его списка "value" — не объект сущности',
      'live.jsonEmptyBody': 'пустое тело',
      'live.jsonNoType': 'без типа содержимого',
      'live.notTableJsonAction':
        'Проверьте, что URL указывает на конечную точку таблиц (https://<account>.table.core.windows.net/<table>), а не на прокси или страницу входа.',
      'live.hostNotAzure':
        '{host} — не конечная точка Azure Table (*.table.core.windows.net, её аналог в суверенном облаке или *.table.cosmos.azure.com): подпись получит тот, кто управляет этим узлом.',
      'live.hostUnconfirmed':
        'Это токен без узла. Keyscope отправляет подпись только на узел, который вы ввели или подтвердили, а ссылка предлагает {host}.',
      'live.hostUnconfirmedAction':
        'Вставьте SAS URL целиком или отметьте флажок ниже, чтобы отправить токен на этот узел.',
      'live.refMismatch': 'Этот SAS для {sas}, а общий вид читает {ref}.',
      'live.refMismatchAction': 'Вставьте SAS URL для таблицы "{table}" на {endpoint}.',
      'live.capRange': 'Предел читаемых сущностей ({cap}) должен быть целым числом от 1 до {max}.',
      'live.capAction': 'Выберите предел от 1 до {max}; по умолчанию {default}.',
      'live.topRange': '$top {top} — не тот размер страницы, который принимает служба.',
      'live.topAction': 'Используйте целое число от 1 до {max}.',
      'live.continuationHidden':
        'Страница {page} заполнена, но браузер скрыл заголовки продолжения службы (x-ms-continuation-NextPartitionKey), поэтому Keyscope не может понять, есть ли ещё сущности. Правило CORS учётной записи их не открывает.',
      'live.continuationHiddenAction':
        'Добавьте --exposed-headers \'*\' в правило CORS учётной записи "{account}" (удалите правило и добавьте снова), затем прочитайте снова.',
      'live.buildFailed':
        'Сущности {table} прочитаны, но Keyscope не смог построить из них набор данных: {reason}.',
      'live.notLoaded': 'таблица не загружена',
      'live.buildFailedAction':
        'Прежний набор данных остаётся загруженным. Проверьте, что в таблице есть сущности, и прочитайте снова.',
      'live.tableEmpty': 'В таблице {table} нет сущностей, исследовать нечего.',
      'live.tableEmptyAction':
        'Добавьте сущности в таблицу или подключитесь к другой. Прежний набор данных остаётся загруженным.',
      'live.modelFailed': 'Модель не смогла выполнить этот запрос: {reason}',
      'live.modelFailedAction': 'Исправьте фильтр и снова выполните его на живой таблице.',
    },
  },
);
