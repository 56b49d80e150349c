/**
 * The pictures' colours, chosen to survive a projector and colour-blind eyes: status is also
 * carried by position (stacking) and texture (hatching), never by hue alone.
 */

/** Colours by meaning; also used by the legend in the UI. */
export const PALETTE = {
  untouched: '#d9dee5',
  noMatch: '#f0a04b',
  noMatchTint: '#fbe2c6',
  matched: '#7fb0e8',
  matchedTint: '#dbe8f8',
  returned: '#1f4f99',
  rejected: '#e07b22',
  skipped: '#c9cfd8',
  scannedRange: '#e4efff',
  rangeEdge: '#1f5fbf',
  cursor: '#c0262d',
  focus: '#111827',
  highlight: '#f5c400',
  ink: '#1b2430',
  muted: '#5b6675',
  background: '#ffffff',
} as const;

/** Font for SVG text: the app's, so exported pictures match the screen. */
export const FONT =
  'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif';
