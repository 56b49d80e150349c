/**
 * The key design editor: the dataset's records, the design's entity sets with their key
 * templates, a live preview of the first records' keys, and what the applied design costs.
 * Each keystroke is checked by the worker at once (preview); a valid draft is applied to the
 * whole table when typing pauses; a draft with errors never replaces the last good table.
 */
import { useEffect, useMemo, useRef, useState } from 'react';
import { type Design, type DesignError, type PreviewRow, sameDesign } from '../../design';
import type { Coded } from '../../engine';
import { designSubject } from '../../state/design-subject';
import { useExplorer, useExplorerActions } from '../../state/view-context';
import { useT } from '../i18n/translator-context';
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
import { presetName, renameOnChange } from './preset-names';
import { sayDesign } from './say-design';
import { TemplateField } from './TemplateField';

/** How many records of each type the preview shows. */
const PREVIEW_RECORDS = 4;
const NO_ERRORS: readonly DesignError[] = [];

/** The preview's answer as the editor shows it. */
type Checked =
  | { readonly state: 'checking' }
  | { readonly state: 'ok'; readonly rows: readonly PreviewRow[] }
  | {
      readonly state: 'errors';
      readonly errors: readonly DesignError[];
      /** The worker's own reason, when no design error says why (an unknown dataset). */
      readonly message: Coded;
    };

/** The editor for the workspace's key design. */
export function DesignEditor() {
  const t = useT();
  const explorerActions = useExplorerActions();
  const info = useExplorer(designSubject);
  const chosen = useExplorer((s) => s.design);
  const setDesign = useExplorer((s) => s.setDesign);
  const recipe = useExplorer(
    (s) => `${s.dataset}/${s.size}/${s.seed}/${s.imported?.fingerprint ?? ''}`,
  );
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
        else
          setChecked({
            state: 'errors',
            errors: outcome.error.errors,
            message: outcome.error.message,
          });
        const changed = !sameDesign(design, applied.current);
        scheduler.checked(ticket, design, outcome.ok && changed);
      });
    return () => {
      live = false;
    };
  }, [draft, scheduler, recipe]);

  if (!info || !draft) return <p className="empty">{t.t('ui.design.loading')}</p>;

  const errors = checked.state === 'errors' ? checked.errors : NO_ERRORS;
  const preset = info.presets.find((p) => sameDesign(p.design, designOf(draft)));
  const change = (next: DesignDraft) => setDraft(renameOnChange(t, info.presets, draft, next));
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
          <span className="control-label">{t.t('ui.design.startFrom')}</span>
          <select
            aria-label={t.t('ui.design.presetLabel')}
            value={preset?.id ?? 'custom'}
            onChange={(e) => choosePreset(e.target.value)}
          >
            {!preset && <option value="custom">{t.t('ui.design.custom')}</option>}
            {info.presets.map((p) => (
              <option key={p.id} value={p.id}>
                {sameDesign(p.design, info.design)
                  ? t.t('ui.design.ownPreset', { name: presetName(t, p) })
                  : presetName(t, p)}
              </option>
            ))}
          </select>
        </label>
        <TemplateField
          label={t.t('ui.design.designName')}
          value={draft.name}
          onChange={(name) => change({ ...draft, name })}
          errors={errorsAt(errors, -1, 'name')}
        />
      </div>
      <details className="record-types">
        <summary>
          {t.t('ui.design.records', { names: info.recordTypes.map((r) => r.name).join(', ') })}
        </summary>
        <dl>
          {info.recordTypes.map((r) => (
            <div key={r.name} translate="no">
              <dt>{r.name}</dt>
              <dd>
                {r.properties.map((p) => (
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
          {sayDesign(t, e.message)}
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
        {t.t('ui.design.addSet')}
      </button>
      <DesignPreviewTable checked={checked} />
      <DesignSummary />
    </div>
  );
}

/** The first records' keys as the draft makes them, or what stops the draft from compiling. */
function DesignPreviewTable({ checked }: { checked: Checked }) {
  const t = useT();
  if (checked.state === 'errors') {
    const first = checked.errors[0];
    const reason = first ? sayDesign(t, first.message) : t.say(checked.message);
    return <p className="design-status error">{t.t('ui.design.notApplied', { reason })}</p>;
  }
  if (checked.state === 'checking') {
    return <p className="design-status">{t.t('ui.design.checking')}</p>;
  }
  return (
    <table className="design-preview" aria-label={t.t('ui.design.previewLabel')}>
      <caption>{t.t('ui.design.previewCaption')}</caption>
      <thead>
        <tr>
          <th scope="col">{t.t('ui.design.colSet')}</th>
          <th scope="col">{t.t('ui.design.colRecord')}</th>
          <th scope="col" translate="no">
            PartitionKey
          </th>
          <th scope="col" translate="no">
            RowKey
          </th>
        </tr>
      </thead>
      <tbody>
        {checked.rows.map((row) => (
          <tr key={`${row.set}:${row.recordType}:${row.record}`}>
            <td translate="no">{row.set}</td>
            <td translate="no">
              {row.recordType} #{row.record + 1}
            </td>
            <td>
              <code translate="no">{row.partitionKey ?? '—'}</code>
            </td>
            <td>
              <code translate="no">{row.rowKey ?? '—'}</code>
              {row.problem && <span className="row-problem"> {sayDesign(t, row.problem)}</span>}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
