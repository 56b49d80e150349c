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
    'lessons.code.malformed':
      'Line {line}: this is not a completion code (one looks like k1.range-query.3.2.2t.7k).',
    'lessons.code.newerVersion':
      'Line {line}: this completion code is of version {version}, newer than this Keyscope reads.',
    'lessons.code.checksum':
      'Line {line}: the code’s check characters do not match; a character was mistyped or changed.',
    'lessons.code.unknownLesson': "Line {line}: there is no lesson '{lesson}' here.",
    'lessons.code.badSteps':
      'Line {line}: the code names steps the lesson does not have (it has {steps}).',
    'lessons.progressFile.tooLarge':
      'This file is too large to be progress (more than {max} characters); nothing was read.',
    'lessons.progressFile.notJson':
      'This file is not progress: it is not JSON. Nothing was changed.',
    'lessons.progressFile.notProgress': 'This file is not Keyscope progress. Nothing was changed.',
    'lessons.progressFile.notWhole': '{field}: expected a whole number. Nothing was changed.',
    'lessons.progressFile.newerVersion':
      'This progress file is of version {version}, newer than this Keyscope reads. Nothing was changed.',
    'lessons.progressFile.notObject': '{field}: expected a set of named entries.',
    'lessons.progressFile.notSteps': '{field}: expected a list of step ids.',
    'lessons.progressFile.notScore':
      '{field}: expected a best score (two whole numbers, requests and scanned).',
    'lessons.progressFile.unknownLesson': "{field}: there is no lesson '{lesson}' here; skipped.",
    'lessons.progressFile.unknownStep': "{field}: there is no step '{step}' here; skipped.",
    'lessons.progress.export': 'Save progress as a file',
    'lessons.progress.import': 'Open a progress file…',
    'lessons.progress.refused': 'The progress file was not read; your progress is as it was.',
    'lessons.progress.imported':
      'Progress added: {steps} completed steps read. Nothing you had was removed.',
    'lessons.progress.status': 'Progress file status',
    'lessons.completion.code': 'Completion code',
    'lessons.completion.codeNote':
      'Give this code to your teacher: it says which steps you finished and your best score.',
    'lessons.room.open': 'Room progress',
    'lessons.room.title': 'The room’s progress',
    'lessons.room.codes': 'Completion codes, one per line',
    'lessons.room.none': 'Paste the learners’ completion codes above.',
    'lessons.room.learners': {
      one: '{count} code',
      other: '{count} codes',
    },
    'lessons.room.step': 'Step',
    'lessons.room.finished': 'Finished',
    'lessons.room.best': 'Best score: {requests}, {scanned}.',
    'lessons.room.noBest': 'No challenge passed yet.',
    'lessons.room.problems': 'Lines not counted',
    'lessons.room.close': 'Close',
    'lessons.course.notJson': 'This file is not a course: it is not JSON.',
    'lessons.course.notCourse': 'This file is not a Keyscope course.',
    'lessons.course.newerVersion':
      'This course file is of version {version}, newer than this Keyscope reads.',
    'lessons.course.lessonCount': '{field}: a course has from 1 to {max} lessons.',
    'lessons.course.unknownLesson': "{field}: there is no lesson '{value}' here.",
    'lessons.course.duplicateLesson': "The lesson '{id}' is in the course twice.",
    'lessons.course.make': 'Make a course',
    'lessons.course.builder': 'Course builder',
    'lessons.course.title': 'Course title',
    'lessons.course.summary': 'Course summary',
    'lessons.course.choose': 'Lessons in the course (in the order listed)',
    'lessons.course.needs': 'A course needs a title and at least one lesson.',
    'lessons.course.save': 'Save course as file',
    'lessons.course.openFile': 'Open a course file',
    'lessons.course.copyLink': 'Copy course link',
    'lessons.course.link': 'Course link',
    'lessons.course.linkCopied': 'Course link copied: {length} characters, at most {max}.',
    'lessons.course.linkTooLong':
      'This course is too long for a link ({length} characters, at most {max}): save it as a file instead.',
    'lessons.course.openCourse': 'Open the course',
    'lessons.course.back': 'Back to all lessons',
    'lessons.course.courses': 'Your courses',
    'lessons.course.lessons': { one: '{count} lesson', other: '{count} lessons' },
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
      'lessons.code.malformed':
        '第 {line} 行：这不是完成码（完成码形如 k1.range-query.3.2.2t.7k）。',
      'lessons.code.newerVersion':
        '第 {line} 行：此完成码为版本 {version}，比本 Keyscope 能读取的版本更新。',
      'lessons.code.checksum': '第 {line} 行：完成码的校验字符不匹配；有字符输错或被改动。',
      'lessons.code.unknownLesson': '第 {line} 行：这里没有课程“{lesson}”。',
      'lessons.code.badSteps': '第 {line} 行：完成码中的步骤超出了该课程的步骤（共 {steps} 步）。',
      'lessons.progressFile.tooLarge':
        '此文件太大，不可能是学习进度（超过 {max} 个字符）；未读取任何内容。',
      'lessons.progressFile.notJson': '此文件不是学习进度：它不是 JSON。未做任何更改。',
      'lessons.progressFile.notProgress': '此文件不是 Keyscope 学习进度。未做任何更改。',
      'lessons.progressFile.notWhole': '{field}：应为整数。未做任何更改。',
      'lessons.progressFile.newerVersion':
        '此进度文件为版本 {version}，比本 Keyscope 能读取的版本更新。未做任何更改。',
      'lessons.progressFile.notObject': '{field}：应为一组具名条目。',
      'lessons.progressFile.notSteps': '{field}：应为步骤 id 列表。',
      'lessons.progressFile.notScore': '{field}：应为最佳成绩（两个整数：请求数和扫描数）。',
      'lessons.progressFile.unknownLesson': '{field}：这里没有课程“{lesson}”；已跳过。',
      'lessons.progressFile.unknownStep': '{field}：这里没有步骤“{step}”；已跳过。',
      'lessons.progress.export': '将进度保存为文件',
      'lessons.progress.import': '打开进度文件…',
      'lessons.progress.refused': '未读取该进度文件；你的进度保持不变。',
      'lessons.progress.imported':
        '已添加进度：读取了 {steps} 个已完成步骤。你原有的内容均未删除。',
      'lessons.progress.status': '进度文件状态',
      'lessons.completion.code': '完成码',
      'lessons.completion.codeNote': '把此代码交给老师：它说明你完成了哪些步骤以及你的最佳成绩。',
      'lessons.room.open': '全班进度',
      'lessons.room.title': '全班的进度',
      'lessons.room.codes': '完成码，每行一个',
      'lessons.room.none': '请在上方粘贴学员的完成码。',
      'lessons.room.learners': { other: '{count} 个完成码' },
      'lessons.room.step': '步骤',
      'lessons.room.finished': '已完成',
      'lessons.room.best': '最佳成绩：{requests}，{scanned}。',
      'lessons.room.noBest': '尚无人通过挑战。',
      'lessons.room.problems': '未计入的行',
      'lessons.room.close': '关闭',
      'lessons.course.notJson': '此文件不是课程集：它不是 JSON。',
      'lessons.course.notCourse': '此文件不是 Keyscope 课程集。',
      'lessons.course.newerVersion':
        '此课程集文件为版本 {version}，比本 Keyscope 能读取的版本更新。',
      'lessons.course.lessonCount': '{field}：课程集包含 1 到 {max} 节课程。',
      'lessons.course.unknownLesson': '{field}：这里没有课程“{value}”。',
      'lessons.course.duplicateLesson': '课程“{id}”在课程集中出现了两次。',
      'lessons.course.make': '制作课程集',
      'lessons.course.builder': '课程集编辑器',
      'lessons.course.title': '课程集标题',
      'lessons.course.summary': '课程集简介',
      'lessons.course.choose': '课程集中的课程（按列表顺序）',
      'lessons.course.needs': '课程集需要一个标题和至少一节课程。',
      'lessons.course.save': '将课程集保存为文件',
      'lessons.course.openFile': '打开课程集文件',
      'lessons.course.copyLink': '复制课程集链接',
      'lessons.course.link': '课程集链接',
      'lessons.course.linkCopied': '已复制课程集链接：{length} 个字符，最多 {max} 个。',
      'lessons.course.linkTooLong':
        '此课程集太长，无法放入链接（{length} 个字符，最多 {max} 个）：请改为保存为文件。',
      'lessons.course.openCourse': '打开课程集',
      'lessons.course.back': '返回全部课程',
      'lessons.course.courses': '你的课程集',
      'lessons.course.lessons': { other: '{count} 节课程' },
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
      'lessons.code.malformed':
        'Строка {line}: это не код завершения (он выглядит так: k1.range-query.3.2.2t.7k).',
      'lessons.code.newerVersion':
        'Строка {line}: код завершения версии {version}, новее, чем читает этот Keyscope.',
      'lessons.code.checksum':
        'Строка {line}: контрольные символы кода не сходятся; символ набран с ошибкой или изменён.',
      'lessons.code.unknownLesson': "Строка {line}: здесь нет урока '{lesson}'.",
      'lessons.code.badSteps':
        'Строка {line}: код называет шаги, которых в уроке нет (в нём шагов: {steps}).',
      'lessons.progressFile.tooLarge':
        'Файл слишком велик для прогресса (больше {max} символов); ничего не прочитано.',
      'lessons.progressFile.notJson': 'Этот файл не прогресс: это не JSON. Ничего не изменено.',
      'lessons.progressFile.notProgress': 'Этот файл не прогресс Keyscope. Ничего не изменено.',
      'lessons.progressFile.notWhole': '{field}: ожидалось целое число. Ничего не изменено.',
      'lessons.progressFile.newerVersion':
        'Файл прогресса версии {version}, новее, чем читает этот Keyscope. Ничего не изменено.',
      'lessons.progressFile.notObject': '{field}: ожидался набор именованных записей.',
      'lessons.progressFile.notSteps': '{field}: ожидался список идентификаторов шагов.',
      'lessons.progressFile.notScore':
        '{field}: ожидался лучший результат (два целых числа: запросы и просмотренные).',
      'lessons.progressFile.unknownLesson': "{field}: здесь нет урока '{lesson}'; пропущено.",
      'lessons.progressFile.unknownStep': "{field}: здесь нет шага '{step}'; пропущено.",
      'lessons.progress.export': 'Сохранить прогресс в файл',
      'lessons.progress.import': 'Открыть файл прогресса…',
      'lessons.progress.refused': 'Файл прогресса не прочитан; ваш прогресс остался прежним.',
      'lessons.progress.imported':
        'Прогресс добавлен: прочитано пройденных шагов: {steps}. Ничего из вашего не удалено.',
      'lessons.progress.status': 'Состояние файла прогресса',
      'lessons.completion.code': 'Код завершения',
      'lessons.completion.codeNote':
        'Передайте этот код преподавателю: он говорит, какие шаги вы прошли и ваш лучший результат.',
      'lessons.room.open': 'Прогресс группы',
      'lessons.room.title': 'Прогресс группы',
      'lessons.room.codes': 'Коды завершения, по одному в строке',
      'lessons.room.none': 'Вставьте выше коды завершения учащихся.',
      'lessons.room.learners': {
        one: '{count} код',
        few: '{count} кода',
        many: '{count} кодов',
        other: '{count} кода',
      },
      'lessons.room.step': 'Шаг',
      'lessons.room.finished': 'Прошли',
      'lessons.room.best': 'Лучший результат: {requests}, {scanned}.',
      'lessons.room.noBest': 'Пока никто не прошёл испытание.',
      'lessons.room.problems': 'Неучтённые строки',
      'lessons.room.close': 'Закрыть',
      'lessons.course.notJson': 'Этот файл не курс: это не JSON.',
      'lessons.course.notCourse': 'Этот файл не курс Keyscope.',
      'lessons.course.newerVersion':
        'Файл курса версии {version}, новее, чем читает этот Keyscope.',
      'lessons.course.lessonCount': '{field}: в курсе от 1 до {max} уроков.',
      'lessons.course.unknownLesson': "{field}: здесь нет урока '{value}'.",
      'lessons.course.duplicateLesson': "Урок '{id}' входит в курс дважды.",
      'lessons.course.make': 'Составить курс',
      'lessons.course.builder': 'Конструктор курса',
      'lessons.course.title': 'Название курса',
      'lessons.course.summary': 'Описание курса',
      'lessons.course.choose': 'Уроки курса (в порядке списка)',
      'lessons.course.needs': 'Курсу нужны название и хотя бы один урок.',
      'lessons.course.save': 'Сохранить курс в файл',
      'lessons.course.openFile': 'Открыть файл курса',
      'lessons.course.copyLink': 'Копировать ссылку на курс',
      'lessons.course.link': 'Ссылка на курс',
      'lessons.course.linkCopied':
        'Ссылка на курс скопирована: символов {length}, не больше {max}.',
      'lessons.course.linkTooLong':
        'Курс слишком длинный для ссылки (символов {length}, не больше {max}): сохраните его в файл.',
      'lessons.course.openCourse': 'Открыть курс',
      'lessons.course.back': 'Ко всем урокам',
      'lessons.course.courses': 'Ваши курсы',
      'lessons.course.lessons': {
        one: '{count} урок',
        few: '{count} урока',
        many: '{count} уроков',
        other: '{count} урока',
      },
    },
  },
);
