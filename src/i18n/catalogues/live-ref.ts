/**
 * What is wrong with a live table's reference read from a link (src/live/table-ref.ts): each
 * follows the reference's name (`live table <endpoint> …` in share.ts), so it is a phrase.
 */
import { cataloguePart } from './part';

/** A link's live-table reference refused. */
export const LIVE_REF = cataloguePart(
  {
    'live.refNotObject': 'is not an object',
    'live.refNotTexts': 'needs endpoint, account and table as texts',
    'live.refNotUrl': 'has an endpoint that is not a URL: {endpoint}',
    'live.refInsecure': 'has an endpoint that is neither https: nor loopback http:',
    'live.refEndpointExtras': 'has an endpoint with a query, fragment or user name',
    'live.refAccount': 'has an invalid account name',
    'live.refTable': 'has a table name {table} that {problem}',
  },
  {
    'zh-CN': {
      'live.refNotObject': '不是一个对象',
      'live.refNotTexts': 'endpoint、account 和 table 都必须是文本',
      'live.refNotUrl': '其终结点不是 URL：{endpoint}',
      'live.refInsecure': '其终结点既不是 https:，也不是环回地址的 http:',
      'live.refEndpointExtras': '其终结点带有查询、片段或用户名',
      'live.refAccount': '其账户名无效',
      'live.refTable': '其表名 {table} {problem}',
    },
    ru: {
      'live.refNotObject': 'не является объектом',
      'live.refNotTexts': 'endpoint, account и table должны быть текстом',
      'live.refNotUrl': 'конечная точка не является URL: {endpoint}',
      'live.refInsecure': 'конечная точка не https: и не http: на локальном адресе',
      'live.refEndpointExtras': 'в конечной точке есть запрос, фрагмент или имя пользователя',
      'live.refAccount': 'недопустимое имя учётной записи',
      'live.refTable': 'имя таблицы {table} {problem}',
    },
  },
);
