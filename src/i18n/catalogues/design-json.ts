/**
 * What is wrong with a design read from a link or the autosave (src/design/design-json.ts): the
 * field's path, then a phrase that follows it. Field names stay as they are in every language.
 */
import { cataloguePart } from './part';

/** A design's JSON refused. */
export const DESIGN_JSON = cataloguePart(
  {
    'design.jsonInvalid': 'Design {path} {problem}',
    'design.jsonNotObject': 'must be an object',
    'design.jsonUnknownField': "has an unknown field '{field}' (expected {expected})",
    'design.jsonMissing': "is missing '{field}'",
    'design.jsonNotString': 'must be a string',
    'design.jsonTooLong': 'is {length} characters long; the limit is {limit}',
    'design.jsonNotArray': 'must be an array',
    'design.jsonTooManyItems': {
      one: 'has {count} item; the limit is {limit}',
      other: 'has {count} items; the limit is {limit}',
    },
    'design.jsonKind': 'must be one of {kinds}',
    'design.jsonTooManyComputed': {
      one: 'has {count} property; the limit is {limit}',
      other: 'has {count} properties; the limit is {limit}',
    },
    'design.jsonIndexOptions': "is an index set without 'index' options",
    'design.jsonSeriesOptions': "is a series set without 'series' options",
  },
  {
    'zh-CN': {
      'design.jsonInvalid': '设计的 {path} {problem}',
      'design.jsonNotObject': '必须是对象',
      'design.jsonUnknownField': "含有未知字段 '{field}'（应为 {expected}）",
      'design.jsonMissing': "缺少 '{field}'",
      'design.jsonNotString': '必须是字符串',
      'design.jsonTooLong': '长 {length} 个字符；上限为 {limit}',
      'design.jsonNotArray': '必须是数组',
      'design.jsonTooManyItems': { other: '有 {count} 项；上限为 {limit}' },
      'design.jsonKind': '必须是 {kinds} 之一',
      'design.jsonTooManyComputed': { other: '有 {count} 个属性；上限为 {limit}' },
      'design.jsonIndexOptions': "是索引实体集，但没有 'index' 选项",
      'design.jsonSeriesOptions': "是序列实体集，但没有 'series' 选项",
    },
    ru: {
      'design.jsonInvalid': 'Схема, поле {path}: {problem}',
      'design.jsonNotObject': 'должно быть объектом',
      'design.jsonUnknownField': "неизвестное поле '{field}' (ожидаются {expected})",
      'design.jsonMissing': "нет поля '{field}'",
      'design.jsonNotString': 'должно быть строкой',
      'design.jsonTooLong': 'длина {length} символов; предел — {limit}',
      'design.jsonNotArray': 'должно быть массивом',
      'design.jsonTooManyItems': {
        one: '{count} элемент; предел — {limit}',
        few: '{count} элемента; предел — {limit}',
        many: '{count} элементов; предел — {limit}',
        other: '{count} элемента; предел — {limit}',
      },
      'design.jsonKind': 'должно быть одним из: {kinds}',
      'design.jsonTooManyComputed': {
        one: '{count} свойство; предел — {limit}',
        few: '{count} свойства; предел — {limit}',
        many: '{count} свойств; предел — {limit}',
        other: '{count} свойства; предел — {limit}',
      },
      'design.jsonIndexOptions': "набор индекса без параметров 'index'",
      'design.jsonSeriesOptions': "набор серии без параметров 'series'",
    },
  },
);
