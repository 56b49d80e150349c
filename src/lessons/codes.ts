/**
 * The lessons room says these codes through `coded` (why a learner's answer does not pass yet),
 * each with the names of its parameters. Merged into the engine's `DeclaredMessages`: a call with
 * an undeclared code, or with other parameters, does not compile. The English and its
 * translations are in src/i18n/catalogues/lessons.ts, held to these names when they compile.
 */

/** Lessons messages: code → parameter names. */
export interface LessonsMessages {
  'lessons.reason.anEntity': never;
  'lessons.reason.missing': 'count' | 'example';
  'lessons.reason.extra': 'count' | 'example';
  'lessons.reason.duplicate': 'example';
  'lessons.reason.filterError': 'message';
  'lessons.reason.typeMismatch': 'literal' | 'why';
  'lessons.name.person': 'first' | 'last';
  'lessons.name.review': 'employee' | 'date';
  'lessons.name.expense': 'category' | 'date';
  'lessons.name.event': 'level' | 'time';
  'lessons.name.counts': 'employee' | 'date';
  'lessons.name.department': 'department';
  'lessons.name.entity': 'pk' | 'rk';
  'lessons.file.notJson': never;
  'lessons.file.notLesson': never;
  'lessons.file.newerVersion': 'version';
  'lessons.file.wrongType': 'field' | 'expected';
  'lessons.file.badId': 'field' | 'value';
  'lessons.file.unknownDesign': 'field' | 'value';
  'lessons.file.unknownScenario': 'field' | 'value';
  'lessons.file.unknownDataset': 'field' | 'value';
  'lessons.file.badSize': 'field' | 'sizes';
  'lessons.file.badFilter': 'field' | 'message';
  'lessons.file.badDesign': 'field' | 'message';
  'lessons.file.duplicateStep': 'id';
  'lessons.link.tooLong': 'length' | 'max';
  'lessons.link.notLesson': never;
  'lessons.link.newerVersion': 'version';
  'lessons.link.damaged': never;
  'lessons.link.tooLarge': never;
  'lessons.course.notJson': never;
  'lessons.course.notCourse': never;
  'lessons.course.newerVersion': 'version';
  'lessons.course.lessonCount': 'field' | 'max';
  'lessons.course.unknownLesson': 'field' | 'value';
  'lessons.course.duplicateLesson': 'id';
  'lessons.code.malformed': 'line';
  'lessons.code.newerVersion': 'line' | 'version';
  'lessons.code.checksum': 'line';
  'lessons.code.unknownLesson': 'line' | 'lesson';
  'lessons.code.badSteps': 'line' | 'steps';
  'lessons.progressFile.tooLarge': 'max';
  'lessons.progressFile.notJson': never;
  'lessons.progressFile.notProgress': never;
  'lessons.progressFile.notWhole': 'field';
  'lessons.progressFile.newerVersion': 'version';
  'lessons.progressFile.notObject': 'field';
  'lessons.progressFile.notSteps': 'field';
  'lessons.progressFile.notScore': 'field';
  'lessons.progressFile.unknownLesson': 'field' | 'lesson';
  'lessons.progressFile.unknownStep': 'field' | 'step';
}

declare module '../engine' {
  interface DeclaredMessages extends LessonsMessages {}
}
