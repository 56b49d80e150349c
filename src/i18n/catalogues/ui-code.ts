/**
 * The code panel's words around the generated program. The program itself, its comments, the
 * clients' names and environment variable names stay as they are in every language.
 */
import { cataloguePart } from './part';

/** Labels and notes of src/ui/code. */
export const UI_CODE = cataloguePart(
  {
    'ui.code.button': 'Code',
    'ui.code.title': 'Code for this query',
    'ui.code.client': 'Client',
    'ui.code.close': 'Close',
    'ui.code.endpoint': 'Endpoint',
    'ui.code.table': 'Table',
    'ui.code.copy': 'Copy',
    'ui.code.download': 'Download {file}',
    'ui.code.copyStatus': 'Code copy status',
    'ui.code.copied': 'Copied',
    'ui.code.copyFailed': 'Copy failed: select the code',
    'ui.code.sasNote':
      'The program reads the SAS token from the environment variable {variable} and never embeds it.',
    'ui.code.program': '{client} program ({file})',
  },
  {
    'zh-CN': {
      'ui.code.button': '代码',
      'ui.code.title': '此查询的代码',
      'ui.code.client': '客户端',
      'ui.code.close': '关闭',
      'ui.code.endpoint': '终结点',
      'ui.code.table': '表',
      'ui.code.copy': '复制',
      'ui.code.download': '下载 {file}',
      'ui.code.copyStatus': '代码复制状态',
      'ui.code.copied': '已复制',
      'ui.code.copyFailed': '复制失败：请手动选择代码',
      'ui.code.sasNote': '程序从环境变量 {variable} 读取 SAS 令牌，绝不把它写进代码。',
      'ui.code.program': '{client} 程序（{file}）',
    },
    ru: {
      'ui.code.button': 'Код',
      'ui.code.title': 'Код для этого запроса',
      'ui.code.client': 'Клиент',
      'ui.code.close': 'Закрыть',
      'ui.code.endpoint': 'Конечная точка',
      'ui.code.table': 'Таблица',
      'ui.code.copy': 'Копировать',
      'ui.code.download': 'Скачать {file}',
      'ui.code.copyStatus': 'Состояние копирования кода',
      'ui.code.copied': 'Скопировано',
      'ui.code.copyFailed': 'Не удалось скопировать: выделите код',
      'ui.code.sasNote':
        'Программа берёт токен SAS из переменной среды {variable} и никогда не встраивает его.',
      'ui.code.program': 'Программа {client} ({file})',
    },
  },
);
