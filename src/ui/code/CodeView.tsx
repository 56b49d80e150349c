/** The generated program, read-only and coloured by token, as the target picker's tab panel. */
import { useMemo } from 'react';
import type { CodeTarget } from '../../codegen';
import { tokenize } from './highlight';

/** The coloured program; `label` names it for assistive tech (the client and the file name). */
export function CodeView({
  id,
  code,
  target,
  label,
}: {
  id: string;
  code: string;
  target: CodeTarget;
  label: string;
}) {
  const tokens = useMemo(() => tokenize(code, target), [code, target]);
  return (
    // Focusable so keyboard users can scroll it; a tab panel names the tab that shows it.
    <pre
      id={id}
      role="tabpanel"
      aria-label={label}
      className="code-program"
      translate="no"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must take focus to be scrolled by keyboard.
      tabIndex={0}
    >
      <code>
        {tokens.map((t, i) =>
          t.kind === 'plain' ? (
            t.text
          ) : (
            // biome-ignore lint/suspicious/noArrayIndexKey: tokens have no identity beyond their place.
            <span key={i} className={`tok-${t.kind}`}>
              {t.text}
            </span>
          ),
        )}
      </code>
    </pre>
  );
}
