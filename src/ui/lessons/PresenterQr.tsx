/**
 * The lesson's QR code, large, for the room: the presenter opens it with Q or its button, the
 * learners scan it to open the step on their own machines. A modal dialog, so Escape closes it
 * and focus comes back.
 */
import { useEffect, useId, useRef } from 'react';
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
  // Focus on Close (after the dialog opened), not the link's field, which would show the link
  // selected to the room.
  const close = useRef<HTMLButtonElement>(null);
  useEffect(() => close.current?.focus(), []);
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
      <button type="button" ref={close} onClick={() => dialog.current?.close()}>
        {t('lessons.qr.close')}
      </button>
    </dialog>
  );
}
