/**
 * Edits of a pattern's expected order, as pure functions for the pattern dialog: none (any
 * order), the service's key order, or a list of record properties each ascending or descending.
 */
import type { ExpectedOrder, OrderKey } from '../../patterns';

/** The three kinds of expected order the dialog offers. */
export type OrderKind = 'none' | 'key' | 'properties';

/** The kind of an expected order (an empty property list is no order at all). */
export function orderKind(order: ExpectedOrder | undefined): OrderKind {
  if (order === undefined || (order !== 'key' && order.length === 0)) return 'none';
  return order === 'key' ? 'key' : 'properties';
}

/** The order of kind `kind`: a list keeps its keys, a new one starts with `firstProperty`. */
export function orderOfKind(
  order: ExpectedOrder | undefined,
  kind: OrderKind,
  firstProperty: string,
): ExpectedOrder | undefined {
  if (kind === 'none') return undefined;
  if (kind === 'key') return 'key';
  return orderKind(order) === 'properties' ? order : [{ property: firstProperty }];
}

/** The list's keys, or none when the order is not a list. */
export function orderKeys(order: ExpectedOrder | undefined): readonly OrderKey[] {
  return order === undefined || order === 'key' ? [] : order;
}

/** The order with key `index` changed (property or direction); ascending is stored as absent. */
export function changeOrderKey(
  order: ExpectedOrder | undefined,
  index: number,
  change: { readonly property?: string; readonly descending?: boolean },
): ExpectedOrder | undefined {
  const keys = orderKeys(order).map((k, i) => {
    if (i !== index) return k;
    const property = change.property ?? k.property;
    const descending = change.descending ?? k.descending === true;
    return descending ? { property, descending: true } : { property };
  });
  return keys.length === 0 ? order : keys;
}

/** The order with one more key, on `property`, ascending. */
export function addOrderKey(order: ExpectedOrder | undefined, property: string): ExpectedOrder {
  return [...orderKeys(order), { property }];
}

/** The order without key `index`; removing the last key leaves no order. */
export function removeOrderKey(
  order: ExpectedOrder | undefined,
  index: number,
): ExpectedOrder | undefined {
  const keys = orderKeys(order).filter((_, i) => i !== index);
  return keys.length === 0 ? undefined : keys;
}
