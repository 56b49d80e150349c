/**
 * The bundled design presets' names in the reader's language. A design's own name is data (it
 * travels in links and is compared), so only the editor's list says a preset's translated name.
 */
import { DESIGN_PRESETS } from '../../datasets';
import type { Translator } from '../../i18n/translate';

/** A preset's name: the catalogue's for a bundled preset (by id), else the design's own. */
export function presetName(
  t: Translator,
  preset: { id: string; design: { name: string } },
): string {
  const key = DESIGN_PRESETS.find((p) => p.id === preset.id)?.nameKey;
  return key === undefined ? preset.design.name : t.say({ code: key });
}
