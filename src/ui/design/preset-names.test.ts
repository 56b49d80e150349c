import { describe, expect, it } from 'vitest';
import { DESIGN_PRESETS } from '../../datasets';
import { createTranslator } from '../../i18n/translate';
import { type DesignDraft, designOf, draftOf } from './design-draft';
import { renameOnChange, shownDesignName } from './preset-names';

const en = createTranslator('en');
const byDepartment = DESIGN_PRESETS.find((p) => p.id === 'by-department')!;
const withPartitionKey = (draft: DesignDraft, partitionKey: string): DesignDraft => ({
  ...draft,
  sets: draft.sets.map((s, i) => (i === 0 ? { ...s, partitionKey } : s)),
});

describe('a changed design keeps its preset name', () => {
  it("is renamed 'Custom, from <preset>' when an edit changes it, and named back when it returns", () => {
    const start = draftOf(byDepartment.design);
    const changed = renameOnChange(
      en,
      DESIGN_PRESETS,
      start,
      withPartitionKey(start, '{LastName}'),
    );
    expect(changed.name).toBe('Custom, from By department');
    expect(shownDesignName(en, designOf(changed))).toBe('Custom, from By department');
    const back = renameOnChange(
      en,
      DESIGN_PRESETS,
      changed,
      withPartitionKey(changed, '{Department}'),
    );
    expect(back.name).toBe('By department');
    expect(shownDesignName(en, designOf(back))).toBe('By department');
  });

  it('keeps a name the user typed, and shows an old link’s changed design as custom', () => {
    const start = draftOf(byDepartment.design);
    const named = { ...withPartitionKey(start, '{LastName}'), name: 'Mine' };
    expect(renameOnChange(en, DESIGN_PRESETS, start, named).name).toBe('Mine');
    const oldLink = designOf(withPartitionKey(start, '{LastName}'));
    expect(oldLink.name).toBe('By department');
    expect(shownDesignName(en, oldLink)).toBe('Custom, from By department');
  });
});
