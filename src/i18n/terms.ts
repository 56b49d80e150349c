/**
 * The product's fixed terms, named once: the plan panel, the picture summaries and the exported
 * captions all say the cost class with these words (the design guide's own names).
 */
import type { CostClass } from '../engine';

/** The cost class in words, as the design guide names it. */
export const COST_CLASS_NAMES: Readonly<Record<CostClass, string>> = {
  point: 'Point query',
  range: 'Range query',
  'partition-scan': 'Partition scan',
  'multi-partition-scan': 'Multi-partition scan',
  'table-scan': 'Table scan',
  empty: 'Empty (nothing to scan)',
};
