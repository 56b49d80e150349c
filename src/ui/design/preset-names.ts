/**
 * The bundled design presets' names in the reader's language. A design's own name is data (it
 * travels in links and is compared), so only the editor's list says a preset's translated name.
 */
import type { MessageKey } from '../../i18n/catalogues';
import type { Translator } from '../../i18n/translate';

/** The catalogue key of each bundled preset's name, by preset id. */
const PRESET_NAMES: Readonly<Record<string, MessageKey>> = {
  'by-department': 'ui.design.preset.byDepartment',
  'intra-partition-index': 'ui.design.preset.intraPartitionIndex',
  'inter-partition-index': 'ui.design.preset.interPartitionIndex',
  'index-entities': 'ui.design.preset.indexEntities',
  'by-last-name': 'ui.design.preset.byLastName',
  heterogeneous: 'ui.design.preset.heterogeneous',
  'compound-key': 'ui.design.preset.compoundKey',
  'log-tail': 'ui.design.preset.logTail',
  'oldest-first': 'ui.design.preset.oldestFirst',
  'log-by-hour': 'ui.design.preset.logByHour',
  'log-hash-bucketed': 'ui.design.preset.logHashBucketed',
  'messages-hourly': 'ui.design.preset.messagesHourly',
  'messages-series': 'ui.design.preset.messagesSeries',
};

/** A preset's name: the catalogue's for a bundled preset, else the design's own. */
export function presetName(
  t: Translator,
  preset: { id: string; design: { name: string } },
): string {
  const key = Object.hasOwn(PRESET_NAMES, preset.id) ? PRESET_NAMES[preset.id] : undefined;
  return key === undefined ? preset.design.name : t.t(key);
}
