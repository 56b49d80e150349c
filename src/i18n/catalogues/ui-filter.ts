/** The filter panel's chrome: the editor's placeholder and name, `$top` / `$select`, help and examples. */
import { cataloguePart } from './part';

/** The filter panel's texts; filter syntax inside them stays as the service writes it. */
export const UI_FILTER = cataloguePart(
  {
    'ui.filter.editorName': 'Filter',
    'ui.filter.placeholder': "e.g. PartitionKey eq 'Sales' and RowKey ge '000100'",
    'ui.filter.topNotWhole': '$top must be a whole number from 1 to {max}.',
    'ui.filter.topRange': '$top must be from 1 to {max}; the service rejects {n}.',
    'ui.filter.errorAt': 'At character {at}:',
    'ui.filter.errorSpan': 'Characters {from}–{to}:',
    'ui.filter.help': 'Ctrl+Space completes property names, operators and typed literals:',
    'ui.filter.topNone': 'none',
    'ui.filter.selectAll': 'all properties',
    'ui.filter.examples': 'Examples',
  },
  {
    'zh-CN': {
      'ui.filter.editorName': '筛选器',
      'ui.filter.placeholder': "例如 PartitionKey eq 'Sales' and RowKey ge '000100'",
      'ui.filter.topNotWhole': '$top 必须是 1 到 {max} 之间的整数。',
      'ui.filter.topRange': '$top 必须在 1 到 {max} 之间；服务会拒绝 {n}。',
      'ui.filter.errorAt': '第 {at} 个字符处：',
      'ui.filter.errorSpan': '第 {from}–{to} 个字符：',
      'ui.filter.help': '按 Ctrl+Space 可补全属性名、运算符和带类型的字面量：',
      'ui.filter.topNone': '无',
      'ui.filter.selectAll': '所有属性',
      'ui.filter.examples': '示例',
    },
    ru: {
      'ui.filter.editorName': 'Фильтр',
      'ui.filter.placeholder': "напр. PartitionKey eq 'Sales' and RowKey ge '000100'",
      'ui.filter.topNotWhole': '$top должен быть целым числом от 1 до {max}.',
      'ui.filter.topRange': '$top должен быть от 1 до {max}; служба отклонит {n}.',
      'ui.filter.errorAt': 'Символ {at}:',
      'ui.filter.errorSpan': 'Символы {from}–{to}:',
      'ui.filter.help': 'Ctrl+Пробел дополняет имена свойств, операторы и типизированные литералы:',
      'ui.filter.topNone': 'нет',
      'ui.filter.selectAll': 'все свойства',
      'ui.filter.examples': 'Примеры',
    },
  },
);
