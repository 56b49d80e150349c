/**
 * The access-patterns room's verdicts on a write load and a projection (src/patterns): the
 * busiest partition against its target, which rule of the projection model a cell followed, and
 * why a write load or projection cannot be computed from the settings given.
 */
import { cataloguePart } from './part';

/** The write summary, the projection rules and the settings they refuse. */
export const PATTERNS_RULES = cataloguePart(
  {
    'patterns.writeWithin':
      'Busiest partition {partition}/s (target {partitionTarget}), account {account}/s (target {accountTarget}): within the targets',
    'patterns.writeOver':
      'Busiest partition {partition}/s (target {partitionTarget}), account {account}/s (target {accountTarget}): over a target',
    'patterns.noArrivalProperty':
      'No record type of this comparison has a DateTime property {property} to order arrivals by',
    'patterns.badRate':
      'The write rate must be a positive number of records per second, not {rate}',
    'patterns.badBucket': 'A time bucket must be a positive number of seconds, not {seconds}',
    'patterns.badScale': 'A projection needs a positive whole number of records, not {records}',
    'patterns.ruleNone': 'Nothing measured: the cell has no query or an error',
  },
  {
    'zh-CN': {
      'patterns.writeWithin':
        '最忙的分区 {partition}/秒（目标 {partitionTarget}），账户 {account}/秒（目标 {accountTarget}）：未超出目标',
      'patterns.writeOver':
        '最忙的分区 {partition}/秒（目标 {partitionTarget}），账户 {account}/秒（目标 {accountTarget}）：超出了某个目标',
      'patterns.noArrivalProperty':
        '此比较中没有任何记录类型含有可用来给到达排序的 DateTime 属性 {property}',
      'patterns.badRate': '写入速率必须是每秒记录数的正数，而不是 {rate}',
      'patterns.badBucket': '时间桶必须是正的秒数，而不是 {seconds}',
      'patterns.badScale': '投影需要一个正整数的记录数，而不是 {records}',
      'patterns.ruleNone': '没有测量值：此单元格没有查询或有错误',
    },
    ru: {
      'patterns.writeWithin':
        'Самый загруженный раздел {partition}/с (цель {partitionTarget}), учётная запись {account}/с (цель {accountTarget}): в пределах целей',
      'patterns.writeOver':
        'Самый загруженный раздел {partition}/с (цель {partitionTarget}), учётная запись {account}/с (цель {accountTarget}): цель превышена',
      'patterns.noArrivalProperty':
        'Ни у одного типа записей этого сравнения нет свойства DateTime {property}, по которому можно упорядочить поступление',
      'patterns.badRate':
        'Скорость записи должна быть положительным числом записей в секунду, а не {rate}',
      'patterns.badBucket':
        'Интервал времени должен быть положительным числом секунд, а не {seconds}',
      'patterns.badScale': 'Для проекции нужно целое положительное число записей, а не {records}',
      'patterns.ruleNone': 'Ничего не измерено: в ячейке нет запроса или есть ошибка',
    },
  },
);
