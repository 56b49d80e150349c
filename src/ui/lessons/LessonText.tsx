/** Lesson text with its code marked up: paragraphs, and inline text for titles. */
import { textPieces } from './lesson-text';

/**
 * Text with its code marked up, inline (a title, a list entry). Its words are the lesson's, told
 * from the lesson files (src/lessons/content) rather than the catalogue: `lesson-text` says so to checks.
 */
export function InlineText({ text }: { text: string }) {
  return (
    <>
      {textPieces(text).map((piece, i) => {
        // Pieces never reorder, so their position is a stable key.
        const key = `${i}`;
        return piece.code ? (
          <code key={key}>{piece.text}</code>
        ) : (
          <span key={key} className="lesson-text">
            {piece.text}
          </span>
        );
      })}
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
