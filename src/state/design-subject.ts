/**
 * Which records the key-design editor works over: the records of a file imported as records,
 * else the chosen sample's. Both are a DatasetInfo (record types, own design, presets), so the
 * editor treats them alike.
 */
import type { DatasetInfo } from '../protocol/datasets';
import type { ExplorerState } from './store';

/** The dataset whose records the design applies to; undefined while it is not known yet. */
export function designSubject(
  s: Pick<ExplorerState, 'imported' | 'loaded' | 'catalogue' | 'dataset'>,
): DatasetInfo | undefined {
  if (s.imported?.as === 'records') {
    const records = s.loaded?.importedRecords;
    return records && s.loaded?.imported?.fingerprint === s.imported.fingerprint
      ? records
      : undefined;
  }
  return s.catalogue.find((d) => d.id === s.dataset);
}

/** Whether the view's keys come from an imported file as it is (no design makes them). */
export function keysFromFile(s: Pick<ExplorerState, 'imported'>): boolean {
  return s.imported !== null && s.imported.as !== 'records';
}
