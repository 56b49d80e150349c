/**
 * The same designs and workload on Azure Cosmos DB for Table, as an estimate
 * (docs/access-patterns.md, "Cosmos DB for Table, as an estimate"). Request units:
 * - a point read of an item of up to 1 KB costs 1 RU, of 100 KB 10 RU ("Optimize request cost
 *   in Azure Cosmos DB", [DOC]); between them the estimate interpolates linearly [MODEL];
 * - a query costs what its items loaded cost and its index lookups, not documented as a formula:
 *   the estimate takes 2.5 RU a query plus a point read's RU for each item it returns [MODEL].
 *   Every property is indexed, so a property filter is an index lookup: a query loads the items
 *   it returns, not the partition or table a Table storage scan reads;
 * - a write (insert, replace, delete) of an item of up to 1 KB with every property indexed: about
 *   5.5 RU, more as the item grows ([MODEL], Microsoft's capacity planner gives this order);
 * - index entities' point reads are point reads.
 * The throughput to provision is the workload's peak RU/s in steps of 100 (at least 400), priced
 * per 100 RU/s a month; storage per GB-month. Pure over the matrix and the settings.
 */
import { coded } from '../../engine';
import type { AccessPattern, CandidateDesign, Matrix } from '../types';
import { growthFactor, loadOf, type ModelSettings, projectCalls } from './model';
import { setRead } from './project';
import type { CosmosEstimate, PriceSheet, RecordTypeNames, SetGrowth } from './types';
import { writeCost } from './writes';

const KB = 1024;
/** RU of a query besides the items it returns [MODEL]. */
const QUERY_BASE_RU = 2.5;
/** RU of writing an item of up to 1 KB with every property indexed [MODEL]. */
const WRITE_RU = 5.5;
/** The least throughput a container is provisioned with, RU/s ([DOC]). */
const MIN_PROVISIONED = 400;
/** RowKey (the item id) at most, bytes ([DOC]: "Azure Cosmos DB for Table" FAQ). */
const MAX_ROW_KEY = 255;

/** RU of a point read of an item of `bytes`: 1 up to 1 KB, 10 at 100 KB, linear between. */
export function pointReadRu(bytes: number): number {
  const kb = bytes / KB;
  return kb <= 1 ? 1 : 1 + ((kb - 1) * 9) / 99;
}

/** Average bytes of a set's entities at the production size (lists grow with their growth). */
function itemBytes(set: SetGrowth | undefined, bytes: number, entities: number, factor: number) {
  const average = entities > 0 ? bytes / entities : 0;
  return set && set.kind !== 'copy' ? average * factor ** set.listGrowth : average;
}

/** Every design on Cosmos DB for Table: RU/s, provisioned throughput, money, and what differs. */
export function cosmosEstimate(
  matrix: Matrix,
  patterns: readonly AccessPattern[],
  designs: readonly CandidateDesign[],
  settings: ModelSettings,
  prices: PriceSheet,
  properties: RecordTypeNames,
): CosmosEstimate[] {
  const calls = projectCalls(matrix, patterns, settings);
  const factorOf = (type: string) => growthFactor(matrix, type, settings);
  return matrix.designIds.map((designId, j): CosmosEstimate => {
    const footer = matrix.footers[j];
    const growth = footer?.growth;
    const setBytes = (name: string | undefined, type: string) => {
      const t = footer?.metrics.recordTypes.find((x) => x.recordType === type);
      const s = t?.sets.find((x) => x.set === name) ?? t?.sets[0];
      const g = growth?.sets.find((x) => x.name === (name ?? s?.set));
      return itemBytes(g, s?.bytes ?? 0, s?.entities ?? 0, factorOf(type));
    };
    let average = 0;
    let peak = 0;
    let unordered = false;
    matrix.patternIds.forEach((patternId, i) => {
      const call = calls[i]?.[j];
      const cell = matrix.cells[i]?.[j];
      const pattern = patterns.find((p) => p.id === patternId);
      if (!call || !cell || !pattern) return;
      const read = setRead(cell, pattern, growth);
      const item = pointReadRu(setBytes(read?.name, pattern.recordType));
      const entities = call.indexReads > 0 ? (cell.cost?.returned ?? 1) : call.returned;
      let ru = call.costClass === 'point' ? item : QUERY_BASE_RU + Math.max(0, entities) * item;
      if (call.indexReads > 0)
        ru += call.indexReads * pointReadRu(setBytes(undefined, pattern.recordType));
      const load = loadOf(settings.workload, patternId);
      average += load.perSecond * ru;
      peak += load.peakPerSecond * ru;
      // Across partitions Cosmos DB returns results in no promised order.
      if (
        pattern.order !== undefined &&
        (call.costClass === 'table-scan' || call.costClass === 'multi-partition-scan')
      )
        unordered = true;
    });
    const design = designs.find((d) => d.id === designId)?.design;
    for (const w of settings.workload?.writes ?? []) {
      if (!design || !footer) break;
      const c = writeCost(designId, design, footer.metrics, w, properties[w.recordType] ?? []);
      let ru = 0;
      for (const part of c.sets) {
        const bytes = setBytes(part.set, w.recordType);
        ru +=
          part.operations * WRITE_RU * Math.max(1, bytes / KB) + part.reads * pointReadRu(bytes);
      }
      average += w.perSecond * ru;
      peak += w.perSecond * ru;
    }
    let bytes = 0;
    for (const t of footer?.metrics.recordTypes ?? []) {
      for (const s of t.sets) bytes += s.bytes * factorOf(t.recordType);
    }
    const storageGb = bytes / 2 ** 30;
    const provisioned = Math.max(MIN_PROVISIONED, Math.ceil(peak / 100) * 100);
    const throughput = (provisioned / 100) * (prices.cosmosPer100RuMonth ?? 0);
    const storage = storageGb * (prices.cosmosPerGbMonth ?? 0);
    const notes = [];
    const longKeys = (growth?.sets ?? []).filter((s) => (s.longestRowKey ?? 0) > MAX_ROW_KEY);
    if (longKeys.length > 0) {
      notes.push(
        coded('workload.cosmosLongRowKey', { sets: longKeys.map((s) => s.name).join(', ') }),
      );
    }
    if (unordered) notes.push(coded('workload.cosmosUnordered'));
    return {
      designId,
      averageRuPerSecond: average,
      peakRuPerSecond: peak,
      provisioned,
      storageGb,
      throughput,
      storage,
      total: throughput + storage,
      notes,
    };
  });
}
