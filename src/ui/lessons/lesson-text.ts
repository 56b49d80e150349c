/**
 * A lesson paragraph in pieces: plain text, and code marked with backticks (`PartitionKey`, or
 * ``a`b`` when the code holds a backtick itself, as a key's successor can).
 */

/** A piece of a paragraph. */
export interface TextPiece {
  readonly code: boolean;
  readonly text: string;
}

/** Splits a paragraph into text and code pieces; an unmatched backtick stays text. */
export function textPieces(paragraph: string): TextPiece[] {
  const pieces: TextPiece[] = [];
  const pattern = /``\s?(.+?)\s?``|`([^`]+)`/g;
  let at = 0;
  for (const match of paragraph.matchAll(pattern)) {
    if (match.index > at) pieces.push({ code: false, text: paragraph.slice(at, match.index) });
    pieces.push({ code: true, text: match[1] ?? match[2]! });
    at = match.index + match[0].length;
  }
  if (at < paragraph.length) pieces.push({ code: false, text: paragraph.slice(at) });
  return pieces;
}
