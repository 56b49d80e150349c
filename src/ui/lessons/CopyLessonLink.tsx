/**
 * "Copy lesson link": the lesson in the address's fragment (src/lessons/lesson-link.ts), put on
 * the clipboard and shown in a read-only field, so it can still be copied by hand where the
 * browser refuses the clipboard. A lesson too long for a link says so and points to the file.
 */
import { useId, useState } from 'react';
import type { Locale } from '../../i18n/locales';
import { type Lesson, MAX_LESSON_LINK_LENGTH, writeLessonLink } from '../../lessons';
import { shareUrl } from '../../state/share-sync';
import { useT } from '../i18n/translator-context';
import { QrCode } from './QrCode';

/** What the last copy did: the link written (copied or not), or the lesson too long for one. */
type Copied =
  | { readonly kind: 'link'; readonly url: string; readonly copied: boolean }
  | { readonly kind: 'too-long'; readonly length: number };

/** The button, and once pressed the link and whether it reached the clipboard. */
export function CopyLessonLink({
  lesson,
  language,
  disabled = false,
}: {
  lesson: Lesson | null;
  language: Locale;
  disabled?: boolean;
}) {
  const { t } = useT();
  const statusId = useId();
  const [copied, setCopied] = useState<Copied | null>(null);
  const [qr, setQr] = useState(false);
  const copy = () => {
    if (!lesson) return;
    const written = writeLessonLink(lesson, language);
    if (!written.ok) {
      setCopied({ kind: 'too-long', length: written.length });
      return;
    }
    const url = shareUrl(written.fragment);
    const done = (ok: boolean) => setCopied({ kind: 'link', url, copied: ok });
    if (!navigator.clipboard) return done(false);
    navigator.clipboard.writeText(url).then(
      () => done(true),
      () => done(false),
    );
  };
  const max = MAX_LESSON_LINK_LENGTH;
  return (
    <div className="lesson-link">
      <button
        type="button"
        onClick={copy}
        disabled={disabled || !lesson}
        aria-describedby={statusId}
      >
        {t('lessons.builder.copyLink')}
      </button>
      <p id={statusId} aria-live="polite">
        {copied?.kind === 'too-long' &&
          t('lessons.builder.linkTooLong', { length: copied.length, max })}
        {copied?.kind === 'link' &&
          (copied.copied
            ? t('lessons.builder.linkCopied', { length: copied.url.length, max })
            : t('lessons.builder.linkNotCopied'))}
      </p>
      {copied?.kind === 'link' && (
        <>
          <label>
            {t('lessons.builder.link')}
            <input readOnly value={copied.url} onFocus={(e) => e.currentTarget.select()} />
          </label>
          <button type="button" aria-expanded={qr} onClick={() => setQr((shown) => !shown)}>
            {qr ? t('lessons.qr.hide') : t('lessons.qr.show')}
          </button>
          {qr && <QrCode url={copied.url} label={t('lessons.qr.label')} withLink={false} />}
        </>
      )}
    </div>
  );
}
