/**
 * The write streams of the workload: per write pattern its record type, what it does (insert,
 * update with the properties that change, delete) and its rate; and per design what one record
 * of it costs: entity operations, reads, requests, and whether one entity group transaction
 * carries them (and why not).
 */
import type { RecordType } from '../../design';
import {
  type CandidateDesign,
  type Matrix,
  type WriteKind,
  type WritePattern,
  writeCost,
} from '../../patterns';
import { useComparison } from '../../state/comparison/context';
import { newWrite, withoutWrite, withWrite } from '../../state/comparison/workload-edits';
import { designName, writeName } from '../i18n/bundled-names';
import { useT } from '../i18n/translator-context';
import { NumberField } from './NumberField';

const KINDS: readonly WriteKind[] = ['insert', 'update', 'delete'];
const KIND_KEYS = {
  insert: 'workloadUi.insert',
  update: 'workloadUi.update',
  delete: 'workloadUi.delete',
} as const;

/** One write pattern's fields. */
function WriteRow(props: { write: WritePattern; types: readonly RecordType[] }) {
  const tr = useT();
  const { t } = tr;
  const workload = useComparison((s) => s.workload);
  const update = useComparison((s) => s.update);
  const { write, types } = props;
  const set = (next: WritePattern) => update({ workload: withWrite(workload, next) });
  const type = types.find((x) => x.name === write.recordType);
  const changes = new Set(write.changes ?? []);
  return (
    <fieldset className="write-pattern">
      <legend>{writeName(tr, write).text}</legend>
      <label>
        {t('workloadUi.writeName')}{' '}
        {/* A bundled write shows its name in the reader's language; what they type is theirs. */}
        <input
          value={writeName(tr, write).text}
          onChange={(e) => set({ ...write, name: e.target.value })}
        />
      </label>{' '}
      <label>
        {t('workloadUi.recordType')}{' '}
        <select
          value={write.recordType}
          onChange={(e) => set({ ...write, recordType: e.target.value, changes: [] })}
        >
          {types.map((x) => (
            <option key={x.name} value={x.name} translate="no">
              {x.name}
            </option>
          ))}
        </select>
      </label>{' '}
      <label>
        {t('workloadUi.writeKind')}{' '}
        <select
          value={write.kind}
          onChange={(e) => set({ ...write, kind: e.target.value as WriteKind })}
        >
          {KINDS.map((k) => (
            <option key={k} value={k}>
              {t(KIND_KEYS[k])}
            </option>
          ))}
        </select>
      </label>{' '}
      <NumberField
        label={t('workloadUi.writesPerSecond')}
        value={write.perSecond}
        onChange={(perSecond) => set({ ...write, perSecond })}
      />{' '}
      <button
        type="button"
        onClick={() => update({ workload: withoutWrite(workload, write.id) })}
        aria-label={t('workloadUi.removeWrite', { name: writeName(tr, write).text })}
      >
        ✕
      </button>
      {write.kind === 'update' && type ? (
        <fieldset className="write-changes">
          <legend>{t('workloadUi.changes')}</legend>
          {type.properties.map((p) => (
            <label key={p.name}>
              <input
                type="checkbox"
                checked={changes.has(p.name)}
                onChange={(e) => {
                  const next = new Set(changes);
                  if (e.target.checked) next.add(p.name);
                  else next.delete(p.name);
                  set({
                    ...write,
                    changes: type.properties.map((q) => q.name).filter((n) => next.has(n)),
                  });
                }}
              />{' '}
              <span translate="no">{p.name}</span>
            </label>
          ))}
        </fieldset>
      ) : null}
    </fieldset>
  );
}

/** The cost of every write pattern on every design, as a table. */
function WriteCosts(props: {
  writes: readonly WritePattern[];
  designs: readonly CandidateDesign[];
  matrix: Matrix;
  types: readonly RecordType[];
}) {
  const tr = useT();
  const { t, say } = tr;
  return (
    <table className="workload-table">
      <caption>{t('workloadUi.writeCostCaption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t('workloadUi.write')}</th>
          {props.designs.map((d) => (
            <th scope="col" key={d.id}>
              {designName(tr, d.design.name).text}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {props.writes.map((w) => {
          const names =
            props.types.find((x) => x.name === w.recordType)?.properties.map((p) => p.name) ?? [];
          return (
            <tr key={w.id}>
              <th scope="row">{writeName(tr, w).text}</th>
              {props.designs.map((d) => {
                const footer = props.matrix.footers.find((f) => f.designId === d.id);
                if (!footer) return <td key={d.id}>—</td>;
                const c = writeCost(d.id, d.design, footer.metrics, w, names);
                return (
                  <td key={d.id}>
                    {t('workloadUi.writeCostLine', {
                      operations: c.operations,
                      reads: c.reads,
                      requests: c.requests,
                    })}{' '}
                    {t(
                      c.oneTransaction
                        ? 'workloadUi.oneTransaction'
                        : 'workloadUi.notOneTransaction',
                    )}
                    {c.why.map((line) => (
                      <div key={line.code} className="muted">
                        {say(line)}
                      </div>
                    ))}
                  </td>
                );
              })}
            </tr>
          );
        })}
      </tbody>
    </table>
  );
}

/** The write patterns, their editor and their cost per design. */
export function WritePatterns(props: { matrix: Matrix | null; types: readonly RecordType[] }) {
  const { t } = useT();
  const workload = useComparison((s) => s.workload);
  const designs = useComparison((s) => s.designs);
  const update = useComparison((s) => s.update);
  const writes = workload?.writes ?? [];
  const first = props.types[0]?.name;
  return (
    <div className="write-patterns">
      {writes.map((w) => (
        <WriteRow key={w.id} write={w} types={props.types} />
      ))}
      {first ? (
        <button
          type="button"
          onClick={() =>
            update({
              workload: withWrite(workload, newWrite(workload, first, t('workloadUi.newWrite'))),
            })
          }
        >
          {t('workloadUi.addWrite')}
        </button>
      ) : null}
      {props.matrix && writes.length > 0 ? (
        <WriteCosts writes={writes} designs={designs} matrix={props.matrix} types={props.types} />
      ) : null}
    </div>
  );
}
