/**
 * What a link's workload, assumptions and price sheet say when a value in them is not
 * understood (src/share/workload-field.ts): the field's name, said inside the share room's
 * sentences.
 */
import { cataloguePart } from './part';

/** The workload fields' names and the number check. */
export const SHARE_WORKLOAD = cataloguePart(
  {
    'share.notANumber': '{value} is not a number',
    'share.notAboveZero': '{value} is not above zero',
    'share.whatWorkload': 'workload',
    'share.whatReadRate': 'read rate',
    'share.whatBound': 'result bound',
    'share.whatRecords': 'production records',
    'share.whatWritePattern': 'write pattern',
    'share.whatAssumptions': 'model assumptions',
    'share.whatPrices': 'price sheet',
  },
  {
    'zh-CN': {
      'share.notANumber': '{value} 不是数字',
      'share.notAboveZero': '{value} 不大于零',
      'share.whatWorkload': '工作负载',
      'share.whatReadRate': '读取速率',
      'share.whatBound': '结果上限',
      'share.whatRecords': '生产记录数',
      'share.whatWritePattern': '写入模式',
      'share.whatAssumptions': '模型假设',
      'share.whatPrices': '价格表',
    },
    ru: {
      'share.notANumber': '{value} — не число',
      'share.notAboveZero': '{value} — не больше нуля',
      'share.whatWorkload': 'нагрузка',
      'share.whatReadRate': 'частота чтения',
      'share.whatBound': 'граница результата',
      'share.whatRecords': 'записи в продакшене',
      'share.whatWritePattern': 'шаблон записи',
      'share.whatAssumptions': 'допущения модели',
      'share.whatPrices': 'цены',
    },
  },
);
