/**
 * The access-patterns room's words (src/patterns): the bundled scenarios' names and what each
 * is about. The scenarios' English `name` and `description` stay in their files (links and the
 * autosave name them); these are what the reader sees.
 */
import { cataloguePart } from './part';

/** The patterns room. */
export const PATTERNS = cataloguePart(
  {
    'patterns.scenarioEmployees': 'Employees: four designs',
    'patterns.scenarioEmployeesAbout':
      'Look employees up by id, by e-mail, by last name and by department under the guide’s four designs.',
    'patterns.scenarioExpenses': 'Expenses: newest first or oldest first',
    'patterns.scenarioExpensesAbout':
      "An employee's latest expenses and a date range, under the log-tail design and its mirror.",
    'patterns.scenarioLogs': 'Logs: by hour or hash-bucketed',
    'patterns.scenarioLogsAbout':
      'Reading an hour and the errors of a time range, and writing events as they happen.',
    'patterns.scenarioMessageCounts': 'Message counts: hourly or a daily series',
    'patterns.scenarioMessageCountsAbout': 'A day of one employee, and one hour across everyone.',
  },
  {
    'zh-CN': {
      'patterns.scenarioEmployees': '员工：四种设计',
      'patterns.scenarioEmployeesAbout':
        '在指南的四种设计下，按 ID、电子邮件、姓氏和部门查找员工。',
      'patterns.scenarioExpenses': '报销：最新优先或最早优先',
      'patterns.scenarioExpensesAbout':
        '查询某位员工的最新报销和某一日期范围的报销，分别使用日志尾部设计及其镜像设计。',
      'patterns.scenarioLogs': '日志：按小时或按哈希分桶',
      'patterns.scenarioLogsAbout': '读取某一小时的日志和某段时间内的错误，并在事件发生时写入。',
      'patterns.scenarioMessageCounts': '消息计数：按小时或按日序列',
      'patterns.scenarioMessageCountsAbout': '一位员工的一天，以及所有人的某一小时。',
    },
    ru: {
      'patterns.scenarioEmployees': 'Сотрудники: четыре схемы',
      'patterns.scenarioEmployeesAbout':
        'Поиск сотрудников по id, e-mail, фамилии и отделу в четырёх схемах из руководства.',
      'patterns.scenarioExpenses': 'Расходы: сначала новые или старые',
      'patterns.scenarioExpensesAbout':
        'Последние расходы сотрудника и диапазон дат в схеме «хвост журнала» и в её зеркальной схеме.',
      'patterns.scenarioLogs': 'Журналы: по часам или с хеш-корзинами',
      'patterns.scenarioLogsAbout':
        'Чтение одного часа и ошибок за период, а также запись событий по мере их появления.',
      'patterns.scenarioMessageCounts': 'Число сообщений: по часам или дневной ряд',
      'patterns.scenarioMessageCountsAbout':
        'День одного сотрудника и один час по всем сотрудникам.',
    },
  },
);
