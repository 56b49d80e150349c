/**
 * The bundled design presets' names in the reader's language. A design's own name is data (it
 * travels in links and is compared), so only the editor's list says a preset's translated name.
 */
import { DESIGN_PRESETS } from '../../datasets';
import { type Design, sameDesign } from '../../design';
import type { Translator } from '../../i18n/translate';
import { type DesignDraft, designOf } from './design-draft';

/** A preset's name: the catalogue's for a bundled preset (by id), else the design's own. */
export function presetName(
  t: Translator,
  preset: { id: string; design: { name: string } },
): string {
  const key = DESIGN_PRESETS.find((p) => p.id === preset.id)?.nameKey;
  return key === undefined ? preset.design.name : t.say({ code: key });
}

/** A preset as the editor lists it: its id and its design. */
export interface NamedPreset {
  readonly id: string;
  readonly design: Design;
}

/**
 * The name a design is shown by: a bundled preset's translated name; a design that still carries
 * a preset's name but is no longer that preset (a link made before designs were renamed on
 * change) is "Custom, from <preset>", never the preset's name with the changes hidden.
 */
export function shownDesignName(t: Translator, design: Design): string {
  const exact = DESIGN_PRESETS.find((p) => sameDesign(p.design, design));
  if (exact) return presetName(t, exact);
  const named = DESIGN_PRESETS.find((p) => p.design.name === design.name);
  return named ? t.t('ui.design.derivedName', { name: presetName(t, named) }) : design.name;
}

/**
 * A draft after an edit, renamed when the edit made it differ from the preset whose name it
 * carried ("Custom, from By department"), and given the preset's name back when an edit returns
 * it to that preset. A name the user typed is theirs and is left alone.
 */
export function renameOnChange(
  t: Translator,
  presets: readonly NamedPreset[],
  before: DesignDraft,
  after: DesignDraft,
): DesignDraft {
  if (after.name !== before.name) return after;
  for (const p of presets) {
    const derived = t.t('ui.design.derivedName', { name: presetName(t, p) });
    if (after.name === p.design.name && !sameDesign(p.design, designOf(after))) {
      return { ...after, name: derived };
    }
    if (
      after.name === derived &&
      sameDesign(p.design, designOf({ ...after, name: p.design.name }))
    ) {
      return { ...after, name: p.design.name };
    }
  }
  return after;
}
