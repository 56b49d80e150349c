/**
 * The workshop's words around the lessons: what needs the network when the app runs offline,
 * a lesson link's QR code, and the progress a learner carries (file, completion codes) and the
 * room's progress a teacher reads from them.
 */
import { cataloguePart } from './part';

/** Texts of src/ui/offline and of the workshop parts of src/ui/lessons. */
export const WORKSHOP = cataloguePart(
  {
    'ui.offline.live':
      'You are offline. Reading a live table needs the network (or an emulator on this machine); everything else works offline.',
    'ui.offline.code':
      'You are offline. The code can still be copied and downloaded; running it needs the network to reach the table.',
    'lessons.qr.heading': 'Open this lesson on your own machine',
    'lessons.qr.label': 'QR code of the lesson link',
    'lessons.qr.link': 'Lesson link',
    'lessons.qr.tooLong':
      'This link is too long for a QR code ({length} characters): share the link or the lesson file instead.',
    'lessons.qr.close': 'Close',
    'lessons.qr.present': 'Show the QR code',
    'lessons.qr.show': 'Show as QR code',
    'lessons.qr.hide': 'Hide the QR code',
  },
  {
    'zh-CN': {
      'ui.offline.live':
        '当前处于离线状态。读取实时表需要网络（或本机上的模拟器）；其他功能均可离线使用。',
      'ui.offline.code': '当前处于离线状态。代码仍可复制和下载；运行它需要网络才能访问表。',
      'lessons.qr.heading': '在你自己的电脑上打开本课程',
      'lessons.qr.label': '课程链接的二维码',
      'lessons.qr.link': '课程链接',
      'lessons.qr.tooLong':
        '此链接太长，无法生成二维码（{length} 个字符）：请改为分享链接或课程文件。',
      'lessons.qr.close': '关闭',
      'lessons.qr.present': '显示二维码',
      'lessons.qr.show': '以二维码显示',
      'lessons.qr.hide': '隐藏二维码',
    },
    ru: {
      'ui.offline.live':
        'Нет подключения к сети. Для чтения живой таблицы нужна сеть (или эмулятор на этом компьютере); всё остальное работает без сети.',
      'ui.offline.code':
        'Нет подключения к сети. Код можно скопировать и скачать; чтобы запустить его, нужна сеть для доступа к таблице.',
      'lessons.qr.heading': 'Откройте этот урок на своём компьютере',
      'lessons.qr.label': 'QR-код ссылки на урок',
      'lessons.qr.link': 'Ссылка на урок',
      'lessons.qr.tooLong':
        'Ссылка слишком длинная для QR-кода ({length} символов): поделитесь ссылкой или файлом урока.',
      'lessons.qr.close': 'Закрыть',
      'lessons.qr.present': 'Показать QR-код',
      'lessons.qr.show': 'Показать QR-кодом',
      'lessons.qr.hide': 'Скрыть QR-код',
    },
  },
);
