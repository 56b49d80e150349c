/**
 * Russian. Cost classes use the names of Microsoft's Russian edition of the table design guide
 * (точечный запрос, запрос диапазона, просмотр разделов, просмотр таблицы). Counts take three
 * forms: one (1, 21), few (2–4, 22–24), many (5–20, 25…), plus other for fractions.
 */
import type { Catalogue } from './en';

/** Russian. */
export const RU: Catalogue = {
  'cost.point': 'Точечный запрос',
  'cost.range': 'Запрос диапазона',
  'cost.partitionScan': 'Просмотр разделов',
  'cost.multiPartitionScan': 'Просмотр нескольких разделов',
  'cost.tableScan': 'Просмотр таблицы',
  'cost.empty': 'Пусто (нечего просматривать)',
};
