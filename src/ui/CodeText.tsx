/**
 * A said message with its code marked up: the catalogue writes filter syntax between backticks
 * (`or`, `PartitionKey eq`), and the reader should see code, not the backticks.
 */
import { textPieces } from './lessons/lesson-text';

/** The text, with each backtick span as `<code>` (kept untranslated) and the rest as text. */
export function CodeText({ text }: { text: string }) {
  const pieces = textPieces(text);
  if (pieces.every((p) => !p.code)) return <>{text}</>;
  return (
    <>
      {pieces.map((piece, i) => {
        // Pieces never reorder, so their position is a stable key.
        const key = `${i}`;
        return piece.code ? (
          <code key={key} translate="no">
            {piece.text}
          </code>
        ) : (
          <span key={key}>{piece.text}</span>
        );
      })}
    </>
  );
}
