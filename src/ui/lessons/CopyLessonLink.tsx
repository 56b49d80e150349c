/**
 * "Copy lesson link": the lesson in the address's fragment (src/lessons/lesson-link.ts), put on
 * the clipboard and shown in a read-only field, so it can still be copied by hand where the
 * browser refuses the clipboard. A lesson too long for a link says so and points to the file.
 */
import { useId, useState } from 'react';
import { type LessonLinkWrite, MAX_LESSON_LINK_LENGTH } from '../../lessons';
import { shareUrl } from '../../state/share-sync';
import { useT } from '../i18n/translator-context';
import { QrCode } from './QrCode';

/** What the last copy did: the link written (copied or not), or the lesson too long for one. */
type Copied =
  | { readonly kind: 'link'; readonly url: string; readonly copied: boolean }
  | { readonly kind: 'too-long'; readonly length: number };

/** The words of a lesson's link and of a course's. */
const WORDS = {
  lesson: {
    copy: 'lessons.builder.copyLink',
    link: 'lessons.builder.link',
    copied: 'lessons.builder.linkCopied',
    tooLong: 'lessons.builder.linkTooLong',
  },
  course: {
    copy: 'lessons.course.copyLink',
    link: 'lessons.course.link',
    copied: 'lessons.course.linkCopied',
    tooLong: 'lessons.course.linkTooLong',
  },
} as const;

/**
 * The button, and once pressed the link and whether it reached the clipboard; `write` makes the
 * link's fragment (a lesson's or a course's), null while there is nothing to link to.
 */
export function CopyLessonLink({
  write,
  kind = 'lesson',
  disabled = false,
}: {
  write: (() => LessonLinkWrite) | null;
  kind?: keyof typeof WORDS;
  disabled?: boolean;
}) {
  const { t } = useT();
  const words = WORDS[kind];
  const statusId = useId();
  const [copied, setCopied] = useState<Copied | null>(null);
  const [qr, setQr] = useState(false);
  const copy = () => {
    if (!write) return;
    const written = write();
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
        disabled={disabled || !write}
        aria-describedby={statusId}
      >
        {t(words.copy)}
      </button>
      <p id={statusId} aria-live="polite">
        {copied?.kind === 'too-long' && t(words.tooLong, { length: copied.length, max })}
        {copied?.kind === 'link' &&
          (copied.copied
            ? t(words.copied, { length: copied.url.length, max })
            : t('lessons.builder.linkNotCopied'))}
      </p>
      {copied?.kind === 'link' && (
        <>
          <label>
            {t(words.link)}
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
