/**
 * The pattern dialog's expected order: none, the service's key order, or record properties each
 * ascending or descending; the check fails a design whose answer comes in another order.
 */
import { useId } from 'react';
import type { ExpectedOrder } from '../../patterns';
import { useT } from '../i18n/translator-context';
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
  const { t } = useT();
  const kindId = useId();
  const kind = orderKind(order);
  const first = properties[0] ?? '';
  return (
    <fieldset className="pattern-order">
      <legend>{t('compare.order')}</legend>
      <div className="parameter-row">
        <label htmlFor={kindId}>{t('compare.orderKind')}</label>
        <select
          id={kindId}
          value={kind}
          onChange={(e) => onChange(orderOfKind(order, e.target.value as OrderKind, first))}
        >
          <option value="none">{t('compare.orderNone')}</option>
          <option value="key">{t('compare.orderKey')}</option>
          <option value="properties">{t('compare.orderProperties')}</option>
        </select>
      </div>
      {orderKeys(order).map((k, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: a key's property is what is being edited.
        <div className="parameter-row" key={i}>
          <select
            aria-label={t('compare.orderProperty', { n: i + 1 })}
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
            aria-label={t('compare.orderDirection', { n: i + 1 })}
            value={k.descending ? 'descending' : 'ascending'}
            onChange={(e) =>
              onChange(changeOrderKey(order, i, { descending: e.target.value === 'descending' }))
            }
          >
            <option value="ascending">{t('compare.ascending')}</option>
            <option value="descending">{t('compare.descending')}</option>
          </select>
          <button type="button" onClick={() => onChange(removeOrderKey(order, i))}>
            {t('compare.removeOrderKey', { name: k.property })}
          </button>
        </div>
      ))}
      {kind === 'properties' ? (
        <button type="button" onClick={() => onChange(addOrderKey(order, first))}>
          {t('compare.addOrderKey')}
        </button>
      ) : null}
    </fieldset>
  );
}
