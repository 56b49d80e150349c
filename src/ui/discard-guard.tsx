/**
 * A dialog that holds unsaved input asks before throwing it away. Escape (the dialog's cancel)
 * and the dialog's own Cancel button both go through `requestClose`: with nothing typed the
 * dialog closes at once, otherwise a prompt inside it asks to discard or to keep editing.
 */
import { type KeyboardEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { useT } from './i18n/translator-context';

/** What a guarded dialog wires up: its keydown and cancel handlers, a close request, the prompt. */
export interface DiscardGuard {
  /** On the `<dialog>`'s `onKeyDown`: Escape with unsaved input asks instead of closing. */
  readonly onKeyDown: (e: KeyboardEvent<HTMLDialogElement>) => void;
  /** On the `<dialog>`'s `onCancel`: a close request the keydown did not catch asks too. */
  readonly onCancel: (e: { preventDefault(): void }) => void;
  /** For the dialog's Cancel or close button. */
  readonly requestClose: () => void;
  /** The prompt to render inside the dialog (null while nothing is asked). */
  readonly prompt: ReactNode;
}

/** Guards a dialog whose input is unsaved while `dirty`; `close` discards and closes it. */
export function useDiscardGuard(dirty: boolean, close: () => void): DiscardGuard {
  const [asking, setAsking] = useState(false);
  const ask = () => setAsking(true);
  const requestClose = () => (dirty ? ask() : close());
  const onKeyDown = (e: KeyboardEvent<HTMLDialogElement>) => {
    // An editor inside may have used the Escape already (to close its completion list).
    if (e.key !== 'Escape' || e.defaultPrevented || !dirty) return;
    // Preventing the keydown stops the browser's close request, however often Escape is pressed.
    e.preventDefault();
    ask();
  };
  const onCancel = (e: { preventDefault(): void }) => {
    if (!dirty) return;
    e.preventDefault();
    ask();
  };
  const prompt = asking ? (
    <DiscardPrompt
      onDiscard={() => {
        setAsking(false);
        close();
      }}
      onKeep={() => setAsking(false)}
    />
  ) : null;
  return { onKeyDown, onCancel, requestClose, prompt };
}

/** The question, with the safe answer focused. */
function DiscardPrompt({ onDiscard, onKeep }: { onDiscard: () => void; onKeep: () => void }) {
  const { t } = useT();
  const keep = useRef<HTMLButtonElement>(null);
  useEffect(() => keep.current?.focus(), []);
  return (
    <div className="discard-prompt" role="alert">
      <p>{t('ui.discard.ask')}</p>
      <button type="button" onClick={onDiscard}>
        {t('ui.discard.discard')}
      </button>
      <button type="button" ref={keep} onClick={onKeep}>
        {t('ui.discard.keep')}
      </button>
    </div>
  );
}
