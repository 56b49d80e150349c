/** The filter's "Code" button: opens and closes the code panel below the filter region. */
import { useId, useRef, useState } from 'react';
import { useT } from '../i18n/translator-context';
import { lazyView } from '../LazyView';

// The generators' templates are loaded on first use, not with the page (18 KB minified).
const CodePanel = lazyView('code', () => import('./CodePanel').then((m) => m.CodePanel));

/** The button, and the panel while it is open; closing gives focus back to the button. */
export function CodeButton() {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const button = useRef<HTMLButtonElement>(null);
  const region = useRef<HTMLElement | null>(null);
  const close = () => {
    setOpen(false);
    button.current?.focus();
  };
  return (
    <>
      <button
        type="button"
        ref={button}
        className="code-button"
        aria-expanded={open}
        aria-controls={open ? panelId : undefined}
        onClick={() => {
          region.current = button.current?.closest('.region') ?? button.current;
          setOpen(!open);
        }}
      >
        {t('ui.code.button')}
      </button>
      {open && <CodePanel id={panelId} anchor={region} onClose={close} />}
    </>
  );
}
