/**
 * Words and numbers for the plan panel: cost class names and tones, counter formatting, and the
 * filter cut into seek / residual / plain pieces for the explanation. Plain logic, no React.
 */
import type { Span } from '../engine';
import { createTranslator, type Translator } from '../i18n/translate';

/** The translator parts that write numbers and units; English when a caller gives none. */
type NumberWords = Pick<Translator, 't' | 'count' | 'decimal'>;

const ENGLISH: NumberWords = createTranslator('en');

/** Entities read per entity returned: the price of each result; "—" when nothing is returned. */
export function formatRatio(scanned: number, returned: number, words = ENGLISH): string {
  if (returned === 0) return scanned === 0 ? '—' : `${words.count(scanned)} : 0`;
  const ratio = scanned / returned;
  return ratio < 10 ? words.decimal(ratio, 1) : words.count(ratio);
}

/**
 * A rate such as queries per second: whole numbers from 10 up, one significant digit below, so a
 * partition that can serve 0.2 such queries a second does not read as "0".
 */
export function formatRate(perSecond: number, words = ENGLISH): string {
  if (perSecond >= 10) return words.count(perSecond);
  if (perSecond <= 0) return '0';
  const rounded = Number(perSecond.toPrecision(perSecond >= 1 ? 2 : 1));
  return words.decimal(rounded, decimalsOf(rounded));
}

/** How many decimals a rounded number shows (0.01 → 2, 1.3 → 1, 4 → 0). */
function decimalsOf(n: number): number {
  const text = String(n);
  const dot = text.indexOf('.');
  return dot < 0 ? 0 : text.length - dot - 1;
}

/** Bytes in B / KB / MB (1024-based, as the service's size limits are). */
export function formatBytes(bytes: number, words = ENGLISH): string {
  if (bytes < 1024) return words.t('ui.units.bytes', { n: words.count(bytes) });
  if (bytes < 1024 * 1024)
    return words.t('ui.units.kilobytes', { n: words.decimal(bytes / 1024, 1) });
  return words.t('ui.units.megabytes', { n: words.decimal(bytes / (1024 * 1024), 1) });
}

/** A piece of the filter text and the role the planner gave it. */
export interface FilterPiece {
  readonly text: string;
  readonly role: 'seek' | 'residual' | 'plain';
}

/** Cuts `filter` into pieces, marking the seek and residual spans (which do not overlap). */
export function filterPieces(
  filter: string,
  seek: readonly Span[],
  residual: readonly Span[],
): FilterPiece[] {
  const marked = [
    ...seek.map((s) => ({ ...s, role: 'seek' as const })),
    ...residual.map((s) => ({ ...s, role: 'residual' as const })),
  ]
    .filter((s) => s.from < s.to && s.from >= 0 && s.to <= filter.length)
    .sort((a, b) => a.from - b.from);
  const pieces: FilterPiece[] = [];
  let at = 0;
  for (const span of marked) {
    if (span.from < at) continue;
    if (span.from > at) pieces.push({ text: filter.slice(at, span.from), role: 'plain' });
    pieces.push({ text: filter.slice(span.from, span.to), role: span.role });
    at = span.to;
  }
  if (at < filter.length) pieces.push({ text: filter.slice(at), role: 'plain' });
  return pieces;
}
