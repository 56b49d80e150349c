/**
 * The learner's progress as a file they carry: save it here, open it on another machine or
 * browser. Opening adds to what is here and never removes; a file that is not progress is
 * refused with what and where, and nothing changes.
 */
import { useState } from 'react';
import {
  MAX_PROGRESS_FILE_BYTES,
  mergeBests,
  readProgressFile,
  writeProgressFile,
} from '../../lessons';
import { loadBests, saveBests } from '../../state/lesson-best';
import { downloadText } from '../download';
import { useT } from '../i18n/translator-context';
import { browserStorage } from './browser-storage';
import { lessonOf } from './lesson-of';
import { OpenFileButton } from './OpenFileButton';
import { useLessonProgress } from './use-lesson-progress';

/** The two buttons and what the last opening said. */
export function ProgressFiles() {
  const tr = useT();
  const { t } = tr;
  const { progress, merge } = useLessonProgress();
  const [said, setSaid] = useState<readonly string[]>([]);

  const save = () =>
    downloadText(
      writeProgressFile(progress, loadBests(browserStorage(), lessonOf)),
      'my.keyscope-progress.json',
      'application/json',
    );
  const open = (text: string) => {
    const read = readProgressFile(text, lessonOf);
    if (!read.ok) {
      setSaid([t('lessons.progress.refused'), ...read.problems.map((p) => tr.say(p))]);
      return;
    }
    merge(read.progress);
    const storage = browserStorage();
    saveBests(storage, mergeBests(loadBests(storage, lessonOf), read.bests));
    const steps = Object.values(read.progress).reduce((n, s) => n + s.length, 0);
    setSaid([t('lessons.progress.imported', { steps }), ...read.skipped.map((p) => tr.say(p))]);
  };

  return (
    <div className="lesson-progress-files">
      <button type="button" onClick={save}>
        {t('lessons.progress.export')}
      </button>
      <OpenFileButton
        label={t('lessons.progress.import')}
        // One character past the limit is enough for the reader to refuse it as too large.
        limit={MAX_PROGRESS_FILE_BYTES + 1}
        onText={open}
      />
      <div role="status" aria-live="polite" aria-label={t('lessons.progress.status')}>
        {said.length > 0 && (
          <ul>
            {said.map((line) => (
              <li key={line}>{line}</li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
