/**
 * What each picture shows, derived from the component's props: plain functions shared by the
 * on-screen pictures and the export, so the slide shows exactly what the screen does.
 */
import type { PartitionDetail, QueryAnalysis, Span } from '../../engine';
import type { Translator } from '../../i18n/translate';
import type { PartitionCells } from '../../viz/partition-cells';
import { spanOfBound } from '../../viz/seek-links';
import {
  keySpaceCursor,
  layoutKeySpaceStrip,
  layoutRowStrip,
  rowStripCursor,
  type StripLayout,
} from '../../viz/strip-layout';
import type { StripPicture } from '../../viz/strip-render';
import { stripSubject, stripSummary } from '../../viz/summary';

/** The strip's inputs from the component's props. */
export interface StripInputs {
  readonly cells: PartitionCells;
  readonly analysis: QueryAnalysis | null;
  readonly detail: PartitionDetail | null;
  readonly focusPartition: string | null;
  readonly filter: string;
  readonly step: number | null;
  readonly highlight: Span | null;
}

/** The strip to draw, its text equivalent, and the partition detail it stands on (if any). */
export interface StripModel {
  readonly picture: StripPicture;
  readonly summary: string;
  readonly detail: PartitionDetail | null;
}

/**
 * A multi-partition or table scan without a focused partition is shown over the whole key
 * space; anything else (one partition, or a focus) over the partition's RowKeys.
 */
export function stripMode(inputs: StripInputs): 'partition' | 'keyspace' | null {
  const cls = inputs.analysis?.plan.costClass;
  const wide = cls === 'multi-partition-scan' || cls === 'table-scan';
  if (inputs.detail && (inputs.focusPartition !== null || !wide)) return 'partition';
  if (inputs.analysis && inputs.cells.cells.length > 0) return 'keyspace';
  return null;
}

/** Builds the strip for `width` pixels, or null when there is nothing to draw yet. */
export function stripModel(inputs: StripInputs, width: number, t: Translator): StripModel | null {
  const mode = stripMode(inputs);
  if (!mode) return null;
  const plan = inputs.analysis?.plan ?? null;
  const ranges = plan?.ranges ?? [];
  const { cells, total } = inputs.cells;
  let layout: StripLayout;
  let axisStart: string;
  let axisEnd: string;
  let subject: string;
  const detail = mode === 'partition' ? inputs.detail : null;
  if (detail) {
    layout = layoutRowStrip(detail, ranges, width);
    axisStart = detail.rows[0]?.rowKey ?? '';
    axisEnd = detail.rows[detail.rows.length - 1]?.rowKey ?? '';
    subject = stripSubject(t, detail.partitionKey);
  } else {
    layout = layoutKeySpaceStrip(inputs.cells, ranges, width);
    axisStart = cells[0]?.partitionKey ?? '';
    axisEnd = cells[cells.length - 1]?.partitionKey ?? '';
    subject = stripSubject(t, null);
  }
  const spans = layout.ranges.map((r) => ({
    lower:
      r.lower && plan ? spanOfBound(inputs.filter, plan.seek, layout.key, 'lower', r.lower) : null,
    upper:
      r.upper && plan ? spanOfBound(inputs.filter, plan.seek, layout.key, 'upper', r.upper) : null,
  }));
  const page = inputs.step !== null ? inputs.analysis?.pages[inputs.step] : undefined;
  let cursor: StripPicture['cursor'] = null;
  if (page) {
    const next = page.continuation;
    const x = detail
      ? rowStripCursor(detail, layout, next)
      : keySpaceCursor(
          cells,
          total,
          width,
          next,
          layout.ranges[layout.ranges.length - 1]?.x1 ?? width,
        );
    cursor = { x, label: t.t('viz.stripCursor', { number: String(page.index + 1) }) };
  }
  const picture: StripPicture = {
    layout,
    spans,
    highlight: inputs.highlight,
    axisStart,
    axisEnd,
    cursor,
  };
  return {
    picture,
    summary: stripSummary(t, layout, subject, detail?.sampled ? detail.total : null),
    detail,
  };
}
