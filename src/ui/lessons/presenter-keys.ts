/**
 * The presenter's keyboard: which key does what while a lesson is projected. Keys typed into a
 * field are the field's, never a command, so the filter can still be edited live; keys a
 * control already handled are that control's.
 */

/** A presenter command. */
export type PresenterCommand =
  | 'next'
  | 'previous'
  | 'hint'
  | 'solution'
  | 'goal'
  | 'play'
  | 'contrast'
  | 'qr';

const KEYS: Readonly<Record<string, PresenterCommand>> = {
  ArrowRight: 'next',
  PageDown: 'next',
  ArrowLeft: 'previous',
  PageUp: 'previous',
  h: 'hint',
  s: 'solution',
  g: 'goal',
  p: 'play',
  c: 'contrast',
  q: 'qr',
};

/** Inputs one clicks rather than types into: the arrow keys mean nothing to them. */
const CLICKED_INPUTS = new Set(['checkbox', 'button', 'submit', 'reset']);

/** What a key press commands, or null (modified keys, typing in a field, other keys). */
export function presenterCommand(event: {
  key: string;
  altKey: boolean;
  ctrlKey: boolean;
  metaKey: boolean;
  defaultPrevented?: boolean;
  target: EventTarget | null;
}): PresenterCommand | null {
  // A control that used the key (the strip walks its keys with the arrows) keeps it.
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return null;
  const target = event.target as {
    tagName?: string;
    type?: string;
    isContentEditable?: boolean;
  } | null;
  const tag = target?.tagName?.toLowerCase();
  const typing =
    (tag === 'input' && !CLICKED_INPUTS.has(target?.type ?? 'text')) ||
    tag === 'textarea' ||
    tag === 'select' ||
    target?.isContentEditable === true;
  if (typing) return null;
  return KEYS[event.key.length === 1 ? event.key.toLowerCase() : event.key] ?? null;
}
