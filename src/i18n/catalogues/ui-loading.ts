/**
 * What the app says while a part of it that is loaded when asked for (a view, a language) is on
 * its way, and when it cannot be fetched (offline, a failed fetch): each names its own view.
 */
import { cataloguePart } from './part';

/** The loading and loading-failure texts of the lazily loaded views and of the languages. */
export const UI_LOADING = cataloguePart(
  {
    'ui.lazy.loading.comparison': 'Loading the comparison…',
    'ui.lazy.loading.lessons': 'Loading the lessons…',
    'ui.lazy.loading.import': 'Loading the import dialog…',
    'ui.lazy.loading.live': 'Loading the live table view…',
    'ui.lazy.loading.code': 'Loading the code view…',
    'ui.lazy.loading.design': 'Loading the design editor…',
    'ui.lazy.failed.comparison':
      'The comparison could not be loaded; check your connection and try again.',
    'ui.lazy.failed.lessons':
      'The lessons could not be loaded; check your connection and try again.',
    'ui.lazy.failed.import':
      'The import dialog could not be loaded; check your connection and try again.',
    'ui.lazy.failed.live':
      'The live table view could not be loaded; check your connection and try again.',
    'ui.lazy.failed.code':
      'The code view could not be loaded; check your connection and try again.',
    'ui.lazy.failed.design':
      'The design editor could not be loaded; check your connection and try again.',
    'ui.lazy.loading.filterEditor': 'Loading the filter editor…',
    'ui.lazy.loading.picture': 'Loading the picture…',
    'ui.lazy.failed.filterEditor':
      'The filter editor could not be loaded; check your connection and try again.',
    'ui.lazy.failed.partitionMap':
      'The partition map could not be loaded; check your connection and try again.',
    'ui.lazy.failed.keyRangeStrip':
      'The key-range strip could not be loaded; check your connection and try again.',
    'ui.lazy.loading.results': 'Loading the results table…',
    'ui.lazy.failed.results':
      'The results table could not be loaded; check your connection and try again.',
    'ui.part.partitionMap': 'partition map',
    'ui.part.keyRangeStrip': 'key-range strip',
    'ui.part.lessons': 'lessons',
    'ui.part.import': 'import dialog',
    'ui.part.liveView': 'live table view',
    'ui.part.code': 'code view',
    'ui.language.loading': 'Loading {language}…',
    'ui.language.failed': '{language} could not be loaded; check your connection and try again.',
  },
  {
    'zh-CN': {
      'ui.lazy.loading.comparison': '正在加载对比视图…',
      'ui.lazy.loading.lessons': '正在加载课程…',
      'ui.lazy.loading.import': '正在加载导入对话框…',
      'ui.lazy.loading.live': '正在加载实时表视图…',
      'ui.lazy.loading.code': '正在加载代码视图…',
      'ui.lazy.loading.design': '正在加载设计编辑器…',
      'ui.lazy.failed.comparison': '无法加载对比视图；请检查网络连接后重试。',
      'ui.lazy.failed.lessons': '无法加载课程；请检查网络连接后重试。',
      'ui.lazy.failed.import': '无法加载导入对话框；请检查网络连接后重试。',
      'ui.lazy.failed.live': '无法加载实时表视图；请检查网络连接后重试。',
      'ui.lazy.failed.code': '无法加载代码视图；请检查网络连接后重试。',
      'ui.lazy.failed.design': '无法加载设计编辑器；请检查网络连接后重试。',
      'ui.lazy.loading.filterEditor': '正在加载筛选器编辑器…',
      'ui.lazy.loading.picture': '正在加载图…',
      'ui.lazy.failed.filterEditor': '无法加载筛选器编辑器；请检查网络连接后重试。',
      'ui.lazy.failed.partitionMap': '无法加载分区图；请检查网络连接后重试。',
      'ui.lazy.failed.keyRangeStrip': '无法加载键范围条；请检查网络连接后重试。',
      'ui.lazy.loading.results': '正在加载结果表…',
      'ui.lazy.failed.results': '无法加载结果表；请检查网络连接后重试。',
      'ui.part.partitionMap': '分区图',
      'ui.part.keyRangeStrip': '键范围条',
      'ui.part.lessons': '课程',
      'ui.part.import': '导入对话框',
      'ui.part.liveView': '实时表视图',
      'ui.part.code': '代码视图',
      'ui.language.loading': '正在加载{language}…',
      'ui.language.failed': '无法加载{language}；请检查网络连接后重试。',
    },
    ru: {
      'ui.lazy.loading.comparison': 'Загрузка сравнения…',
      'ui.lazy.loading.lessons': 'Загрузка уроков…',
      'ui.lazy.loading.import': 'Загрузка окна импорта…',
      'ui.lazy.loading.live': 'Загрузка панели живой таблицы…',
      'ui.lazy.loading.code': 'Загрузка панели кода…',
      'ui.lazy.loading.design': 'Загрузка редактора схемы…',
      'ui.lazy.failed.comparison':
        'Не удалось загрузить сравнение. Проверьте подключение и попробуйте ещё раз.',
      'ui.lazy.failed.lessons':
        'Не удалось загрузить уроки. Проверьте подключение и попробуйте ещё раз.',
      'ui.lazy.failed.import':
        'Не удалось загрузить окно импорта. Проверьте подключение и попробуйте ещё раз.',
      'ui.lazy.failed.live':
        'Не удалось загрузить панель живой таблицы. Проверьте подключение и попробуйте ещё раз.',
      'ui.lazy.failed.code':
        'Не удалось загрузить панель кода. Проверьте подключение и попробуйте ещё раз.',
      'ui.lazy.failed.design':
        'Не удалось загрузить редактор схемы. Проверьте подключение и попробуйте ещё раз.',
      'ui.lazy.loading.filterEditor': 'Загрузка редактора фильтра…',
      'ui.lazy.loading.picture': 'Загрузка схемы…',
      'ui.lazy.failed.filterEditor':
        'Не удалось загрузить редактор фильтра. Проверьте подключение и попробуйте ещё раз.',
      'ui.lazy.failed.partitionMap':
        'Не удалось загрузить карту разделов. Проверьте подключение и попробуйте ещё раз.',
      'ui.lazy.failed.keyRangeStrip':
        'Не удалось загрузить полосу ключей. Проверьте подключение и попробуйте ещё раз.',
      'ui.lazy.loading.results': 'Загрузка таблицы результатов…',
      'ui.lazy.failed.results':
        'Не удалось загрузить таблицу результатов. Проверьте подключение и попробуйте ещё раз.',
      'ui.part.partitionMap': 'карта разделов',
      'ui.part.keyRangeStrip': 'полоса ключей',
      'ui.part.lessons': 'уроки',
      'ui.part.import': 'окно импорта',
      'ui.part.liveView': 'панель живой таблицы',
      'ui.part.code': 'панель кода',
      'ui.language.loading': 'Загрузка языка: {language}…',
      'ui.language.failed':
        'Не удалось загрузить язык ({language}). Проверьте подключение и попробуйте ещё раз.',
    },
  },
);
