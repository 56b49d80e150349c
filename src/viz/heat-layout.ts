/**
 * Lays out the heat picture of one design: for its busiest partitions, the entities a second read
 * and written there as a pair of bars, the total as a mark, against the per-partition target; and
 * below them the account's reads and writes against the account's target. Rates run from a
 * fraction to billions a second, so the axis is logarithmic (powers of ten), and each bar is
 * read against the axis, not stacked: reads and writes are drawn side by side, and the mark
 * says where their sum lies. Pure: numbers in, rectangles out.
 */

/** One row of the picture: a partition, or the account. */
interface HeatRowInput {
  readonly label: string;
  readonly reads: number;
  readonly writes: number;
}

/** What a design's heat picture shows. */
export interface HeatPictureInput {
  /** Busiest first. */
  readonly partitions: readonly HeatRowInput[];
  readonly account: HeatRowInput;
  /** 2,000 entities a second per partition. */
  readonly partitionTarget: number;
  /** 20,000 a second per account. */
  readonly accountTarget: number;
}

/** A rectangle. */
interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

/** A laid-out row. */
export interface HeatRowLayout {
  readonly kind: 'partition' | 'account';
  readonly label: string;
  /** The label's baseline. */
  readonly labelY: number;
  readonly reads: Box;
  readonly writes: Box;
  /** Where the total falls, and the row's extent for its mark. */
  readonly totalX: number;
  readonly top: number;
  readonly bottom: number;
  /** The total passes the row's target. */
  readonly over: boolean;
}

/** A target line: its x, the rows it spans, its value. */
interface TargetLine {
  readonly x: number;
  readonly top: number;
  readonly bottom: number;
  readonly value: number;
}

/** The laid-out picture. */
export interface HeatLayout {
  readonly width: number;
  readonly height: number;
  /** Where the bars start and the axis ends. */
  readonly plotLeft: number;
  readonly plotRight: number;
  readonly rows: readonly HeatRowLayout[];
  readonly partitionTarget: TargetLine;
  readonly accountTarget: TargetLine;
  /** Axis ticks at powers of ten. */
  readonly ticks: readonly { readonly x: number; readonly value: number }[];
  /** The axis line's y; tick labels sit below it. */
  readonly axisY: number;
}

/** Width of the label column, units. */
export const HEAT_LABEL_WIDTH = 112;
/** Space above the rows for the target's label. */
const TOP = 16;
/** One row: two bars of 7 with a gap, and air. */
const ROW = 24;
const BAR = 7;
/** Between the partitions and the account. */
const GAP = 8;
/** Below the rows for the axis and its labels. */
const AXIS = 20;
/** Most tick labels on the axis (more powers of ten are thinned). */
const MAX_TICKS = 7;

/** The picture's height for `rows` partitions (and the account). */
export function heatHeight(rows: number): number {
  return TOP + Math.max(1, rows) * ROW + GAP + ROW + AXIS;
}

/**
 * Rows and axis for a picture `width` wide. The axis reaches the next power of ten past the
 * largest figure and past ten times the account's target, so both targets sit inside and a
 * design far within them shows how far.
 */
export function layoutHeat(input: HeatPictureInput, width: number): HeatLayout {
  const plotLeft = HEAT_LABEL_WIDTH;
  // Room on the right for the last tick's label ("10 млрд", "100K") centred on its tick.
  const plotRight = width - 28;
  const most = Math.max(
    input.accountTarget * 10,
    input.account.reads + input.account.writes,
    ...input.partitions.map((p) => p.reads + p.writes),
  );
  const topPower = Math.ceil(Math.log10(most));
  const span = Math.log10(1 + 10 ** topPower);
  const x = (v: number) =>
    plotLeft + (Math.log10(1 + Math.max(0, v)) / span) * (plotRight - plotLeft);
  const row = (
    kind: HeatRowLayout['kind'],
    r: HeatRowInput,
    top: number,
    target: number,
  ): HeatRowLayout => {
    const total = r.reads + r.writes;
    return {
      kind,
      label: r.label,
      labelY: top + ROW / 2 + 3,
      reads: { x: plotLeft, y: top + 4, width: x(r.reads) - plotLeft, height: BAR },
      writes: { x: plotLeft, y: top + 5 + BAR, width: x(r.writes) - plotLeft, height: BAR },
      totalX: x(total),
      top: top + 1,
      bottom: top + ROW - 3,
      over: total > target,
    };
  };
  const rows = input.partitions.map((p, i) =>
    row('partition', p, TOP + i * ROW, input.partitionTarget),
  );
  const partitionsBottom = TOP + Math.max(1, rows.length) * ROW;
  const accountTop = partitionsBottom + GAP;
  rows.push(row('account', input.account, accountTop, input.accountTarget));
  const axisY = accountTop + ROW;
  const step = Math.max(1, Math.ceil((topPower + 1) / MAX_TICKS));
  const ticks = [];
  for (let k = 0; k <= topPower; k += step) ticks.push({ x: x(10 ** k), value: 10 ** k });
  return {
    width,
    height: heatHeight(input.partitions.length),
    plotLeft,
    plotRight,
    rows,
    partitionTarget: {
      x: x(input.partitionTarget),
      top: TOP - 2,
      bottom: partitionsBottom,
      value: input.partitionTarget,
    },
    accountTarget: {
      x: x(input.accountTarget),
      top: accountTop,
      bottom: axisY,
      value: input.accountTarget,
    },
    ticks,
    axisY,
  };
}
