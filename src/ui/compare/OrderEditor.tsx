/**
 * The pattern dialog's expected order: none, the service's key order, or record properties each
 * ascending or descending; the check fails a design whose answer comes in another order.
 */
import { useId } from 'react';
import type { ExpectedOrder } from '../../patterns';
import { MESSAGES } from './messages';
import {
  addOrderKey,
  changeOrderKey,
  type OrderKind,
  orderKeys,
  orderKind,
  orderOfKind,
  removeOrderKey,
} from './order-edit';

/** Props: the order, the record properties it may sort by, and where an edit goes. */
export interface OrderEditorProps {
  readonly order: ExpectedOrder | undefined;
  readonly properties: readonly string[];
  readonly onChange: (order: ExpectedOrder | undefined) => void;
}

/** The fieldset. */
export function OrderEditor({ order, properties, onChange }: OrderEditorProps) {
  const kindId = useId();
  const kind = orderKind(order);
  const first = properties[0] ?? '';
  return (
    <fieldset className="pattern-order">
      <legend>{MESSAGES.order}</legend>
      <div className="parameter-row">
        <label htmlFor={kindId}>{MESSAGES.orderKind}</label>
        <select
          id={kindId}
          value={kind}
          onChange={(e) => onChange(orderOfKind(order, e.target.value as OrderKind, first))}
        >
          <option value="none">{MESSAGES.orderNone}</option>
          <option value="key">{MESSAGES.orderKey}</option>
          <option value="properties">{MESSAGES.orderProperties}</option>
        </select>
      </div>
      {orderKeys(order).map((k, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a key's property is what is being edited.
        <div className="parameter-row" key={i}>
          <select
            aria-label={MESSAGES.orderProperty(i + 1)}
            value={k.property}
            onChange={(e) => onChange(changeOrderKey(order, i, { property: e.target.value }))}
          >
            {properties.includes(k.property) ? null : (
              <option value={k.property}>{k.property}</option>
            )}
            {properties.map((p) => (
              <option key={p} value={p}>
                {p}
              </option>
            ))}
          </select>
          <select
            aria-label={MESSAGES.orderDirection(i + 1)}
            value={k.descending ? 'descending' : 'ascending'}
            onChange={(e) =>
              onChange(changeOrderKey(order, i, { descending: e.target.value === 'descending' }))
            }
          >
            <option value="ascending">{MESSAGES.ascending}</option>
            <option value="descending">{MESSAGES.descending}</option>
          </select>
          <button type="button" onClick={() => onChange(removeOrderKey(order, i))}>
            {MESSAGES.removeOrderKey(k.property)}
          </button>
        </div>
      ))}
      {kind === 'properties' ? (
        <button type="button" onClick={() => onChange(addOrderKey(order, first))}>
          {MESSAGES.addOrderKey}
        </button>
      ) : null}
    </fieldset>
  );
}
