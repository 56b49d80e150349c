/**
 * The key design editor: the dataset's records, the design's entity sets with their key
 * templates, a live preview of the first records' keys, and what the applied design costs.
 * Each keystroke is checked by the worker at once (preview); a valid draft is applied to the
 * whole table when typing pauses; a draft with errors never replaces the last good table.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { type Design, type DesignError, type PreviewRow, sameDesign } from '../../design';
import { useExplorer, useExplorerActions } from '../../state/view-context';
import { DesignPlanLine } from './DesignPlanLine';
import { DesignSummary } from './DesignSummary';
import {
  type DesignDraft,
  designOf,
  draftOf,
  errorsAt,
  withNewSet,
  withoutSet,
  withSet,
  workspaceDesign,
} from './design-draft';
import { ApplyScheduler } from './design-edit-loop';
import { EntitySetFields } from './EntitySetFields';
import { TemplateField } from './TemplateField';

/** How many records of each type the preview shows. */
const PREVIEW_RECORDS = 4;
const NO_ERRORS: readonly DesignError[] = [];

/** The preview's answer as the editor shows it. */
type Checked =
  | { readonly state: 'checking' }
  | { readonly state: 'ok'; readonly rows: readonly PreviewRow[] }
  | { readonly state: 'errors'; readonly errors: readonly DesignError[]; readonly message: string };

/** The editor for the workspace's key design. */
export function DesignEditor() {
  const explorerActions = useExplorerActions();
  const info = useExplorer((s) => s.catalogue.find((d) => d.id === s.dataset));
  const chosen = useExplorer((s) => s.design);
  const setDesign = useExplorer((s) => s.setDesign);
  const recipe = useExplorer((s) => `${s.dataset}/${s.size}/${s.seed}`);
  const own = info?.design ?? null;
  const current: Design | null = chosen ?? own;

  const [draft, setDraft] = useState<DesignDraft | null>(() => (current ? draftOf(current) : null));
  const [checked, setChecked] = useState<Checked>({ state: 'checking' });
  const applied = useRef<Design | null>(current);
  const scheduler = useMemo(
    () =>
      new ApplyScheduler<Design>((design) => {
        applied.current = design;
        if (own) setDesign(workspaceDesign(design, own));
      }),
    [own, setDesign],
  );
  useEffect(() => () => scheduler.cancel(), [scheduler]);

  // A design set from outside (a link, Back, another dataset) replaces the draft, unless it is
  // the one this editor applied.
  useEffect(() => {
    if (!current || sameDesign(current, applied.current)) return;
    applied.current = current;
    scheduler.cancel();
    setDraft(draftOf(current));
  }, [current, scheduler]);

  // Check every draft in the worker: keys of the first records, or the compile errors.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the recipe changes the records previewed.
  useEffect(() => {
    if (!draft) return;
    const design = designOf(draft);
    const ticket = scheduler.edited();
    let live = true;
    setChecked((c) => (c.state === 'errors' ? c : { state: 'checking' }));
    void explorerActions()
      ?.previewDesign(design, PREVIEW_RECORDS)
      .then((outcome) => {
        if (!live || !outcome) return;
        if (outcome.ok) setChecked({ state: 'ok', rows: outcome.rows });
        else setChecked({ state: 'errors', errors: outcome.errors, message: outcome.message });
        const changed = !sameDesign(design, applied.current);
        scheduler.checked(ticket, design, outcome.ok && changed);
      });
    return () => {
      live = false;
    };
  }, [draft, scheduler, recipe]);

  if (!info || !draft) return <p className="empty">Loading the dataset's records…</p>;

  const errors = checked.state === 'errors' ? checked.errors : NO_ERRORS;
  const preset = info.presets.find((p) => sameDesign(p.design, designOf(draft)));
  const change = (next: DesignDraft) => setDraft(next);
  const choosePreset = (id: string) => {
    const picked = info.presets.find((p) => p.id === id);
    if (!picked) return;
    scheduler.cancel();
    applied.current = picked.design;
    setDraft(draftOf(picked.design));
    setDesign(workspaceDesign(picked.design, info.design));
  };

  return (
    <div className="design-editor">
      <DesignPlanLine />
      <div className="design-head">
        <label className="template-field">
          <span className="control-label">Start from</span>
          <select
            aria-label="Design preset"
            value={preset?.id ?? 'custom'}
            onChange={(e) => choosePreset(e.target.value)}
          >
            {!preset && <option value="custom">Custom design</option>}
            {info.presets.map((p) => (
              <option key={p.id} value={p.id}>
                {p.design.name}
                {sameDesign(p.design, info.design) ? ' (this dataset’s own)' : ''}
              </option>
            ))}
          </select>
        </label>
        <TemplateField
          label="Design name"
          value={draft.name}
          onChange={(name) => change({ ...draft, name })}
          errors={errorsAt(errors, -1, 'name')}
        />
      </div>
      <details className="record-types">
        <summary>Records: {info.recordTypes.map((t) => t.name).join(', ')}</summary>
        <dl>
          {info.recordTypes.map((t) => (
            <div key={t.name}>
              <dt>{t.name}</dt>
              <dd>
                {t.properties.map((p) => (
                  <span key={p.name} className="record-property">
                    {p.name} <small>{p.type.replace('Edm.', '')}</small>
                  </span>
                ))}
              </dd>
            </div>
          ))}
        </dl>
      </details>
      {errorsAt(errors, -1, 'entitySets').map((e) => (
        <p key={e.code} className="template-error" role="alert">
          {e.message}
        </p>
      ))}
      {draft.sets.map((set, i) => (
        <EntitySetFields
          // biome-ignore lint/suspicious/noArrayIndexKey: sets are edited in place by position.
          key={i}
          index={i}
          set={set}
          recordTypes={info.recordTypes}
          errors={errors}
          onChange={(c) => change(withSet(draft, i, c))}
          onRemove={draft.sets.length > 1 ? () => change(withoutSet(draft, i)) : null}
        />
      ))}
      <button
        type="button"
        className="add-set"
        onClick={() => change(withNewSet(draft, draft.sets[0]?.recordType ?? ''))}
      >
        Add a secondary-index copy
      </button>
      <DesignPreviewTable checked={checked} />
      <DesignSummary />
    </div>
  );
}

/** The first records' keys as the draft makes them, or what stops the draft from compiling. */
function DesignPreviewTable({ checked }: { checked: Checked }) {
  if (checked.state === 'errors') {
    return (
      <p className="design-status error">
        Not applied: {checked.message} The explorer still shows the last design that worked.
      </p>
    );
  }
  if (checked.state === 'checking') return <p className="design-status">Checking the design…</p>;
  return (
    <table className="design-preview" aria-label="Keys of the first records">
      <caption>Keys of the first records under this design</caption>
      <thead>
        <tr>
          <th scope="col">Entity set</th>
          <th scope="col">Record</th>
          <th scope="col">PartitionKey</th>
          <th scope="col">RowKey</th>
        </tr>
      </thead>
      <tbody>
        {checked.rows.map((row) => (
          <tr key={`${row.set}:${row.recordType}:${row.record}`}>
            <td>{row.set}</td>
            <td>
              {row.recordType} #{row.record + 1}
            </td>
            <td>
              <code>{row.partitionKey ?? '—'}</code>
            </td>
            <td>
              <code>{row.rowKey ?? '—'}</code>
              {row.problem && <span className="row-problem"> {row.problem}</span>}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
