/**
 * Sentences the application state says: notices after the engine restarts, why the workspace is
 * not kept, and what happened to a link opened from the history.
 */
import { cataloguePart } from './part';

/** Messages of src/state. */
export const STATE = cataloguePart(
  {
    'state.storageRefused':
      'This browser does not let Keyscope keep your workspace ({reason}); share links still work.',
    'state.importNotKept':
      'This browser does not let Keyscope keep imported files, so {name} is loaded now but will be gone after a reload; keep the file to import it again.',
    'state.keptWorkspace': 'Kept the workspace you had.',
    'state.engineKeepsFailing':
      'The query engine keeps failing ({reason}), so Keyscope stopped restarting it. Try again, or reload the page.',
    'state.tryAgain': 'Try again',
    'state.engineRestarted':
      'The query engine stopped ({reason}). Keyscope restarted it, regenerated the dataset and re-ran your query; your filter is kept.',
    'state.detail': '{detail}',
    'state.engineNotStarted':
      "Keyscope could not start its query engine, a Web Worker ({detail}). Nothing can be planned on this page; open Keyscope from its own address, or ask whoever serves it to allow workers from the same origin (worker-src 'self').",
    'state.engineForbidden':
      "Keyscope could not start its query engine, a Web Worker ({detail}). The page’s security policy (Content Security Policy or Trusted Types) forbids it. Nothing can be planned on this page; open Keyscope from its own address, or ask whoever serves it to allow workers from the same origin (worker-src 'self').",
    'state.importedEntitiesMissing': {
      one: 'This view is of an imported file, {name} ({count} entity), which this browser does not hold. Drop that file on the page, or use Import data…, to open the view.',
      other:
        'This view is of an imported file, {name} ({count} entities), which this browser does not hold. Drop that file on the page, or use Import data…, to open the view.',
    },
    'state.importedRecordsMissing': {
      one: 'This view is of an imported file, {name} ({count} record), which this browser does not hold. Drop that file on the page, or use Import data…, to open the view (it is read as records).',
      other:
        'This view is of an imported file, {name} ({count} records), which this browser does not hold. Drop that file on the page, or use Import data…, to open the view (it is read as records).',
    },
    'state.importedEntitiesMismatch': {
      one: 'This is not the data the view was made from: it expected {expected} with {count} entity (fingerprint {expectedFingerprint}), and {name} has {got} (fingerprint {fingerprint}). The view now shows the file you dropped.',
      other:
        'This is not the data the view was made from: it expected {expected} with {count} entities (fingerprint {expectedFingerprint}), and {name} has {got} (fingerprint {fingerprint}). The view now shows the file you dropped.',
    },
    'state.importedRecordsMismatch': {
      one: 'This is not the data the view was made from: it expected {expected} with {count} record (fingerprint {expectedFingerprint}), and {name} has {got} (fingerprint {fingerprint}). The view now shows the file you dropped.',
      other:
        'This is not the data the view was made from: it expected {expected} with {count} records (fingerprint {expectedFingerprint}), and {name} has {got} (fingerprint {fingerprint}). The view now shows the file you dropped.',
    },
    'state.engineNotRunning': 'The query engine is not running.',
    'state.engineLate': 'the engine did not answer "{call}" within {seconds} s',
    'state.engineWorkerFailed': 'the engine worker failed: {detail}',
    'state.engineWorkerFailedBare': 'the engine worker failed: unknown error',
    'state.engineUnreadable': 'the engine sent an unreadable message',
    'state.engineStopped': 'the engine was stopped',
    'state.engineRestarting': 'the engine is restarting',
    'state.engineCrashed': 'the engine crashed (test)',
    'state.comparisonEngineGone':
      "The comparison's engine is not running, so this design's table cannot be shown.",
    'state.comparisonEngineStopped': "The comparison's engine stopped ({reason}); restarting it.",
    'state.comparisonEngineKeepsFailing':
      "The comparison's engine keeps failing ({reason}), so Keyscope stopped restarting it. Try again, or reload the page.",
    'state.comparisonFull': 'A comparison holds at most {count} designs; remove one first.',
    'state.comparisonTooFew': 'A comparison needs at least {count} designs; add another first.',
    'state.designNameless': 'A design needs a name.',
    'state.designNameTaken': 'Another design is already called "{name}".',
    'state.noSuchDesign': 'There is no design "{id}" in this comparison.',
  },
  {
    'zh-CN': {
      'state.storageRefused':
        '此浏览器不允许 Keyscope 保存你的工作区（{reason}）；分享链接仍然可用。',
      'state.importNotKept':
        '此浏览器不允许 Keyscope 保存导入的文件，所以 {name} 现在已载入，但重新加载后就会消失；请保留该文件以便再次导入。',
      'state.keptWorkspace': '已保留你原来的工作区。',
      'state.engineKeepsFailing':
        '查询引擎反复出错（{reason}），Keyscope 已停止重启它。请重试，或重新加载页面。',
      'state.tryAgain': '重试',
      'state.engineRestarted':
        '查询引擎已停止（{reason}）。Keyscope 已将其重启、重新生成数据集并重新运行了你的查询；你的筛选器保持不变。',
      'state.detail': '{detail}',
      'state.engineNotStarted':
        "Keyscope 无法启动其查询引擎（一个 Web Worker）（{detail}）。此页面无法制定任何查询计划；请从 Keyscope 自己的地址打开它，或请网站提供者允许同源的 Worker（worker-src 'self'）。",
      'state.engineForbidden':
        "Keyscope 无法启动其查询引擎（一个 Web Worker）（{detail}）。页面的安全策略（内容安全策略或 Trusted Types）禁止了它。此页面无法制定任何查询计划；请从 Keyscope 自己的地址打开它，或请网站提供者允许同源的 Worker（worker-src 'self'）。",
      'state.importedEntitiesMissing': {
        other:
          '此视图来自导入的文件 {name}（{count} 个实体），但此浏览器中没有该文件。请把该文件拖放到页面上，或使用“导入数据…”来打开此视图。',
      },
      'state.importedRecordsMissing': {
        other:
          '此视图来自导入的文件 {name}（{count} 条记录），但此浏览器中没有该文件。请把该文件拖放到页面上，或使用“导入数据…”来打开此视图（它会作为记录读取）。',
      },
      'state.importedEntitiesMismatch': {
        other:
          '这不是创建此视图时所用的数据：视图需要的是 {expected}，含 {count} 个实体（指纹 {expectedFingerprint}），而 {name} 的数量是 {got}（指纹 {fingerprint}）。视图现在显示的是你拖放的文件。',
      },
      'state.importedRecordsMismatch': {
        other:
          '这不是创建此视图时所用的数据：视图需要的是 {expected}，含 {count} 条记录（指纹 {expectedFingerprint}），而 {name} 的数量是 {got}（指纹 {fingerprint}）。视图现在显示的是你拖放的文件。',
      },
      'state.engineNotRunning': '查询引擎没有在运行。',
      'state.engineLate': '引擎未在 {seconds} 秒内响应“{call}”',
      'state.engineWorkerFailed': '引擎 Worker 出错：{detail}',
      'state.engineWorkerFailedBare': '引擎 Worker 出错：未知错误',
      'state.engineUnreadable': '引擎发来了无法读取的消息',
      'state.engineStopped': '引擎已被停止',
      'state.engineRestarting': '引擎正在重启',
      'state.engineCrashed': '引擎崩溃（测试）',
      'state.comparisonEngineGone': '比较所用的引擎没有在运行，因此无法显示此设计的表。',
      'state.comparisonEngineStopped': '比较所用的引擎已停止（{reason}）；正在重启。',
      'state.comparisonEngineKeepsFailing':
        '比较所用的引擎反复出错（{reason}），Keyscope 已停止重启它。请重试，或重新加载页面。',
      'state.comparisonFull': '一个比较最多容纳 {count} 个设计；请先删除一个。',
      'state.comparisonTooFew': '一个比较至少需要 {count} 个设计；请先再添加一个。',
      'state.designNameless': '设计需要一个名称。',
      'state.designNameTaken': '已有另一个设计名为“{name}”。',
      'state.noSuchDesign': '此比较中没有设计“{id}”。',
    },
    ru: {
      'state.storageRefused':
        'Этот браузер не позволяет Keyscope сохранять рабочую область ({reason}); ссылки для общего доступа по-прежнему работают.',
      'state.importNotKept':
        'Этот браузер не разрешает Keyscope хранить импортированные файлы: {name} загружен сейчас, но исчезнет после перезагрузки; сохраните файл, чтобы импортировать его снова.',
      'state.keptWorkspace': 'Ваша прежняя рабочая область сохранена.',
      'state.engineKeepsFailing':
        'Обработчик запросов постоянно сбоит ({reason}), поэтому Keyscope больше не перезапускает его. Попробуйте снова или перезагрузите страницу.',
      'state.tryAgain': 'Попробовать снова',
      'state.engineRestarted':
        'Обработчик запросов остановился ({reason}). Keyscope перезапустил его, заново создал набор данных и повторил ваш запрос; фильтр сохранён.',
      'state.detail': '{detail}',
      'state.engineNotStarted':
        "Keyscope не удалось запустить обработчик запросов — Web Worker ({detail}). На этой странице ничего нельзя спланировать; откройте Keyscope по его собственному адресу или попросите владельца сайта разрешить воркеры из того же источника (worker-src 'self').",
      'state.engineForbidden':
        "Keyscope не удалось запустить обработчик запросов — Web Worker ({detail}). Это запрещает политика безопасности страницы (Content Security Policy или Trusted Types). На этой странице ничего нельзя спланировать; откройте Keyscope по его собственному адресу или попросите владельца сайта разрешить воркеры из того же источника (worker-src 'self').",
      'state.importedEntitiesMissing': {
        one: 'Это представление импортированного файла {name} ({count} сущность), которого нет в этом браузере. Перетащите этот файл на страницу или воспользуйтесь «Импорт данных…», чтобы открыть представление.',
        few: 'Это представление импортированного файла {name} ({count} сущности), которого нет в этом браузере. Перетащите этот файл на страницу или воспользуйтесь «Импорт данных…», чтобы открыть представление.',
        many: 'Это представление импортированного файла {name} ({count} сущностей), которого нет в этом браузере. Перетащите этот файл на страницу или воспользуйтесь «Импорт данных…», чтобы открыть представление.',
        other:
          'Это представление импортированного файла {name} ({count} сущности), которого нет в этом браузере. Перетащите этот файл на страницу или воспользуйтесь «Импорт данных…», чтобы открыть представление.',
      },
      'state.importedRecordsMissing': {
        one: 'Это представление импортированного файла {name} ({count} запись), которого нет в этом браузере. Перетащите этот файл на страницу или воспользуйтесь «Импорт данных…», чтобы открыть представление (файл читается как записи).',
        few: 'Это представление импортированного файла {name} ({count} записи), которого нет в этом браузере. Перетащите этот файл на страницу или воспользуйтесь «Импорт данных…», чтобы открыть представление (файл читается как записи).',
        many: 'Это представление импортированного файла {name} ({count} записей), которого нет в этом браузере. Перетащите этот файл на страницу или воспользуйтесь «Импорт данных…», чтобы открыть представление (файл читается как записи).',
        other:
          'Это представление импортированного файла {name} ({count} записи), которого нет в этом браузере. Перетащите этот файл на страницу или воспользуйтесь «Импорт данных…», чтобы открыть представление (файл читается как записи).',
      },
      'state.importedEntitiesMismatch': {
        one: 'Это не те данные, по которым создано представление: ожидался файл {expected} — {count} сущность (отпечаток {expectedFingerprint}), а в {name} их {got} (отпечаток {fingerprint}). Теперь представление показывает перетащенный вами файл.',
        few: 'Это не те данные, по которым создано представление: ожидался файл {expected} — {count} сущности (отпечаток {expectedFingerprint}), а в {name} их {got} (отпечаток {fingerprint}). Теперь представление показывает перетащенный вами файл.',
        many: 'Это не те данные, по которым создано представление: ожидался файл {expected} — {count} сущностей (отпечаток {expectedFingerprint}), а в {name} их {got} (отпечаток {fingerprint}). Теперь представление показывает перетащенный вами файл.',
        other:
          'Это не те данные, по которым создано представление: ожидался файл {expected} — {count} сущности (отпечаток {expectedFingerprint}), а в {name} их {got} (отпечаток {fingerprint}). Теперь представление показывает перетащенный вами файл.',
      },
      'state.importedRecordsMismatch': {
        one: 'Это не те данные, по которым создано представление: ожидался файл {expected} — {count} запись (отпечаток {expectedFingerprint}), а в {name} их {got} (отпечаток {fingerprint}). Теперь представление показывает перетащенный вами файл.',
        few: 'Это не те данные, по которым создано представление: ожидался файл {expected} — {count} записи (отпечаток {expectedFingerprint}), а в {name} их {got} (отпечаток {fingerprint}). Теперь представление показывает перетащенный вами файл.',
        many: 'Это не те данные, по которым создано представление: ожидался файл {expected} — {count} записей (отпечаток {expectedFingerprint}), а в {name} их {got} (отпечаток {fingerprint}). Теперь представление показывает перетащенный вами файл.',
        other:
          'Это не те данные, по которым создано представление: ожидался файл {expected} — {count} записи (отпечаток {expectedFingerprint}), а в {name} их {got} (отпечаток {fingerprint}). Теперь представление показывает перетащенный вами файл.',
      },
      'state.engineNotRunning': 'Обработчик запросов не запущен.',
      'state.engineLate': 'обработчик не ответил на «{call}» за {seconds} с',
      'state.engineWorkerFailed': 'сбой воркера обработчика: {detail}',
      'state.engineWorkerFailedBare': 'сбой воркера обработчика: неизвестная ошибка',
      'state.engineUnreadable': 'обработчик прислал нечитаемое сообщение',
      'state.engineStopped': 'обработчик остановлен',
      'state.engineRestarting': 'обработчик перезапускается',
      'state.engineCrashed': 'обработчик аварийно завершился (тест)',
      'state.comparisonEngineGone':
        'Обработчик сравнения не запущен, поэтому таблицу этой схемы показать нельзя.',
      'state.comparisonEngineStopped':
        'Обработчик сравнения остановился ({reason}); он перезапускается.',
      'state.comparisonEngineKeepsFailing':
        'Обработчик сравнения постоянно сбоит ({reason}), поэтому Keyscope больше не перезапускает его. Попробуйте снова или перезагрузите страницу.',
      'state.comparisonFull':
        'В сравнении может быть не больше {count} схем; сначала удалите одну.',
      'state.comparisonTooFew':
        'В сравнении должно быть не меньше {count} схем; сначала добавьте ещё одну.',
      'state.designNameless': 'У схемы должно быть имя.',
      'state.designNameTaken': 'Другая схема уже называется «{name}».',
      'state.noSuchDesign': 'В этом сравнении нет схемы «{id}».',
    },
  },
);
