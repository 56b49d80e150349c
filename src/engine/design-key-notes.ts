/**
 * Notes that read the key design: where the filter compares a property that the design makes a
 * key from, say so and offer the key comparison instead, when it makes the query cheaper (a table
 * scan becomes a partition scan, a partition scan becomes a point query).
 */
import type { CompareNode, FilterNode } from './ast';
import { andAll, replaceNode } from './ast-edit';
import { plainSpan } from './ast-walk';
import { coded } from './coded';
import { conjunctsOf } from './key-constraints';
import { keyFromShape, keyIsOneToOne } from './key-shape';
import type { KeyPlan, PlanContext } from './plan-types';
import { printFilter } from './printer';
import type { PlanNote } from './query-types';
import { keyError } from './validate';

/** The key comparison a design allows for `node`, with the shape that allowed it. */
function rewriteOf(
  node: CompareNode,
  key: 'PartitionKey' | 'RowKey',
  context: PlanContext,
): { key: CompareNode; replacement: FilterNode; template: string } | null {
  if (node.op !== 'eq') return null;
  for (const shape of context.keyShapes ?? []) {
    if (shape.key !== key || shape.property !== node.property) continue;
    const text = keyFromShape(shape, node.value);
    if (text === null || keyError(key, text) !== null) continue;
    const keyNode: CompareNode = {
      ...node,
      property: key,
      value: { type: 'Edm.String', value: text },
    };
    // Where several values share a key, the key narrows the scan and the comparison stays.
    const replacement = keyIsOneToOne(shape) ? keyNode : (andAll([keyNode, node]) as FilterNode);
    return { key: keyNode, replacement, template: shape.template };
  }
  return null;
}

/** Notes for comparisons the design could answer through a key. */
export function designKeyNotes(
  ast: FilterNode,
  keyPlan: KeyPlan,
  context: PlanContext,
): PlanNote[] {
  if (!context.keyShapes || context.keyShapes.length === 0) return [];
  // Only a comparison that would bound the scan more than today's plan is worth a note.
  const key =
    keyPlan.costClass === 'table-scan' || keyPlan.costClass === 'multi-partition-scan'
      ? 'PartitionKey'
      : keyPlan.costClass === 'partition-scan'
        ? 'RowKey'
        : null;
  if (key === null) return [];
  const notes: PlanNote[] = [];
  for (const conjunct of conjunctsOf(ast)) {
    if (conjunct.kind !== 'compare' || conjunct.property === key) continue;
    const rewrite = rewriteOf(conjunct, key, context);
    if (rewrite === null) continue;
    const keyText = printFilter(rewrite.key);
    const facts = { property: conjunct.property, key, template: rewrite.template, filter: keyText };
    notes.push({
      code: 'design-key',
      severity: 'info',
      message:
        key === 'PartitionKey'
          ? coded('engine.noteDesignPartitionKey', facts)
          : coded('engine.noteDesignRowKey', facts),
      span: plainSpan(conjunct.span),
      suggestion: {
        label: coded('engine.useFilter', { filter: keyText }),
        filter: printFilter(replaceNode(ast, conjunct, rewrite.replacement)),
      },
    });
  }
  return notes;
}
