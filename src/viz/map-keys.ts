/**
 * What the keyboard and a click do on the partition map: the map is a slider over partitions in
 * key order. Arrows step, Page keys jump a twentieth of the partitions, Home/End go to the ends,
 * Enter or Space pins the filter to the partition, Escape clears the focus, + and - zoom; a click
 * pins a single partition or zooms into a band. Pure, so it is tested without a browser.
 */

import type { Translator } from '../i18n/translate';
import type { MapMark } from './map-layout';
import { type Domain, zoomedIn, zoomedOut } from './map-zoom';
import type { PartitionCell, PartitionCells } from './partition-cells';

/** What the map should do in answer to a key or a click. */
export type MapAction =
  /** Put the keyboard cursor on partition `index` (scrolling it into view) and focus it. */
  | { readonly kind: 'move'; readonly index: number }
  /** Rewrite the filter to partition `index`. */
  | { readonly kind: 'pin'; readonly index: number }
  /** Drop the cursor and the focused partition. */
  | { readonly kind: 'clear' }
  /** Show this window of the entity axis. */
  | { readonly kind: 'zoom'; readonly domain: Domain }
  /** A map key with nothing to act on (no partitions, no cursor): still the map's key. */
  | { readonly kind: 'none' };

/** Where the keyboard cursor is and what the map shows. */
export interface MapKeyContext {
  /** The cursor's partition index, or -1 for none. */
  readonly at: number;
  /** How many partitions the map has. */
  readonly count: number;
  /** The visible window and the table's entity total. */
  readonly domain: Domain;
  readonly total: number;
}

/** The action for `key`, or null when the key is not the map's (the browser keeps it). */
export function mapKeyAction(key: string, ctx: MapKeyContext): MapAction | null {
  const { at, count } = ctx;
  const page = Math.max(1, Math.round(count / 20));
  const move = (to: number): MapAction =>
    count === 0 ? { kind: 'none' } : { kind: 'move', index: Math.min(count - 1, Math.max(0, to)) };
  switch (key) {
    case 'ArrowRight':
    case 'ArrowDown':
      return move(at + 1);
    case 'ArrowLeft':
    case 'ArrowUp':
      return move(at < 0 ? 0 : at - 1);
    case 'PageDown':
      return move(at + page);
    case 'PageUp':
      return move(at - page);
    case 'Home':
      return move(0);
    case 'End':
      return move(count - 1);
    case 'Enter':
    case ' ':
      return at >= 0 && at < count ? { kind: 'pin', index: at } : { kind: 'none' };
    case 'Escape':
      return { kind: 'clear' };
    case '+':
    case '=':
      return { kind: 'zoom', domain: zoomedIn(ctx.domain) };
    case '-':
      return { kind: 'zoom', domain: zoomedOut(ctx.domain, ctx.total) };
    default:
      return null;
  }
}

/** A click on `mark`: a single partition is pinned, a band of several is zoomed into. */
export function mapClickAction(mark: MapMark, cells: readonly PartitionCell[]): MapAction {
  const first = cells[mark.first];
  const last = cells[mark.last];
  if (!first || !last) return { kind: 'none' };
  if (mark.first === mark.last) return { kind: 'pin', index: mark.first };
  return { kind: 'zoom', domain: [first.start, last.start + last.count] };
}

/** The slider's spoken value: the partition under the cursor with its counts. */
export function partitionValueText(t: Translator, map: PartitionCells, index: number): string {
  const cell = map.cells[index];
  if (!cell) return t.t('viz.noPartitionSelected');
  const counts = t.t('viz.markCounts', {
    count: cell.count,
    scanned: map.scanned[index] ?? 0,
    returned: map.returned[index] ?? 0,
  });
  return `${cell.partitionKey}: ${counts}`;
}
