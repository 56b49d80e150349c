/**
 * Sentences the application state says: notices after the engine restarts, why the workspace is
 * not kept, and what happened to a link opened from the history.
 */
import { cataloguePart } from './part';

/** Messages of src/state. */
export const STATE = cataloguePart(
  {
    'state.storageRefused':
      'This browser does not let Keyscope keep your workspace ({reason}); share links still work.',
    'state.keptWorkspace': 'Kept the workspace you had.',
  },
  {
    'zh-CN': {
      'state.storageRefused':
        '此浏览器不允许 Keyscope 保存你的工作区（{reason}）；分享链接仍然可用。',
      'state.keptWorkspace': '已保留你原来的工作区。',
    },
    ru: {
      'state.storageRefused':
        'Этот браузер не позволяет Keyscope сохранять рабочую область ({reason}); ссылки для общего доступа по-прежнему работают.',
      'state.keptWorkspace': 'Ваша прежняя рабочая область сохранена.',
    },
  },
);
