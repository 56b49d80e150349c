/**
 * The key shapes of a design: for each copy set whose PartitionKey or RowKey template is literal
 * text around one property (zero-padded or case-folded at most), how that key is made, so the
 * planner can offer `PartitionKey eq 'Jones'` for `LastName eq 'Jones'`. Templates that hash,
 * format dates or combine properties make no shape: no comparison on one property gives their key.
 */
import type { KeyShape } from '../engine';
import { parseTemplate } from './template-parse';
import type { Design, RecordType } from './types';

/** The shape of one key template of a set, or null when it is not literal text around one property. */
function shapeOf(
  key: 'PartitionKey' | 'RowKey',
  template: string,
  type: RecordType,
): KeyShape | null {
  const parsed = parseTemplate(template);
  if (!parsed.ok) return null;
  const fields = parsed.parts.filter((p) => p.kind === 'field');
  if (fields.length !== 1) return null;
  const field = fields[0]!;
  const property = type.properties.find((p) => p.name === field.property);
  if (!property) return null;
  const numeric = property.type === 'Edm.Int32' || property.type === 'Edm.Int64';
  if (!numeric && property.type !== 'Edm.String') return null;
  let pad: number | null = null;
  let letterCase: 'lower' | 'upper' | null = null;
  for (const call of field.functions) {
    if (call.name === 'pad' && numeric && pad === null) pad = Number(call.arg);
    else if ((call.name === 'lower' || call.name === 'upper') && !numeric && letterCase === null)
      letterCase = call.name;
    else return null;
  }
  const at = parsed.parts.indexOf(field);
  const text = (parts: typeof parsed.parts) =>
    parts.map((p) => (p.kind === 'literal' ? p.text : '')).join('');
  return {
    key,
    property: property.name,
    valueType: property.type,
    prefix: text(parsed.parts.slice(0, at)),
    suffix: text(parsed.parts.slice(at + 1)),
    pad,
    letterCase,
    template,
  };
}

/** Every key shape of a design's copy sets, primary sets first (in design order). */
export function keyShapesOf(design: Design, recordTypes: readonly RecordType[]): KeyShape[] {
  const shapes: KeyShape[] = [];
  for (const set of design.entitySets) {
    if (set.kind !== 'copy') continue;
    const type = recordTypes.find((t) => t.name === set.recordType);
    if (!type) continue;
    for (const [key, template] of [
      ['PartitionKey', set.partitionKey],
      ['RowKey', set.rowKey],
    ] as const) {
      const shape = shapeOf(key, template, type);
      if (shape) shapes.push(shape);
    }
  }
  return shapes;
}
