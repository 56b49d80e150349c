/**
 * A link as a QR code, with its text equivalent: the picture is named for what it opens, and the
 * link itself is beside it in a read-only field, to copy or read out. A link too long for a
 * QR code says so instead.
 */
import { useMemo } from 'react';
import { useT } from '../i18n/translator-context';
import { qrPicture } from './qr';

/**
 * The code of `url`, named `label` (what opening it does); the link's field is left out where
 * one stands beside the code already (`withLink` false).
 */
export function QrCode({
  url,
  label,
  withLink = true,
}: {
  url: string;
  label: string;
  withLink?: boolean;
}) {
  const { t } = useT();
  const picture = useMemo(() => qrPicture(url), [url]);
  if (!picture) return <p role="alert">{t('lessons.qr.tooLong', { length: url.length })}</p>;
  return (
    <figure className="lesson-qr">
      <svg
        role="img"
        aria-label={label}
        viewBox={`0 0 ${picture.size} ${picture.size}`}
        shapeRendering="crispEdges"
      >
        <rect width={picture.size} height={picture.size} fill="#fff" />
        <path d={picture.path} fill="#000" />
      </svg>
      {withLink && (
        <figcaption>
          <label>
            {t('lessons.qr.link')}
            <input readOnly value={url} onFocus={(e) => e.currentTarget.select()} />
          </label>
        </figcaption>
      )}
    </figure>
  );
}
