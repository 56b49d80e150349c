/** A <dialog> shown modal when it mounts: Escape closes it and focus comes back after. */
import { type RefObject, useEffect, useRef } from 'react';

/** The ref to put on the dialog. */
export function useModal(): RefObject<HTMLDialogElement | null> {
  const dialog = useRef<HTMLDialogElement>(null);
  useEffect(() => {
    const d = dialog.current;
    if (d && !d.open) d.showModal();
  }, []);
  return dialog;
}
