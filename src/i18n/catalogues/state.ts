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
    'state.engineKeepsFailing':
      'The query engine keeps failing ({reason}). Reload the page to try again.',
    'state.engineRestarted':
      'The query engine stopped ({reason}). Keyscope restarted it, regenerated the dataset and re-ran your query; your filter is kept.',
  },
  {
    'zh-CN': {
      'state.storageRefused':
        '此浏览器不允许 Keyscope 保存你的工作区（{reason}）；分享链接仍然可用。',
      'state.keptWorkspace': '已保留你原来的工作区。',
      'state.engineKeepsFailing': '查询引擎反复出错（{reason}）。请重新加载页面后再试。',
      'state.engineRestarted':
        '查询引擎已停止（{reason}）。Keyscope 已将其重启、重新生成数据集并重新运行了你的查询；你的筛选器保持不变。',
    },
    ru: {
      'state.storageRefused':
        'Этот браузер не позволяет Keyscope сохранять рабочую область ({reason}); ссылки для общего доступа по-прежнему работают.',
      'state.keptWorkspace': 'Ваша прежняя рабочая область сохранена.',
      'state.engineKeepsFailing':
        'Обработчик запросов постоянно сбоит ({reason}). Перезагрузите страницу и попробуйте снова.',
      'state.engineRestarted':
        'Обработчик запросов остановился ({reason}). Keyscope перезапустил его, заново создал набор данных и повторил ваш запрос; фильтр сохранён.',
    },
  },
);
