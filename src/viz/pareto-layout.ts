/**
 * The advisor's Pareto picture, laid out: every passing candidate design as a point, monthly cost
 * up the side against entities written per new record along the bottom, the points no other
 * beats on both (the Pareto front) marked, and the short list's points numbered. Pure: the
 * component draws it as SVG.
 */

/** A candidate to place. */
export interface ParetoInput {
  readonly id: string;
  readonly monthly: number;
  readonly writesPerRecord: number;
  /** The short list's number (1, 2, …), or null for a design not on it. */
  readonly number: number | null;
}

/** A placed point. */
interface ParetoPoint extends ParetoInput {
  readonly x: number;
  readonly y: number;
  /** The short list's numbers at this point, when it is the first there ("1, 2"); else null. */
  readonly label: string | null;
  /** No other candidate costs no more and writes no more, with one of them less. */
  readonly front: boolean;
}

/** A tick of an axis: its value and where it sits. */
interface ParetoTick {
  readonly value: number;
  readonly at: number;
}

/** The whole picture. */
export interface ParetoLayout {
  readonly width: number;
  readonly height: number;
  /** The plot's box inside the margins. */
  readonly plot: {
    readonly left: number;
    readonly top: number;
    readonly right: number;
    readonly bottom: number;
  };
  readonly points: readonly ParetoPoint[];
  readonly xTicks: readonly ParetoTick[];
  readonly yTicks: readonly ParetoTick[];
  /** Whether the cost axis is logarithmic (costs that span more than a factor of 20). */
  readonly logarithmic: boolean;
}

/** Whether `a` beats `b`: no worse on both, better on one. */
const dominates = (a: ParetoInput, b: ParetoInput): boolean =>
  a.monthly <= b.monthly &&
  a.writesPerRecord <= b.writesPerRecord &&
  (a.monthly < b.monthly || a.writesPerRecord < b.writesPerRecord);

/** Four evenly spaced ticks from `min` to `max` (one when they are equal). */
function ticks(min: number, max: number): number[] {
  if (max <= min) return [min];
  return [0, 1, 2, 3].map((k) => min + ((max - min) * k) / 3);
}

/** Lays the candidates out in a `width` × `height` picture. */
export function paretoLayout(
  inputs: readonly ParetoInput[],
  width: number,
  height: number,
): ParetoLayout {
  const plot = { left: 64, top: 20, right: width - 16, bottom: height - 36 };
  const xs = inputs.map((p) => p.writesPerRecord);
  const ys = inputs.map((p) => p.monthly);
  const x0 = Math.min(0, ...xs);
  const x1 = Math.max(1, ...xs);
  const positive = ys.filter((y) => y > 0);
  const low = Math.min(...positive);
  const high = Math.max(...ys, 0) || 1;
  // Costs that span orders of magnitude (a table scan's) would flatten the rest on a linear axis.
  const logarithmic = positive.length > 0 && high / low > 20;
  const y0 = logarithmic ? 10 ** Math.floor(Math.log10(low)) : 0;
  const y1 = logarithmic ? 10 ** Math.ceil(Math.log10(high)) : high;
  const f = (v: number) => (logarithmic ? Math.log10(Math.max(v, y0)) : v);
  const sx = (v: number) => plot.left + ((v - x0) / (x1 - x0)) * (plot.right - plot.left);
  const sy = (v: number) =>
    plot.bottom - ((f(v) - f(y0)) / (f(y1) - f(y0))) * (plot.bottom - plot.top);
  const first = new Map<string, string[]>();
  const placed = inputs.map((p) => {
    const x = sx(p.writesPerRecord);
    const y = sy(p.monthly);
    const at = `${Math.round(x)},${Math.round(y)}`;
    if (p.number !== null) first.set(at, [...(first.get(at) ?? []), String(p.number)]);
    return { p, x, y, at };
  });
  const labelled = new Set<string>();
  const points = placed.map(({ p, x, y, at }) => {
    const numbers = first.get(at);
    const label = p.number !== null && numbers && !labelled.has(at) ? numbers.join(', ') : null;
    if (label !== null) labelled.add(at);
    return { ...p, x, y, label, front: !inputs.some((q) => q !== p && dominates(q, p)) };
  });
  const yTicks = logarithmic
    ? Array.from({ length: Math.round(Math.log10(y1 / y0)) + 1 }, (_, k) => y0 * 10 ** k)
    : ticks(y0, y1);
  return {
    width,
    height,
    plot,
    points,
    xTicks: ticks(x0, x1).map((value) => ({ value, at: sx(value) })),
    yTicks: yTicks.map((value) => ({ value, at: sy(value) })),
    logarithmic,
  };
}
