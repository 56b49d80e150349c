/**
 * The lesson's QR code, large, for the room: the presenter opens it with Q or its button, the
 * learners scan it to open the step on their own machines. A modal dialog, so Escape closes it
 * and focus comes back.
 */
import { useId } from 'react';
import type { Lesson, LessonStep } from '../../lessons';
import { useT } from '../i18n/translator-context';
import { InlineText } from './LessonText';
import { QrCode } from './QrCode';
import { roomLink } from './room-link';
import { useModal } from './use-modal';

/** The dialog; `onClose` hides it. */
export function PresenterQr({
  lesson,
  step,
  onClose,
}: {
  lesson: Lesson;
  step: LessonStep;
  onClose: () => void;
}) {
  const { t, locale } = useT();
  const dialog = useModal();
  const titleId = useId();
  const link = roomLink(lesson, step, locale);
  return (
    <dialog ref={dialog} className="presenter-qr" aria-labelledby={titleId} onClose={onClose}>
      <h3 id={titleId} className="presenter-qr-title">
        {t('lessons.qr.heading')}
      </h3>
      <p className="lesson-kicker">
        <InlineText text={lesson.title} /> · <InlineText text={step.title} />
      </p>
      {link.ok ? (
        <QrCode url={link.url} label={t('lessons.qr.label')} />
      ) : (
        <p role="alert">{t('lessons.qr.tooLong', { length: link.length })}</p>
      )}
      {/* Focus on Close, not the link's field, so the link is not shown selected to the room. */}
      {/* biome-ignore lint/a11y/noAutofocus: a modal dialog's first focus, as the dialog would. */}
      <button type="button" autoFocus onClick={() => dialog.current?.close()}>
        {t('lessons.qr.close')}
      </button>
    </dialog>
  );
}
