/** One region of the explorer: a section named by its heading, its content behind an error boundary. */
import { type ReactNode, useId } from 'react';
import { ErrorBoundary } from './ErrorBoundary';

/** A region; `kind` picks its place in the layout, `part` names it in an error message. */
export function Region(props: { kind: string; title: string; part: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <section className={`region region-${props.kind}`} aria-labelledby={headingId}>
      <h2 id={headingId}>{props.title}</h2>
      <ErrorBoundary name={props.part}>{props.children}</ErrorBoundary>
    </section>
  );
}
