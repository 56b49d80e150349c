/**
 * How often each access pattern runs (calls per second, average and peak) and how its result
 * grows with the data: the bound the data suggests, with why, or one the reader sets.
 */
import { type AccessPattern, boundOf, loadOf, type Matrix, type ResultBound } from '../../patterns';
import { useComparison } from '../../state/comparison/context';
import { withRead } from '../../state/comparison/workload-edits';
import { patternName } from '../i18n/bundled-names';
import { useT } from '../i18n/translator-context';
import { NumberField } from './NumberField';

/** The bound kinds a reader may choose; '' keeps the inferred one. */
type Choice = '' | ResultBound['kind'];

/** One pattern's row. */
function ReadRow(props: { pattern: AccessPattern; row: number; matrix: Matrix | null }) {
  const tr = useT();
  const { t } = tr;
  const workload = useComparison((s) => s.workload);
  const update = useComparison((s) => s.update);
  const { pattern, row, matrix } = props;
  const load = loadOf(workload, pattern.id);
  const name = patternName(tr, pattern).text;
  const set = (next: typeof load) => update({ workload: withRead(workload, next) });
  const bound = matrix ? boundOf(matrix, row, pattern, workload ?? undefined) : null;
  const choice: Choice = load.bound?.kind ?? '';
  const choose = (kind: Choice) => {
    const { bound: _old, ...rest } = load;
    if (kind === '') set(rest);
    else if (kind === 'one') set({ ...rest, bound: { kind } });
    else if (kind === 'at-most') set({ ...rest, bound: { kind, n: pattern.top ?? 100 } });
    else
      set({
        ...rest,
        bound: {
          kind,
          share: bound?.inferred.bound.kind === 'share' ? bound.inferred.bound.share : 0.01,
        },
      });
  };
  return (
    <tr>
      <th scope="row">{name}</th>
      <td>
        <NumberField
          hideLabel
          label={t('workloadUi.callsOf', { pattern: name })}
          value={load.perSecond}
          onChange={(perSecond) =>
            set({ ...load, perSecond, peakPerSecond: Math.max(perSecond, load.peakPerSecond) })
          }
        />
      </td>
      <td>
        <NumberField
          hideLabel
          label={t('workloadUi.peakOf', { pattern: name })}
          value={load.peakPerSecond}
          onChange={(peakPerSecond) => set({ ...load, peakPerSecond })}
        />
      </td>
      <td>
        <select
          aria-label={t('workloadUi.boundOf', { pattern: name })}
          value={choice}
          onChange={(e) => choose(e.target.value as Choice)}
        >
          <option value="">{t('workloadUi.boundInferred')}</option>
          <option value="one">{t('workloadUi.boundOne')}</option>
          <option value="at-most">{t('workloadUi.boundAtMost')}</option>
          <option value="share">{t('workloadUi.boundShare')}</option>
        </select>{' '}
        {load.bound?.kind === 'at-most' ? (
          <NumberField
            hideLabel
            label={t('workloadUi.boundCountOf', { pattern: name })}
            value={load.bound.n}
            positive
            onChange={(n) => set({ ...load, bound: { kind: 'at-most', n: Math.round(n) } })}
          />
        ) : null}
        {load.bound?.kind === 'share' ? (
          <NumberField
            hideLabel
            label={t('workloadUi.boundPercentOf', { pattern: name })}
            unit="%"
            value={Number((load.bound.share * 100).toPrecision(4))}
            onChange={(percent) =>
              set({ ...load, bound: { kind: 'share', share: Math.min(1, percent / 100) } })
            }
          />
        ) : null}
        {bound && choice === '' ? (
          <div className="muted">{tr.say(bound.inferred.reason)}</div>
        ) : null}
      </td>
    </tr>
  );
}

/** The patterns' rates and bounds. */
export function ReadRates(props: { matrix: Matrix | null }) {
  const { t } = useT();
  const patterns = useComparison((s) => s.patterns);
  const matrix = props.matrix;
  return (
    <table className="workload-table">
      <caption>{t('workloadUi.readsCaption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('compare.patternHeader')}</th>
          <th scope="col">{t('workloadUi.calls')}</th>
          <th scope="col">{t('workloadUi.peak')}</th>
          <th scope="col">{t('workloadUi.bound')}</th>
        </tr>
      </thead>
      <tbody>
        {patterns.map((p) => (
          <ReadRow
            key={p.id}
            pattern={p}
            row={matrix ? matrix.patternIds.indexOf(p.id) : -1}
            matrix={matrix?.patternIds.includes(p.id) ? matrix : null}
          />
        ))}
      </tbody>
    </table>
  );
}
