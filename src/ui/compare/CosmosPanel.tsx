/**
 * The same designs and workload on Azure Cosmos DB for Table, labelled an estimate: request units
 * a second on average and at the peak, the throughput to provision, a month's cost at the
 * editable prices, and what differs there and matters to each design.
 */
import { useId } from 'react';
import { useComparison } from '../../state/comparison/context';
import { designName } from '../i18n/bundled-names';
import { useT } from '../i18n/translator-context';
import { money } from './money';
import { NumberField } from './NumberField';
import { useCosmos } from './use-cost';

/** The panel. */
export function CosmosPanel() {
  const tr = useT();
  const { t, say } = tr;
  const headingId = useId();
  const estimates = useCosmos();
  const designs = useComparison((s) => s.designs);
  const prices = useComparison((s) => s.prices);
  const update = useComparison((s) => s.update);
  if (estimates === null) return null;
  const m = (n: number) => money(n, prices.currency, tr);
  return (
    <section className="workload-cosmos" aria-labelledby={headingId}>
      <h3 id={headingId}>{t('workloadUi.cosmosHeading')}</h3>
      <p className="muted">{t('workloadUi.cosmosAbout')}</p>
      <table className="workload-table">
        <caption>{t('workloadUi.cosmosCaption')}</caption>
        <thead>
          <tr>
            <th scope="col">{t('workloadUi.design')}</th>
            <th scope="col">{t('workloadUi.cosmosRu')}</th>
            <th scope="col">{t('workloadUi.cosmosProvisioned')}</th>
            <th scope="col">{t('workloadUi.cosmosMonth')}</th>
            <th scope="col">{t('workloadUi.cosmosNotes')}</th>
          </tr>
        </thead>
        <tbody>
          {estimates.map((e) => {
            const d = designs.find((x) => x.id === e.designId);
            return (
              <tr key={e.designId}>
                <th scope="row">{d ? designName(tr, d.design.name).text : e.designId}</th>
                <td>
                  {t('workloadUi.cosmosRuLine', {
                    average: tr.count(Math.ceil(e.averageRuPerSecond)),
                    peak: tr.count(Math.ceil(e.peakRuPerSecond)),
                  })}
                </td>
                <td>{tr.count(e.provisioned)}</td>
                <td>
                  {t('workloadUi.cosmosMonthLine', {
                    total: m(e.total),
                    throughput: m(e.throughput),
                    storage: m(e.storage),
                  })}
                </td>
                <td>
                  {e.notes.length === 0
                    ? '—'
                    : e.notes.map((n) => <div key={n.code}>{say(n)}</div>)}
                </td>
              </tr>
            );
          })}
        </tbody>
      </table>
      <fieldset className="assumption-fields">
        <legend>{t('workloadUi.cosmosPrices')}</legend>
        <NumberField
          label={t('workloadUi.cosmosPer100Ru')}
          unit={prices.currency}
          unitIsCode
          value={prices.cosmosPer100RuMonth ?? 0}
          onChange={(n) => update({ prices: { ...prices, cosmosPer100RuMonth: n } })}
        />
        <NumberField
          label={t('workloadUi.cosmosPerGb')}
          unit={prices.currency}
          unitIsCode
          value={prices.cosmosPerGbMonth ?? 0}
          onChange={(n) => update({ prices: { ...prices, cosmosPerGbMonth: n } })}
        />
        <p className="muted">{t('workloadUi.cosmosPricesNote', { date: prices.asOf })}</p>
      </fieldset>
    </section>
  );
}
