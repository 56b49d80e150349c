/**
 * The cost classes, in the terms of Microsoft's own editions of the table design guide:
 * 点查询 / 范围查询 / 分区扫描 / 表扫描 (Chinese), точечный запрос / запрос диапазона /
 * просмотр разделов / просмотр таблицы (Russian).
 */
import { cataloguePart } from './part';

/** Cost-class names. */
export const COST = cataloguePart(
  {
    'cost.point': 'Point query',
    'cost.range': 'Range query',
    'cost.partitionScan': 'Partition scan',
    'cost.multiPartitionScan': 'Multi-partition scan',
    'cost.tableScan': 'Table scan',
    'cost.empty': 'Empty (nothing to scan)',
  },
  {
    'zh-CN': {
      'cost.point': '点查询',
      'cost.range': '范围查询',
      'cost.partitionScan': '分区扫描',
      'cost.multiPartitionScan': '多分区扫描',
      'cost.tableScan': '表扫描',
      'cost.empty': '空（无需扫描）',
    },
    ru: {
      'cost.point': 'Точечный запрос',
      'cost.range': 'Запрос диапазона',
      'cost.partitionScan': 'Просмотр разделов',
      'cost.multiPartitionScan': 'Просмотр нескольких разделов',
      'cost.tableScan': 'Просмотр таблицы',
      'cost.empty': 'Пусто (нечего просматривать)',
    },
  },
);
