/**
 * Adds or edits an access pattern in a dialog: name, record type, parameters with values, the
 * intent, the expected order, `$top`, and per design the query, each in the main filter's editor with its completion;
 * the check's errors of the saved pattern are shown at their fields.
 */
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import type { AccessPattern, PatternError, PatternParameter } from '../../patterns';
import { shown } from '../../state/answer';
import { useComparison, useComparisonView } from '../../state/comparison/context';
import { putPattern } from '../../state/comparison/edits';
import { useExplorer } from '../../state/view-context';
import { useDiscardGuard } from '../discard-guard';
import type { PropertyTypes } from '../editor/completion';
import { designName } from '../i18n/bundled-names';
import { useT } from '../i18n/translator-context';
import { AlsoReadsField } from './AlsoReadsField';
import { DesignAnswerField } from './DesignAnswerField';
import { OrderEditor } from './OrderEditor';
import { PatternFilterField } from './PatternFilterField';
import { draftErrors, errorsOf, patternErrors } from './pattern-errors';

/** Props: the pattern to start from (a new one or a copy of a row) and how to close. */
export interface PatternEditorProps {
  readonly pattern: AccessPattern;
  readonly onClose: () => void;
}

/** The dialog. */
export function PatternEditor({ pattern, onClose }: PatternEditorProps) {
  const tr = useT();
  const { t } = tr;
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const nameId = useId();
  const typeId = useId();
  const topId = useId();
  const [draft, setDraft] = useState(pattern);
  const designs = useComparison((s) => s.designs);
  const dataset = useComparison((s) => s.dataset);
  const update = useComparison((s) => s.update);
  const comparison = useComparisonView();
  const matrix = useComparison((s) => shown(s.matrix));
  // What Save found wrong in the draft; until Save is pressed, the saved pattern's check.
  const [refused, setRefused] = useState<readonly PatternError[] | null>(null);
  const checked = useMemo(() => patternErrors(matrix, pattern.id), [matrix, pattern.id]);
  const errors = refused ?? checked;
  // Any change to the draft is a new attempt: Save's findings were about the old one.
  // biome-ignore lint/correctness/useExhaustiveDependencies: reset when the draft changes only
  useEffect(() => setRefused(null), [draft]);
  const info = useExplorer((s) => s.catalogue.find((d) => d.id === dataset));
  useEffect(() => {
    const d = dialog.current;
    if (d && !d.open) d.showModal();
  }, []);

  const recordTypes = info?.recordTypes ?? [];
  const recordType = recordTypes.find((t) => t.name === draft.recordType) ?? recordTypes[0];
  const recordProps: PropertyTypes[] = (recordType?.properties ?? []).map((p) => ({
    name: p.name,
    types: [p.type],
  }));
  const entityProps: PropertyTypes[] = [
    { name: 'PartitionKey', types: ['Edm.String'] },
    { name: 'RowKey', types: ['Edm.String'] },
    ...recordProps,
  ];
  const setParameter = (i: number, change: Partial<PatternParameter>) =>
    setDraft((d) => ({
      ...d,
      parameters: d.parameters.map((p, j) => (j === i ? { ...p, ...change } : p)),
    }));
  // A pattern being added or changed is unsaved input: Escape and Cancel ask before dropping it.
  const dirty = useMemo(() => JSON.stringify(draft) !== JSON.stringify(pattern), [draft, pattern]);
  const guard = useDiscardGuard(dirty, () => dialog.current?.close());
  const save = () => {
    const found = draftErrors(draft, recordType);
    if (found.length > 0) {
      setRefused(found);
      return;
    }
    // The spec as it is when saving: the dialog may have been open across other edits.
    update({ patterns: putPattern(comparison.store.getState(), draft).patterns });
    onClose();
  };

  return (
    <dialog
      ref={dialog}
      className="pattern-editor"
      aria-labelledby={titleId}
      onClose={onClose}
      onCancel={guard.onCancel}
      onKeyDown={guard.onKeyDown}
    >
      <h3 id={titleId}>{t('compare.patternEditor')}</h3>
      <div className="pattern-row">
        <label htmlFor={nameId}>{t('compare.patternName')}</label>
        <input
          id={nameId}
          value={draft.name}
          onChange={(e) => setDraft({ ...draft, name: e.target.value })}
        />
        <label htmlFor={typeId}>{t('compare.recordType')}</label>
        <select
          id={typeId}
          value={recordType?.name ?? ''}
          onChange={(e) => setDraft({ ...draft, recordType: e.target.value })}
        >
          {recordTypes.map((t) => (
            <option key={t.name} value={t.name} translate="no">
              {t.name}
            </option>
          ))}
        </select>
        <label htmlFor={topId} translate="no">
          $top
        </label>
        <input
          id={topId}
          className="top-input"
          inputMode="numeric"
          value={draft.top ?? ''}
          placeholder={t('compare.topNone')}
          onChange={(e) => {
            const top = Number(e.target.value);
            const { top: _old, ...rest } = draft;
            setDraft(
              e.target.value.trim() === '' || !Number.isInteger(top) || top < 1
                ? rest
                : { ...rest, top },
            );
          }}
        />
      </div>
      <fieldset className="pattern-parameters">
        <legend>{t('compare.parameters')}</legend>
        {draft.parameters.map((p, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: a parameter's name is what is being edited.
          <div className="parameter-row" key={i}>
            <input
              aria-label={t('compare.parameterName', { n: i + 1 })}
              value={p.name}
              onChange={(e) => setParameter(i, { name: e.target.value })}
            />
            <input
              aria-label={t('compare.parameterValue', { n: i + 1 })}
              value={p.value}
              onChange={(e) => setParameter(i, { value: e.target.value })}
            />
            <button
              type="button"
              onClick={() =>
                setDraft({ ...draft, parameters: draft.parameters.filter((_, j) => j !== i) })
              }
            >
              {t('compare.removeParameter', { name: p.name })}
            </button>
            <span className="input-error">
              {errorsOf(errors, (f) => f.kind === 'parameter' && f.parameter === p.name)
                .map((e) => tr.say(e.message))
                .join(' ')}
            </span>
          </div>
        ))}
        <button
          type="button"
          onClick={() =>
            setDraft({ ...draft, parameters: [...draft.parameters, { name: '', value: "''" }] })
          }
        >
          {t('compare.addParameter')}
        </button>
      </fieldset>
      <PatternFilterField
        label={t('compare.intent')}
        placeholder={t('compare.intentPlaceholder', {
          example: `${recordProps[0]?.name ?? 'Name'} eq {${draft.parameters[0]?.name || 'value'}}`,
        })}
        value={draft.intent}
        onChange={(intent) => setDraft((d) => ({ ...d, intent }))}
        properties={recordProps}
        errors={errorsOf(errors, (f) => f.kind === 'intent')}
      />
      <OrderEditor
        order={draft.order}
        properties={recordProps.map((p) => p.name)}
        onChange={(order) =>
          setDraft((d) => {
            const { order: _old, ...rest } = d;
            return order === undefined ? rest : { ...rest, order };
          })
        }
      />
      {designs.map((d) => (
        <DesignAnswerField
          key={d.id}
          designId={d.id}
          designName={designName(tr, d.design.name).text}
          answer={draft.queries[d.id]}
          onChange={(answer) =>
            setDraft((p) => {
              const { [d.id]: _old, ...queries } = p.queries;
              return {
                ...p,
                queries: answer === undefined ? queries : { ...queries, [d.id]: answer },
              };
            })
          }
          properties={entityProps}
          errors={errorsOf(errors, (f) => f.kind === 'query' && f.designId === d.id)}
        />
      ))}
      <AlsoReadsField
        designs={designs}
        value={draft.alsoReads ?? []}
        onChange={(alsoReads) =>
          setDraft((p) => {
            const { alsoReads: _old, ...rest } = p;
            return alsoReads.length === 0 ? rest : { ...rest, alsoReads };
          })
        }
      />
      {guard.prompt}
      {refused && refused.length > 0 ? (
        <p className="input-error" role="alert">
          {t('compare.notSaved')}
        </p>
      ) : null}
      <div className="dialog-buttons">
        <button type="button" onClick={save}>
          {t('compare.save')}
        </button>
        <button type="button" onClick={guard.requestClose}>
          {t('compare.cancel')}
        </button>
      </div>
    </dialog>
  );
}
