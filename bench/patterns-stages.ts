/**
 * Where the time of one re-checked row goes, stage by stage, on a loaded comparison: the work
 * checkRow does for one pattern, split into the intent over records (preparePattern), the
 * design's query (runAsClient: the engine's scan, wire entities and bytes; and analyzeQuery,
 * the same scan and bytes without wire entities, for scale; the query also reads each returned
 * entity's origin), mapping returned entities back to records (a copy by its origin, others by
 * the keys of the expected records: EntityMap), the rest of the row's check
 * (checkRow timed whole, less the stages above: delivering, order, verdict), the suggestion,
 * and the structured clone of the answer the worker posts to the page.
 */
import { originRecord, originSet, type RecordType } from '../src/design';
import { analyzeQuery } from '../src/engine';
import { proposeAnswer } from '../src/patterns/advisor/propose';
import { checkCell } from '../src/patterns/check';
import { checkRow, type LoadedComparison } from '../src/patterns/comparison';
import { EntityMap } from '../src/patterns/entity-map';
import { preparePattern } from '../src/patterns/prepare';
import { runAsClient } from '../src/patterns/run';
import { substitute } from '../src/patterns/substitute';
import type { AccessPattern, Matrix } from '../src/patterns/types';

/** Milliseconds per stage of one row's check. */
export type StageTimes = Record<
  'prepare' | 'query' | 'scanAndBytes' | 'entityMap' | 'restOfCheck' | 'suggest' | 'clone',
  number
>;

/** Times the stages of checking `pattern`'s row; `matrix` is the answer whose clone is timed. */
export function rowStages(
  loaded: Extract<LoadedComparison, { ok: true }>,
  pattern: AccessPattern,
  matrix: Matrix,
): StageTimes {
  const at = () => performance.now();
  const times: StageTimes = {
    prepare: 0,
    query: 0,
    scanAndBytes: 0,
    entityMap: 0,
    restOfCheck: 0,
    suggest: 0,
    clone: 0,
  };
  let t = at();
  const prepared = preparePattern(pattern, loaded.types, loaded.records, loaded.indexes);
  times.prepare = at() - t;
  if (!prepared.ok) throw new Error('the pattern does not prepare');
  const p = prepared.prepared;
  for (const d of loaded.designs) {
    const query = p.pattern.queries[d.id];
    if (typeof query !== 'string') throw new Error('one query per design expected');
    const filled = substitute(query, p.values, { kind: 'intent' });
    if (!filled.ok) throw new Error('the query does not fill');
    t = at();
    const { table } = d.parts[0]!;
    const ran = runAsClient(table, filled.text, p.pattern.top, d.parts[0]!.origins);
    times.query += at() - t;
    if (!ran.ok) throw new Error('the query does not run');
    // The same query without wire entities: what the engine's scan and byte count take alone.
    t = at();
    analyzeQuery(table, { filter: filled.text });
    times.scanAndBytes += at() - t;
    t = at();
    // As the check does: a copy is its origin's record; other entities are looked up by keys.
    const map = new EntityMap(d.compiled, p.type.name, p.keyTexts);
    const { entities, origins } = ran.run;
    for (let k = 0; k < entities.length; k++) {
      const origin = origins?.[k] ?? -1;
      const set = d.compiled.sets.find((x) => origin >= 0 && x.index === originSet(origin));
      const { PartitionKey: pk, RowKey: rk } = entities[k]!;
      if (set === undefined) map.get(pk, rk);
      else if (set.set.kind === 'copy') p.keyTexts.isExpected(originRecord(origin));
      else map.getIn(set.index, pk, rk);
    }
    times.entityMap += at() - t;
    // The proposal is weighed against the cell's own answer, checked outside the timing.
    const own = checkCell(p, d, null);
    t = at();
    proposeAnswer(p, d, loaded.types as readonly RecordType[], own);
    times.suggest += at() - t;
  }
  t = at();
  checkRow(pattern, loaded);
  const row = at() - t;
  times.restOfCheck = Math.max(
    0,
    row - times.prepare - times.query - times.entityMap - times.suggest,
  );
  t = at();
  structuredClone(matrix);
  times.clone = at() - t;
  return times;
}
