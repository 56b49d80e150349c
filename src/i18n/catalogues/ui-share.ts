/** The header's share controls and the link banner's button. */
import { cataloguePart } from './part';

/** The share controls' texts. */
export const UI_SHARE = cataloguePart(
  {
    'ui.share.copy': 'Copy link',
    'ui.share.copied': 'Copied',
    'ui.share.copyFailed': 'Copy failed: copy the address bar',
    'ui.share.size': { one: '{count} character', other: '{count} characters' },
    'ui.share.long': '— over {limit}: chat tools may cut it',
    'ui.share.status': 'Copy status',
    'ui.share.open': 'Open in new tab',
    'ui.share.restore': 'Restore my last workspace',
    'ui.share.noFilter': '(no filter)',
    'ui.share.notSaved': 'Not saved',
    'ui.share.dismiss': 'Dismiss',
  },
  {
    'zh-CN': {
      'ui.share.copy': '复制链接',
      'ui.share.copied': '已复制',
      'ui.share.copyFailed': '复制失败：请复制地址栏',
      'ui.share.size': { other: '{count} 个字符' },
      'ui.share.long': '— 超过 {limit}：聊天工具可能会截断',
      'ui.share.status': '复制状态',
      'ui.share.open': '在新标签页中打开',
      'ui.share.restore': '恢复我上次的工作区',
      'ui.share.noFilter': '（无筛选器）',
      'ui.share.notSaved': '未保存',
      'ui.share.dismiss': '关闭',
    },
    ru: {
      'ui.share.copy': 'Копировать ссылку',
      'ui.share.copied': 'Скопировано',
      'ui.share.copyFailed': 'Не скопировано: скопируйте адресную строку',
      'ui.share.size': {
        one: '{count} символ',
        few: '{count} символа',
        many: '{count} символов',
        other: '{count} символа',
      },
      'ui.share.long': '— больше {limit}: мессенджеры могут её обрезать',
      'ui.share.status': 'Состояние копирования',
      'ui.share.open': 'В новой вкладке',
      'ui.share.restore': 'Вернуть моё рабочее место',
      'ui.share.noFilter': '(без фильтра)',
      'ui.share.notSaved': 'Не сохранено',
      'ui.share.dismiss': 'Закрыть',
    },
  },
);
