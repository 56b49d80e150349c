/** A modal showing one entity exactly as the service's JSON payload would carry it. */
import { useEffect, useRef } from 'react';
import type { WireEntity } from '../../engine';
import { useT } from '../i18n/translator-context';

/** The raw JSON dialog; Escape or the Close button dismisses it. */
export function JsonDialog({
  title,
  entity,
  onClose,
}: {
  title: string;
  entity: WireEntity;
  onClose: () => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const { t } = useT();
  useEffect(() => {
    const d = dialog.current;
    if (d && !d.open) d.showModal();
  }, []);
  return (
    <dialog
      ref={dialog}
      className="json-dialog"
      aria-label={t('ui.results.jsonOf', { title })}
      onClose={onClose}
    >
      <h3 translate="no">{title}</h3>
      <pre translate="no">{JSON.stringify(entity, null, 2)}</pre>
      <form method="dialog">
        <button type="submit">{t('ui.results.close')}</button>
      </form>
    </dialog>
  );
}
