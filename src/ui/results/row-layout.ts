/**
 * The rows of the results list: each response page is a page-break line followed by its
 * entities. Maps a list index to what sits there without materializing a million items.
 */

/** What the results list shows at one index. */
export type ListItem =
  | { readonly kind: 'break'; readonly page: number }
  | { readonly kind: 'row'; readonly page: number; readonly offset: number };

/** Index arithmetic over pages of known sizes. */
export interface RowLayout {
  /** Total list length: one break per page plus every returned entity. */
  readonly count: number;
  /** The item at `index` (0 ≤ index < count). */
  at(index: number): ListItem;
  /** The list index of page `page`'s break line. */
  breakIndex(page: number): number;
}

/** Builds the layout for pages returning `returned[i]` entities each. */
export function rowLayout(returned: ArrayLike<number>): RowLayout {
  // starts[i] is the list index of page i's break; starts[n] is the total count.
  const starts = new Float64Array(returned.length + 1);
  starts[0] = 0;
  for (let i = 0; i < returned.length; i++) {
    starts[i + 1] = (starts[i] as number) + 1 + (returned[i] as number);
  }
  const count = starts[returned.length] as number;
  return {
    count,
    breakIndex: (page) => starts[page] as number,
    at(index) {
      if (index < 0 || index >= count)
        throw new RangeError(`index ${index} is outside 0..${count - 1}`);
      // The last page whose break is at or before `index`.
      let lo = 0;
      let hi = returned.length - 1;
      while (lo < hi) {
        const mid = (lo + hi + 1) >> 1;
        if ((starts[mid] as number) <= index) lo = mid;
        else hi = mid - 1;
      }
      const offset = index - (starts[lo] as number) - 1;
      return offset < 0 ? { kind: 'break', page: lo } : { kind: 'row', page: lo, offset };
    },
  };
}
