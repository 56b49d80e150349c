/**
 * The room's progress in presenter mode: the teacher pastes the learners' completion codes, one
 * a line, and sees for each lesson how many finished each step and the best score. A bad line
 * is named by its number and the others still count. A modal dialog: Escape closes it.
 */
import { useId, useMemo, useState } from 'react';
import { type RoomLesson, roomOf } from '../../lessons';
import { useT } from '../i18n/translator-context';
import { InlineText } from './LessonText';
import { lessonOf } from './lesson-of';
import { lessonIn } from './localized';
import { useModal } from './use-modal';

/** One lesson's table: each step and how many of the room's codes finished it. */
function LessonRoom({ room }: { room: RoomLesson }) {
  const { t, locale } = useT();
  const lesson = lessonIn(locale, room.lesson);
  const headingId = useId();
  return (
    <section className="room-lesson" aria-labelledby={headingId}>
      <h4 id={headingId}>
        <InlineText text={lesson.title} /> · {t('lessons.room.learners', { count: room.learners })}
      </h4>
      <table>
        <thead>
          <tr>
            <th scope="col">{t('lessons.room.step')}</th>
            <th scope="col">{t('lessons.room.finished')}</th>
          </tr>
        </thead>
        <tbody>
          {lesson.steps.map((step, index) => (
            <tr key={step.id}>
              <th scope="row">
                {index + 1}. <InlineText text={step.title} />
              </th>
              <td>
                {room.finished[index] ?? 0} / {room.learners}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      <p>
        {room.best
          ? t('lessons.room.best', {
              requests: t('lessons.goal.requests', { count: room.best.requests }),
              scanned: t('lessons.goal.scanned', { count: room.best.scanned }),
            })
          : t('lessons.room.noBest')}
      </p>
    </section>
  );
}

/** The dialog; `onClose` hides it. */
export function RoomProgress({ onClose }: { onClose: () => void }) {
  const tr = useT();
  const { t } = tr;
  const dialog = useModal();
  const titleId = useId();
  const problemsId = useId();
  const [codes, setCodes] = useState('');
  const room = useMemo(() => roomOf(codes, lessonOf), [codes]);
  return (
    <dialog ref={dialog} className="room-progress" aria-labelledby={titleId} onClose={onClose}>
      <h3 id={titleId} className="room-progress-title">
        {t('lessons.room.title')}
      </h3>
      <label className="room-codes">
        {t('lessons.room.codes')}
        <textarea
          value={codes}
          rows={5}
          spellCheck={false}
          translate="no"
          onChange={(e) => setCodes(e.target.value)}
        />
      </label>
      {room.problems.length > 0 && (
        <section className="room-problems" aria-labelledby={problemsId}>
          <h4 id={problemsId}>{t('lessons.room.problems')}</h4>
          <ul>
            {room.problems.map((problem) => {
              const line = tr.say(problem);
              return <li key={line}>{line}</li>;
            })}
          </ul>
        </section>
      )}
      {room.lessons.length === 0 ? (
        <p>{t('lessons.room.none')}</p>
      ) : (
        room.lessons.map((lesson) => <LessonRoom key={lesson.lesson.id} room={lesson} />)
      )}
      <button type="button" className="room-close" onClick={() => dialog.current?.close()}>
        {t('lessons.room.close')}
      </button>
    </dialog>
  );
}
