/**
 * The live preview of a design while the user types: the first records of each type and the keys
 * every entity set gives them, with the problem of each row in words. It reads only the first
 * `count` records, so it stays well within a keystroke's budget whatever the dataset size.
 */
import { coded, keyError } from '../engine';
import type { CompiledDesign } from './design-compile';
import type { DesignMessage } from './errors';
import type { CompiledTemplate } from './template-compile';
import { type RecordsByType, recordsOf } from './types';
import { describeValue } from './value-check';

/** One record in one entity set: its keys, or why it has none. */
export interface PreviewRow {
  readonly set: string;
  readonly recordType: string;
  /** The record's position among the records of its type, from 0. */
  readonly record: number;
  readonly partitionKey: string | null;
  readonly rowKey: string | null;
  /** An index entry or a series property name, for those kinds. */
  readonly detail: string | null;
  /** What is wrong with this row, or null. */
  readonly problem: DesignMessage | null;
}

/** Why a template gave no text, in words. */
function missText(t: CompiledTemplate): DesignMessage {
  const m = t.miss;
  if (m === null) return coded('design.previewNoValue');
  return m.code === 'MISSING_VALUE'
    ? coded('design.previewMissing', { property: m.property })
    : coded('design.previewWrongType', {
        property: m.property,
        value: describeValue(m.value),
        type: m.type,
      });
}

/** The first `count` records of each type through every entity set of the design. */
export function previewDesign(
  design: CompiledDesign,
  records: RecordsByType,
  count = 20,
): PreviewRow[] {
  const rows: PreviewRow[] = [];
  const seen = new Map<string, { record: number; recordType: string; set: string }>();
  for (const type of design.recordTypes) {
    const sets = design.sets.filter((s) => s.type === type);
    let i = 0;
    if (count <= 0) continue;
    for (const r of recordsOf(records, type.name)) {
      for (const s of sets) {
        const pk = s.partitionKey.evaluate(r);
        const pkMiss = pk === null ? missText(s.partitionKey) : null;
        const rk = s.rowKey.evaluate(r);
        const rkMiss = rk === null ? missText(s.rowKey) : null;
        const detailTemplate = s.indexValue ?? s.seriesName;
        const detail = detailTemplate === null ? null : detailTemplate.evaluate(r);
        let problem: DesignMessage | null = pkMiss ?? rkMiss;
        if (problem === null && pk !== null && rk !== null) {
          const bad = keyError('PartitionKey', pk) ?? keyError('RowKey', rk);
          problem = bad === null ? null : bad.message;
          if (problem === null && s.set.kind === 'copy') {
            const key = `${pk}\u0000${rk}`;
            const first = seen.get(key);
            if (first !== undefined) problem = coded('design.previewSameKeys', first);
            else seen.set(key, { record: i, recordType: type.name, set: s.set.name });
          }
        }
        if (problem === null && detailTemplate !== null && detail === null)
          problem = missText(detailTemplate);
        rows.push({
          set: s.set.name,
          recordType: type.name,
          record: i,
          partitionKey: pk,
          rowKey: rk,
          detail,
          problem,
        });
      }
      // Stop before pulling another record: a generator may compute each one.
      if (++i >= count) break;
    }
  }
  return rows;
}
