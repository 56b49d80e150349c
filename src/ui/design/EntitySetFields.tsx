/** The inputs of one entity set: what it stores, its key templates and its properties. */
import type { DesignError, EntitySetKind, RecordType } from '../../design';
import { errorsAt, type SetDraft } from './design-draft';
import { TemplateField } from './TemplateField';

const KINDS: readonly { value: EntitySetKind; label: string }[] = [
  { value: 'copy', label: 'one entity per record' },
  { value: 'index', label: 'index entities (one per key, listing records)' },
  { value: 'series', label: 'data series (one per key, a property per record)' },
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
  const of = (field: DesignError['field']) => errorsAt(errors, index, field);
  const setName = set.name || `set ${index + 1}`;
  return (
    <fieldset className="entity-set">
      <legend>
        Entity set {index + 1}: {setName}
      </legend>
      <div className="entity-set-row">
        <TemplateField
          label="Name"
          name={`Name of entity set ${index + 1}`}
          value={set.name}
          onChange={(name) => onChange({ name })}
          errors={of('name')}
        />
        <label className="template-field">
          <span className="control-label">Records</span>
          <select
            aria-label={`Record type of ${setName}`}
            value={set.recordType}
            onChange={(e) => onChange({ recordType: e.target.value })}
          >
            {recordTypes.map((t) => (
              <option key={t.name} value={t.name}>
                {t.name}
              </option>
            ))}
          </select>
        </label>
        <label className="template-field">
          <span className="control-label">Stored as</span>
          <select
            aria-label={`Kind of ${setName}`}
            value={set.kind}
            onChange={(e) => onChange({ kind: e.target.value as EntitySetKind })}
          >
            {KINDS.map((k) => (
              <option key={k.value} value={k.value}>
                {k.label}
              </option>
            ))}
          </select>
        </label>
        {onRemove && (
          <button type="button" className="remove-set" onClick={onRemove}>
            Remove {setName}
          </button>
        )}
      </div>
      <TemplateField
        wide
        label="PartitionKey template"
        name={`PartitionKey template of ${setName}`}
        value={set.partitionKey}
        onChange={(partitionKey) => onChange({ partitionKey })}
        errors={of('partitionKey')}
        placeholder="{Department}"
      />
      <TemplateField
        wide
        label="RowKey template"
        name={`RowKey template of ${setName}`}
        value={set.rowKey}
        onChange={(rowKey) => onChange({ rowKey })}
        errors={of('rowKey')}
        placeholder="{EmployeeId|pad:6}"
      />
      <TemplateField
        wide
        label="Properties"
        name={`Properties of ${setName}`}
        value={set.properties}
        onChange={(properties) => onChange({ properties })}
        errors={of('properties')}
        placeholder="all, or names separated by commas"
      />
      {set.computed.map((c, i) => (
        <TemplateField
          wide
          key={c.name}
          label={`Computed ${c.name}`}
          name={`Computed ${c.name} of ${setName}`}
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
            label="List property"
            name={`List property of ${setName}`}
            value={set.indexProperty}
            onChange={(indexProperty) => onChange({ indexProperty })}
            errors={of('index.property')}
          />
          <TemplateField
            wide
            label="Listed value"
            name={`Listed value of ${setName}`}
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
            label="Series property name"
            name={`Series property name of ${setName}`}
            value={set.seriesName}
            onChange={(seriesName) => onChange({ seriesName })}
            errors={of('series.name')}
            placeholder="Hour{Hour|pad:2}"
          />
          <TemplateField
            label="Series value"
            name={`Series value of ${setName}`}
            value={set.seriesValue}
            onChange={(seriesValue) => onChange({ seriesValue })}
            errors={of('series.value')}
          />
        </div>
      )}
    </fieldset>
  );
}
