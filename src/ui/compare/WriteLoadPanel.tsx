/**
 * Write load: a rate and an arrival order, and per design the busiest partition's writes per
 * second over time against the service's target, with what the numbers rest on.
 */
import { useId, useState } from 'react';
import { shown } from '../../state/answer';
import { useComparison } from '../../state/comparison/context';
import { useExplorer } from '../../state/view-context';
import { designName } from '../i18n/bundled-names';
import { useT } from '../i18n/translator-context';
import { WriteLoadPicture } from './WriteLoadPicture';

/** The write-load panel. */
export function WriteLoadPanel() {
  const tr = useT();
  const { t, say } = tr;
  const settings = useComparison((s) => s.writeLoad);
  const update = useComparison((s) => s.update);
  const answer = useComparison((s) => s.writes);
  const designs = useComparison((s) => s.designs);
  const dataset = useComparison((s) => s.dataset);
  const info = useExplorer((s) => s.catalogue.find((d) => d.id === dataset));
  const writes = shown(answer);
  const rateId = useId();
  const arrivalId = useId();
  const [rateText, setRateText] = useState(String(settings.recordsPerSecond));
  const dateProperties = [
    ...new Set(
      (info?.recordTypes ?? []).flatMap((t) =>
        t.properties.filter((p) => p.type === 'Edm.DateTime').map((p) => p.name),
      ),
    ),
  ];
  const arrival = settings.arrival.kind === 'uniform' ? '' : settings.arrival.property;
  return (
    <div className="write-load">
      <div className="write-settings">
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
      </div>
      <p className="muted">{t('compare.writeTarget')}</p>
      {answer.phase === 'failed' ? (
        <p className="input-error" role="alert">
          {t('compare.writeFailed', { message: say(answer.message) })}
        </p>
      ) : null}
      {writes ? (
        <>
          <div className="write-pictures">
            {designs.map((d) => {
              const load = writes.designs.find((w) => w.designId === d.id);
              return load ? (
                <WriteLoadPicture
                  key={d.id}
                  name={designName(tr, d.design.name).text}
                  load={load}
                  target={writes.partitionTarget}
                />
              ) : null;
            })}
          </div>
          <ul className="assumptions">
            {writes.assumptions.map((a) => (
              <li key={a.code}>{say(a)}</li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}
