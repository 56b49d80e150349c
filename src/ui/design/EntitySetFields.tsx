/** The inputs of one entity set: what it stores, its key templates and its properties. */
import type { DesignError, EntitySetKind, RecordType } from '../../design';
import type { BareKey } from '../../i18n/params';
import { useT } from '../i18n/translator-context';
import { errorsAt, type SetDraft } from './design-draft';
import { TemplateField } from './TemplateField';

const KINDS: readonly { value: EntitySetKind; label: BareKey }[] = [
  { value: 'copy', label: 'ui.design.kindCopy' },
  { value: 'index', label: 'ui.design.kindIndex' },
  { value: 'series', label: 'ui.design.kindSeries' },
];

/** One entity set's fieldset; `label` names it for screen readers ("Entity set 1: primary"). */
export function EntitySetFields({
  index,
  set,
  recordTypes,
  errors,
  onChange,
  onRemove,
}: {
  index: number;
  set: SetDraft;
  recordTypes: readonly RecordType[];
  errors: readonly DesignError[];
  onChange: (change: Partial<SetDraft>) => void;
  onRemove: (() => void) | null;
}) {
  const { t } = useT();
  const of = (field: DesignError['field']) => errorsAt(errors, index, field);
  const number = String(index + 1);
  const setName = set.name || t('ui.design.setFallback', { number });
  const named = { set: setName };
  return (
    <fieldset className="entity-set">
      <legend>{t('ui.design.legend', { number, name: setName })}</legend>
      <div className="entity-set-row">
        <TemplateField
          label={t('ui.design.name')}
          name={t('ui.design.nameOf', { number })}
          value={set.name}
          onChange={(name) => onChange({ name })}
          errors={of('name')}
        />
        <label className="template-field">
          <span className="control-label">{t('ui.design.recordsLabel')}</span>
          <select
            aria-label={t('ui.design.recordTypeOf', named)}
            value={set.recordType}
            onChange={(e) => onChange({ recordType: e.target.value })}
          >
            {recordTypes.map((t) => (
              <option key={t.name} value={t.name} translate="no">
                {t.name}
              </option>
            ))}
          </select>
        </label>
        <label className="template-field">
          <span className="control-label">{t('ui.design.storedAs')}</span>
          <select
            aria-label={t('ui.design.kindOf', named)}
            value={set.kind}
            onChange={(e) => onChange({ kind: e.target.value as EntitySetKind })}
          >
            {KINDS.map((k) => (
              <option key={k.value} value={k.value}>
                {t(k.label)}
              </option>
            ))}
          </select>
        </label>
        {onRemove && (
          <button type="button" className="remove-set" onClick={onRemove}>
            {t('ui.design.remove', named)}
          </button>
        )}
      </div>
      <TemplateField
        wide
        label={t('ui.design.pkTemplate')}
        name={t('ui.design.pkTemplateOf', named)}
        value={set.partitionKey}
        onChange={(partitionKey) => onChange({ partitionKey })}
        errors={of('partitionKey')}
        placeholder="{Department}"
      />
      <TemplateField
        wide
        label={t('ui.design.rkTemplate')}
        name={t('ui.design.rkTemplateOf', named)}
        value={set.rowKey}
        onChange={(rowKey) => onChange({ rowKey })}
        errors={of('rowKey')}
        placeholder="{EmployeeId|pad:6}"
      />
      <TemplateField
        wide
        label={t('ui.design.tableTemplate')}
        name={t('ui.design.tableTemplateOf', named)}
        value={set.table}
        onChange={(table) => onChange({ table })}
        errors={of('table')}
        placeholder={t('ui.design.tablePlaceholder')}
      />
      <TemplateField
        wide
        label={t('ui.design.properties')}
        name={t('ui.design.propertiesOf', named)}
        value={set.properties}
        onChange={(properties) => onChange({ properties })}
        errors={of('properties')}
        placeholder={t('ui.design.propertiesPlaceholder')}
      />
      {set.computed.map((c, i) => (
        <TemplateField
          wide
          key={c.name}
          label={t('ui.design.computed', { name: c.name })}
          name={t('ui.design.computedOf', { name: c.name, set: setName })}
          value={c.template}
          onChange={(template) =>
            onChange({
              computed: set.computed.map((d, j) => (j === i ? { ...d, template } : d)),
            })
          }
          errors={of(`computed.${c.name}`)}
        />
      ))}
      {set.kind === 'index' && (
        <div className="entity-set-row">
          <TemplateField
            label={t('ui.design.listProperty')}
            name={t('ui.design.listPropertyOf', named)}
            value={set.indexProperty}
            onChange={(indexProperty) => onChange({ indexProperty })}
            errors={of('index.property')}
          />
          <TemplateField
            wide
            label={t('ui.design.listedValue')}
            name={t('ui.design.listedValueOf', named)}
            value={set.indexValue}
            onChange={(indexValue) => onChange({ indexValue })}
            errors={of('index.value')}
            placeholder="{EmployeeId|pad:6}"
          />
        </div>
      )}
      {set.kind === 'series' && (
        <div className="entity-set-row">
          <TemplateField
            wide
            label={t('ui.design.seriesName')}
            name={t('ui.design.seriesNameOf', named)}
            value={set.seriesName}
            onChange={(seriesName) => onChange({ seriesName })}
            errors={of('series.name')}
            placeholder="Hour{Hour|pad:2}"
          />
          <TemplateField
            label={t('ui.design.seriesValue')}
            name={t('ui.design.seriesValueOf', named)}
            value={set.seriesValue}
            onChange={(seriesValue) => onChange({ seriesValue })}
            errors={of('series.value')}
          />
        </div>
      )}
    </fieldset>
  );
}
