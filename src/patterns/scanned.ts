/**
 * Which custom properties a design's queries test beyond one partition: the columns worth
 * building while the design's tables load (TableBuilder's `columns`), so that the comparison's
 * first matrix reads columns, not a million entities through the heap (measured: most of a
 * million-record first matrix went to such scans). A query with a top-level `PartitionKey eq`
 * reads one partition, whose column is cheap to build when first scanned, so it adds nothing.
 */
import { type FilterNode, parseFilter, scannedColumns } from '../engine';
import { answerQueries } from './answer';
import { readParameters } from './parameters';
import { substitute } from './substitute';
import type { AccessPattern } from './types';

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
          for (const name of scannedColumns([parsed.ast])) out[id]!.add(name);
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
