/**
 * Cost per month: the one line a decision needs (the cheapest correct design, and how many times
 * dearer the dearest is), each design's reads, writes and storage as a stacked bar with its text
 * equivalent, and the editable price sheet with its date, currency and a note to check the
 * region's price.
 */
import { useId } from 'react';
import {
  type CandidateDesign,
  type DesignCost,
  REDUNDANCIES,
  type Redundancy,
} from '../../patterns';
import { useComparison } from '../../state/comparison/context';
import { designName } from '../i18n/bundled-names';
import { useT } from '../i18n/translator-context';
import { money } from './money';
import { NumberField } from './NumberField';
import { useCost } from './use-cost';

/** The parts of a bar, in stacking order. */
const PARTS = ['reads', 'writes', 'storage'] as const;

/** Each part's name. */
const PART_KEYS = {
  reads: 'workloadUi.partReads',
  writes: 'workloadUi.partWrites',
  storage: 'workloadUi.partStorage',
} as const;

/** One design's stacked bar: widths in proportion to the dearest design's total. */
function CostBar(props: { cost: DesignCost; name: string; most: number; currency: string }) {
  const tr = useT();
  const { t } = tr;
  const { cost, most, currency } = props;
  const width = 320;
  let x = 0;
  const text = t('workloadUi.costBar', {
    design: props.name,
    total: money(cost.total, currency, tr),
    reads: money(cost.reads, currency, tr),
    writes: money(cost.writes, currency, tr),
    storage: money(cost.storage, currency, tr),
  });
  return (
    // The picture is named by its text; the same text is shown beside it for the eye only.
    <div className="cost-bar">
      <svg width={width} height={18} role="img" aria-label={text}>
        {PARTS.map((part) => {
          const w = most > 0 ? (cost[part] / most) * width : 0;
          const rect = (
            <rect key={part} className={`cost-${part}`} x={x} y={2} width={w} height={14} />
          );
          x += w;
          return rect;
        })}
      </svg>
      <span aria-hidden="true">{text}</span>
    </div>
  );
}

/** The price sheet, editable. */
function PriceSheetFields() {
  const { t } = useT();
  const prices = useComparison((s) => s.prices);
  const update = useComparison((s) => s.update);
  const redundancyId = useId();
  const currencyId = useId();
  const r = prices.redundancy;
  return (
    <fieldset className="assumption-fields">
      <legend>{t('workloadUi.prices')}</legend>
      <span>
        <label htmlFor={redundancyId}>{t('workloadUi.redundancy')}</label>{' '}
        <select
          id={redundancyId}
          value={r}
          onChange={(e) =>
            update({ prices: { ...prices, redundancy: e.target.value as Redundancy } })
          }
        >
          {REDUNDANCIES.map((x) => (
            <option key={x} value={x} translate="no">
              {x}
            </option>
          ))}
        </select>
      </span>
      <NumberField
        label={t('workloadUi.perTenThousand', { redundancy: r })}
        unit={prices.currency}
        unitIsCode
        value={prices.perTenThousand[r]}
        onChange={(n) =>
          update({ prices: { ...prices, perTenThousand: { ...prices.perTenThousand, [r]: n } } })
        }
      />
      <NumberField
        label={t('workloadUi.perGbMonth', { redundancy: r })}
        unit={prices.currency}
        unitIsCode
        value={prices.perGbMonth[r]}
        onChange={(n) =>
          update({ prices: { ...prices, perGbMonth: { ...prices.perGbMonth, [r]: n } } })
        }
      />
      <span>
        <label htmlFor={currencyId}>{t('workloadUi.currency')}</label>{' '}
        <input
          id={currencyId}
          className="currency-input"
          value={prices.currency}
          maxLength={3}
          onChange={(e) => {
            const code = e.target.value.toUpperCase();
            if (/^[A-Z]{3}$/.test(code)) update({ prices: { ...prices, currency: code } });
          }}
        />
      </span>
      <label>
        <input
          type="checkbox"
          checked={prices.batchBilling === 'operation'}
          onChange={(e) =>
            update({
              prices: { ...prices, batchBilling: e.target.checked ? 'operation' : 'request' },
            })
          }
        />{' '}
        {t('workloadUi.batchPerOperation')}
      </label>
      <p className="muted">{t('workloadUi.pricesNote', { date: prices.asOf })}</p>
    </fieldset>
  );
}

/** The closing line: the cheapest correct design and how the dearest compares. */
function verdictLine(
  costs: readonly DesignCost[],
  cheapest: string | null,
  designs: readonly CandidateDesign[],
  currency: string,
  tr: ReturnType<typeof useT>,
): string {
  const name = (id: string) => {
    const d = designs.find((x) => x.id === id);
    return d ? designName(tr, d.design.name).text : id;
  };
  const best = costs.find((c) => c.designId === cheapest);
  if (!best) return tr.t('workloadUi.noCorrectDesign');
  const dearest = costs
    .filter((c) => c.designId !== best.designId)
    .reduce<DesignCost | null>((m, c) => (m === null || c.total > m.total ? c : m), null);
  const line = tr.t('workloadUi.cheapest', {
    design: name(best.designId),
    total: money(best.total, currency, tr),
  });
  if (!dearest || best.total <= 0) return tr.t('workloadUi.sentence', { line });
  // "1 times that" says nothing: designs that cost the same (to the cent's rounding) say so.
  if (dearest.total / best.total < 1.005) return tr.t('workloadUi.othersSame', { line });
  return tr.t('workloadUi.cheapestAndDearest', {
    line,
    other: name(dearest.designId),
    times: new Intl.NumberFormat(tr.locale, { maximumSignificantDigits: 3 }).format(
      dearest.total / best.total,
    ),
  });
}

/** The cost panel. */
export function CostPanel() {
  const tr = useT();
  const { t } = tr;
  const headingId = useId();
  const cost = useCost();
  const designs = useComparison((s) => s.designs);
  const currency = useComparison((s) => s.prices.currency);
  const scale = useComparison((s) => s.scale);
  if (cost === null) return null;
  const most = Math.max(0, ...cost.designs.map((d) => d.total));
  return (
    <section className="workload-cost" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('workloadUi.costHeading')}</h3>
      <p className="cost-verdict" aria-live="polite">
        {verdictLine(cost.designs, cost.cheapest, designs, currency, tr)}
      </p>
      <p className="muted">
        {t(scale === null ? 'workloadUi.costAtLoaded' : 'workloadUi.costProjected')}
      </p>
      <div className="cost-legend" aria-hidden="true">
        {PARTS.map((p) => (
          <span key={p}>
            <span className={`swatch cost-${p}`} /> {t(PART_KEYS[p])}
          </span>
        ))}
      </div>
      {cost.designs.map((c) => {
        const d = designs.find((x) => x.id === c.designId);
        return d ? (
          <CostBar
            key={c.designId}
            cost={c}
            name={designName(tr, d.design.name).text}
            most={most}
            currency={currency}
          />
        ) : null;
      })}
      <PriceSheetFields />
    </section>
  );
}
