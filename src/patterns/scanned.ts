/**
 * Which custom properties a design's queries test beyond one partition: the columns worth
 * building while the design's tables load (TableBuilder's `columns`), so that the comparison's
 * first matrix reads columns, not a million entities through the heap (measured: most of a
 * million-record first matrix went to such scans). A query with a top-level `PartitionKey eq`
 * reads one partition, whose column is cheap to build when first scanned, so it adds nothing.
 */
import { type FilterNode, parseFilter } from '../engine';
import { answerQueries } from './answer';
import { readParameters } from './parameters';
import { substitute } from './substitute';
import type { AccessPattern } from './types';

const SYSTEM = new Set(['PartitionKey', 'RowKey', 'Timestamp']);

/** Per design id, the custom properties its queries of `patterns` test across partitions. */
export function scannedProperties(
  patterns: readonly AccessPattern[],
  designIds: readonly string[],
): Record<string, string[]> {
  const out: Record<string, Set<string>> = {};
  for (const id of designIds) out[id] = new Set();
  for (const pattern of patterns) {
    const params = readParameters(pattern.parameters);
    if (!params.ok) continue;
    for (const id of designIds) {
      const answer = Object.hasOwn(pattern.queries, id) ? pattern.queries[id] : undefined;
      if (answer === undefined) continue;
      for (const template of answerQueries(answer).filters) {
        const filled = substitute(template, params.values, { kind: 'query', designId: id });
        const parsed = filled.ok ? parseFilter(filled.text) : null;
        if (parsed?.ok && parsed.ast !== null && !onePartition(parsed.ast)) {
          testedProperties(parsed.ast, out[id]!);
        }
      }
    }
  }
  const names: Record<string, string[]> = {};
  for (const id of designIds) names[id] = [...out[id]!].sort();
  return names;
}

/** Whether a top-level conjunct is `PartitionKey eq …`: the query reads one partition. */
function onePartition(node: FilterNode): boolean {
  if (node.kind === 'and') return onePartition(node.left) || onePartition(node.right);
  return node.kind === 'compare' && node.property === 'PartitionKey' && node.op === 'eq';
}

/** Adds every custom property the filter compares or tests as a bare Boolean. */
function testedProperties(node: FilterNode, out: Set<string>): void {
  switch (node.kind) {
    case 'and':
    case 'or':
      testedProperties(node.left, out);
      testedProperties(node.right, out);
      return;
    case 'not':
      testedProperties(node.operand, out);
      return;
    case 'compare':
      if (!SYSTEM.has(node.property)) out.add(node.property);
      return;
    case 'property':
      if (!SYSTEM.has(node.name)) out.add(node.name);
      return;
    case 'bool':
      return;
  }
}
