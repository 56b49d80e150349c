/**
 * The reference interpreter: the evaluation rules of semantics.md §3 written as plainly as
 * possible, directly over the AST. Used only by tests, to check the compiled evaluator.
 */
import type { CompareOp, FilterNode } from '../ast';
import type { EdmValue } from '../edm';
import { compareValues } from '../edm-compare';
import type { StoredEntity } from '../entity';

/** The value a filter sees for a property name, system properties included; undefined if absent. */
function lookupProperty(entity: StoredEntity, name: string): EdmValue | undefined {
  if (name === 'PartitionKey') return { type: 'Edm.String', value: entity.PartitionKey };
  if (name === 'RowKey') return { type: 'Edm.String', value: entity.RowKey };
  if (name === 'Timestamp') return { type: 'Edm.DateTime', value: entity.Timestamp };
  return Object.hasOwn(entity.properties, name) ? entity.properties[name] : undefined;
}

function holds(op: CompareOp, order: number): boolean {
  switch (op) {
    case 'eq':
      return order === 0;
    case 'ne':
      return order !== 0;
    case 'gt':
      return order > 0;
    case 'ge':
      return order >= 0;
    case 'lt':
      return order < 0;
    case 'le':
      return order <= 0;
  }
}

const isNaNValue = (v: EdmValue): boolean => v.type === 'Edm.Double' && Number.isNaN(v.value);

/** Whether the service would return `entity` for the filter `ast` (null: the empty filter). */
export function referenceEvaluate(ast: FilterNode | null, entity: StoredEntity): boolean {
  if (ast === null) return true;
  switch (ast.kind) {
    case 'and':
      return referenceEvaluate(ast.left, entity) && referenceEvaluate(ast.right, entity);
    case 'or':
      return referenceEvaluate(ast.left, entity) || referenceEvaluate(ast.right, entity);
    case 'not':
      return !referenceEvaluate(ast.operand, entity);
    case 'bool':
      return ast.value;
    case 'property': {
      const stored = lookupProperty(entity, ast.name);
      return stored?.type === 'Edm.Boolean' && stored.value;
    }
    case 'compare': {
      const stored = lookupProperty(entity, ast.property);
      if (stored === undefined || stored.type !== ast.value.type) return false;
      if (isNaNValue(stored) || isNaNValue(ast.value)) return ast.op === 'ne';
      return holds(ast.op, compareValues(stored, ast.value) as number);
    }
  }
}
