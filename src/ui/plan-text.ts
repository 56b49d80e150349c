/**
 * Words and numbers for the plan panel: cost class names and tones, counter formatting, and the
 * filter cut into seek / residual / plain pieces for the explanation. Plain logic, no React.
 */
import type { Span } from '../engine';
import { formatCount } from '../i18n/format';

/** Entities read per entity returned: the price of each result; "—" when nothing is returned. */
export function formatRatio(scanned: number, returned: number): string {
  if (returned === 0) return scanned === 0 ? '—' : `${formatCount(scanned)} : 0`;
  const ratio = scanned / returned;
  return ratio < 10 ? ratio.toFixed(1) : formatCount(ratio);
}

/**
 * A rate such as queries per second: whole numbers from 10 up, one significant digit below, so a
 * partition that can serve 0.2 such queries a second does not read as "0".
 */
export function formatRate(perSecond: number): string {
  if (perSecond >= 10) return formatCount(perSecond);
  if (perSecond <= 0) return '0';
  return String(Number(perSecond.toPrecision(perSecond >= 1 ? 2 : 1)));
}

/** Bytes in B / KB / MB (1024-based, as the service's size limits are). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
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
