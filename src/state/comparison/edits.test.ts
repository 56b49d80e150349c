import { describe, expect, it } from 'vitest';
import { DESIGN_PRESETS } from '../../datasets';
import type { AccessPattern } from '../../patterns';
import {
  addDesign,
  putPattern,
  removeDesign,
  renameDesign,
  setParameter,
  specFromDataset,
} from './edits';
import type { ComparisonSetup } from './setup';

const design = (name: string) => DESIGN_PRESETS.find((p) => p.design.name === name)!.design;
const byEmail: AccessPattern = {
  id: 'email',
  name: 'Employee by e-mail',
  recordType: 'Employee',
  parameters: [{ name: 'email', value: "'a@contoso.com'" }],
  intent: 'EmailAddress eq {email}',
  queries: { d1: "RowKey eq 'email_{email}'", d2: "RowKey eq 'x_{email}'" },
};
const byDepartment: AccessPattern = {
  id: 'dept',
  name: 'Whole department',
  recordType: 'Employee',
  parameters: [{ name: 'department', value: "'Sales'" }],
  intent: 'Department eq {department}',
  queries: {},
};

/** Unwraps an edit that must succeed. */
function ok(edited: ReturnType<typeof addDesign>): ComparisonSetup {
  if (!edited.ok) throw new Error(JSON.stringify(edited.error));
  return edited.spec;
}

function twoDesigns(): ComparisonSetup {
  const start = specFromDataset(
    { dataset: 'employees', size: 100, seed: 1 },
    design('By department'),
  );
  return ok(addDesign(start, design('Inter-partition index')));
}

describe('editing a comparison', () => {
  it('adds a design under a name no column has, up to four', () => {
    let spec = twoDesigns();
    spec = ok(addDesign(spec, design('By department')));
    expect(spec.designs.map((d) => d.design.name)).toEqual([
      'By department',
      'Inter-partition index',
      'By department (2)',
    ]);
    expect(new Set(spec.designs.map((d) => d.id)).size).toBe(3);
    spec = ok(addDesign(spec, design('By department')));
    const fifth = addDesign(spec, design('By department'));
    expect(fifth.ok).toBe(false);
    expect(!fifth.ok && fifth.error).toEqual({
      code: 'state.comparisonFull',
      params: { count: 4 },
    });
  });

  it('removes a design and its queries, but keeps two', () => {
    const spec = putPattern(twoDesigns(), byEmail);
    expect(removeDesign(spec, 'd2')).toMatchObject({ ok: false });
    const three = ok(addDesign(spec, design('By department')));
    const after = ok(removeDesign(three, 'd2'));
    expect(after.designs.map((d) => d.id)).toEqual(['d1', 'd3']);
    expect(after.patterns[0]!.queries).toEqual({ d1: byEmail.queries.d1 });
  });

  it('refuses an empty name and one another column has', () => {
    const spec = twoDesigns();
    expect(renameDesign(spec, 'd1', '  ')).toMatchObject({ ok: false });
    expect(renameDesign(spec, 'd1', 'Inter-partition index')).toMatchObject({ ok: false });
    expect(ok(renameDesign(spec, 'd1', ' Hot ')).designs[0]!.design.name).toBe('Hot');
  });

  it('sets a parameter in every pattern that asks by it, and no other', () => {
    const spec = putPattern(putPattern(twoDesigns(), byEmail), byDepartment);
    const after = setParameter(spec, 'email', "'b@contoso.com'");
    expect(after.patterns[0]!.parameters).toEqual([{ name: 'email', value: "'b@contoso.com'" }]);
    expect(after.patterns[1]).toBe(spec.patterns[1]);
  });
});
