/**
 * The write load's settings, beside the heat picture they feed: new records a second and the
 * order they arrive in (evenly, or by a DateTime property that then is the arrival clock), with
 * what the arrival numbers rest on and a message when they cannot be computed.
 */
import { useId, useState } from 'react';
import type { WriteLoad } from '../../patterns';
import { type Answer, shown } from '../../state/answer';
import { useComparison } from '../../state/comparison/context';
import { useExplorer } from '../../state/view-context';
import { useT } from '../i18n/translator-context';

/**
 * The settings; `answer` is the write load they produced, `counted` whether it joins the heat
 * (not when the workload's own insert patterns stand for the new records).
 */
export function ArrivalSettings({
  answer,
  counted,
}: {
  answer: Answer<WriteLoad>;
  counted: boolean;
}) {
  const { t, say } = useT();
  const settings = useComparison((s) => s.writeLoad);
  const update = useComparison((s) => s.update);
  const dataset = useComparison((s) => s.dataset);
  const info = useExplorer((s) => s.catalogue.find((d) => d.id === dataset));
  const rateId = useId();
  const arrivalId = useId();
  const [rateText, setRateText] = useState(String(settings.recordsPerSecond));
  const dateProperties = [
    ...new Set(
      (info?.recordTypes ?? []).flatMap((type) =>
        type.properties.filter((p) => p.type === 'Edm.DateTime').map((p) => p.name),
      ),
    ),
  ];
  const load = shown(answer);
  const arrival = settings.arrival.kind === 'uniform' ? '' : settings.arrival.property;
  return (
    <fieldset className="write-settings">
      <legend>{t('compare.writeHeading')}</legend>
      <label htmlFor={rateId}>{t('compare.rate')}</label>{' '}
      <input
        id={rateId}
        inputMode="numeric"
        className="rate-input"
        value={rateText}
        onChange={(e) => {
          setRateText(e.target.value);
          const rate = Number(e.target.value.replace(/[,_\s]/g, ''));
          if (Number.isFinite(rate) && rate > 0)
            update({ writeLoad: { ...settings, recordsPerSecond: rate } });
        }}
      />{' '}
      <label htmlFor={arrivalId}>{t('compare.arrival')}</label>{' '}
      <select
        id={arrivalId}
        value={arrival}
        onChange={(e) =>
          update({
            writeLoad: {
              ...settings,
              arrival: e.target.value
                ? { kind: 'by-property', property: e.target.value }
                : { kind: 'uniform' },
            },
          })
        }
      >
        <option value="">{t('compare.uniform')}</option>
        {dateProperties.map((p) => (
          <option key={p} value={p}>
            {t('compare.byProperty', { property: p })}
          </option>
        ))}
      </select>
      {counted ? null : <p className="muted heat-aside">{t('workloadUi.arrivalsAside')}</p>}
      {answer.phase === 'failed' ? (
        <p className="input-error" role="alert">
          {t('compare.writeFailed', { message: say(answer.message) })}
        </p>
      ) : null}
      {load ? (
        <ul className="assumptions">
          {load.assumptions.map((a) => (
            <li key={a.code}>{say(a)}</li>
          ))}
        </ul>
      ) : null}
    </fieldset>
  );
}
