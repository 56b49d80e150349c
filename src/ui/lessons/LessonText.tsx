/** Lesson text with its code marked up: paragraphs, and inline text for titles. */
import { textPieces } from './lesson-text';

/** Text with its code marked up, inline (a title, a list entry). */
export function InlineText({ text }: { text: string }) {
  return (
    <>
      {textPieces(text).map((piece, i) =>
        // Pieces never reorder, so their position is a stable key.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        piece.code ? <code key={i}>{piece.text}</code> : <span key={i}>{piece.text}</span>,
      )}
    </>
  );
}

/** One paragraph; `className` styles it (step text, prompt). */
export function LessonText({ text, className }: { text: string; className?: string }) {
  return (
    <p className={className}>
      <InlineText text={text} />
    </p>
  );
}
