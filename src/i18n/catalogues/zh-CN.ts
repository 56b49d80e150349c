/**
 * Simplified Chinese. Cost classes use the names of Microsoft's Chinese edition of the table
 * design guide (点查询, 范围查询, 分区扫描, 表扫描); property names, `$filter` syntax and code stay
 * as they are.
 */
import type { Catalogue } from './en';

/** Simplified Chinese. */
export const ZH_CN: Catalogue = {
  'cost.point': '点查询',
  'cost.range': '范围查询',
  'cost.partitionScan': '分区扫描',
  'cost.multiPartitionScan': '多分区扫描',
  'cost.tableScan': '表扫描',
  'cost.empty': '空（无需扫描）',
};
