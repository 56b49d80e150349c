/**
 * The heat picture in words, one line a row: the text equivalent read to screen readers and shown
 * under each design's picture, so every figure the bars draw is also written.
 */

import type { Translator } from '../../i18n/translate';
import type { DesignHeat, Heat, HeatSource } from '../../patterns';

/** Names a heat source in the reader's words (a pattern, a write, or the arriving records). */
export type SourceNamer = (source: HeatSource | undefined) => string;

/** A rate a second as the lines write it: whole entities, grouped the locale's way. */
function rate(tr: Translator, n: number): string {
  return tr.count(Math.round(n));
}

/** One line per busiest partition, then the account's. */
export function heatLines(tr: Translator, heat: Heat, h: DesignHeat, name: SourceNamer): string[] {
  const target = tr.count(heat.partitionTarget);
  const lines = h.partitions.map((p) =>
    tr.t('workloadUi.heatPartitionLine', {
      partition: p.partitionKey,
      sets: p.sets.length > 0 ? ` (${p.sets.join(', ')})` : '',
      total: rate(tr, p.total),
      target,
      reads: rate(tr, p.reads),
      writes: rate(tr, p.writes),
      // Past the target there is no headroom to speak of: the line says by how much it is over.
      room:
        p.headroom < 0
          ? tr.t('workloadUi.heatOverBy', { value: rate(tr, -p.headroom) })
          : tr.t('workloadUi.heatHeadroom', { value: rate(tr, p.headroom) }),
      source: name(p.sources[0]),
    }),
  );
  if (lines.length === 0) lines.push(tr.t('workloadUi.heatNone'));
  lines.push(
    tr.t('workloadUi.heatAccountLine', {
      total: rate(tr, h.account.total),
      target: tr.count(heat.accountTarget),
      reads: rate(tr, h.account.reads),
      writes: rate(tr, h.account.writes),
    }),
  );
  return lines;
}
