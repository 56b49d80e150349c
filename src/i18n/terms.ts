/**
 * The product's fixed terms, named once: the plan panel, the picture summaries and the exported
 * captions all say the cost class with these words (the design guide's own names).
 */
import type { CostClass } from '../engine';
import { EN } from './catalogues/en';
import type { BareKey } from './params';

/** The catalogue key of each cost class's name. */
export const COST_CLASS_KEYS: Readonly<Record<CostClass, BareKey>> = {
  point: 'cost.point',
  range: 'cost.range',
  'partition-scan': 'cost.partitionScan',
  'multi-partition-scan': 'cost.multiPartitionScan',
  'table-scan': 'cost.tableScan',
  empty: 'cost.empty',
};

/** The cost class in English words, until every caller renders through a translator. */
export const COST_CLASS_NAMES: Readonly<Record<CostClass, string>> = Object.fromEntries(
  Object.entries(COST_CLASS_KEYS).map(([cost, key]) => [cost, EN[key]]),
) as Record<CostClass, string>;
