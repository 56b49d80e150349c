/**
 * The bundled scenarios' access-pattern names. The English texts are the scenarios' own names
 * (a test holds them equal), so an untouched bundled pattern reads the same in English.
 */
import { cataloguePart } from './part';

/** Names of the bundled access patterns (src/patterns/scenarios). */
export const UI_NAMES = cataloguePart(
  {
    'ui.names.byId': 'Employee by id',
    'ui.names.byEmail': 'Employee by e-mail',
    'ui.names.byLastName': 'Employees by last name',
    'ui.names.wholeDepartment': 'Whole department',
    'ui.names.idRange': 'Ids in a range, in a department',
    'ui.names.olderThan': 'Employees of a department older than an age',
    'ui.names.newestOfEmployee': 'Newest 3 expenses of an employee',
    'ui.names.dateRange': "A department's expenses in a date range",
    'ui.names.oneHour': 'One hour of events',
    'ui.names.errorsInRange': 'Errors in a time range',
    'ui.names.dayOfEmployee': 'A day of one employee',
    'ui.names.hourAcrossEveryone': 'One hour across everyone',
    'ui.names.roster': 'A department with its header row',
    'ui.names.departmentRow': "A department's own row",
    'ui.names.member': 'An employee of a department',
  },
  {
    'zh-CN': {
      'ui.names.byId': '按 ID 查员工',
      'ui.names.byEmail': '按电子邮件查员工',
      'ui.names.byLastName': '按姓氏查员工',
      'ui.names.wholeDepartment': '整个部门',
      'ui.names.idRange': '部门内某一 ID 范围',
      'ui.names.olderThan': '部门中年龄大于某值的员工',
      'ui.names.newestOfEmployee': '某员工最新的 3 笔报销',
      'ui.names.dateRange': '某部门在日期范围内的报销',
      'ui.names.oneHour': '一小时内的事件',
      'ui.names.errorsInRange': '时间范围内的错误',
      'ui.names.dayOfEmployee': '某员工的一天',
      'ui.names.hourAcrossEveryone': '所有人的某一小时',
      'ui.names.roster': '部门及其标头行',
      'ui.names.departmentRow': '部门本身的行',
      'ui.names.member': '部门中的一名员工',
    },
    ru: {
      'ui.names.byId': 'Сотрудник по id',
      'ui.names.byEmail': 'Сотрудник по e-mail',
      'ui.names.byLastName': 'Сотрудники по фамилии',
      'ui.names.wholeDepartment': 'Весь отдел',
      'ui.names.idRange': 'Диапазон id в отделе',
      'ui.names.olderThan': 'Сотрудники отдела старше возраста',
      'ui.names.newestOfEmployee': '3 последних расхода сотрудника',
      'ui.names.dateRange': 'Расходы отдела за период',
      'ui.names.oneHour': 'События за один час',
      'ui.names.errorsInRange': 'Ошибки за период',
      'ui.names.dayOfEmployee': 'День одного сотрудника',
      'ui.names.hourAcrossEveryone': 'Один час по всем',
      'ui.names.roster': 'Отдел со строкой-заголовком',
      'ui.names.departmentRow': 'Собственная строка отдела',
      'ui.names.member': 'Сотрудник отдела',
    },
  },
);
