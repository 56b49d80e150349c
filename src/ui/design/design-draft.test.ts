import { describe, expect, it } from 'vitest';
import { DESIGN_PRESETS } from '../../datasets';
import {
  designOf,
  draftOf,
  errorsAt,
  withNewSet,
  withoutSet,
  withSet,
  workspaceDesign,
} from './design-draft';

const presets = DESIGN_PRESETS.map((p) => p.design);

describe('design drafts', () => {
  it('every preset survives the round trip through the editor unchanged', () => {
    for (const design of presets) expect(designOf(draftOf(design))).toEqual(design);
  });

  it('changing a template changes only that set and field', () => {
    const byDepartment = presets[0]!;
    const draft = withSet(draftOf(byDepartment), 0, { partitionKey: '{LastName}' });
    const design = designOf(draft);
    expect(design.entitySets[0]?.partitionKey).toBe('{LastName}');
    expect(design.entitySets[0]?.rowKey).toBe(byDepartment.entitySets[0]?.rowKey);
  });

  it('reads a property list typed with commas or spaces, and "all"', () => {
    const draft = draftOf(presets[0]!);
    expect(
      designOf(withSet(draft, 0, { properties: 'Age,  LastName Email' })).entitySets[0]?.properties,
    ).toEqual(['Age', 'LastName', 'Email']);
    expect(designOf(withSet(draft, 0, { properties: ' all ' })).entitySets[0]?.properties).toBe(
      'all',
    );
  });

  it('adds a copy of the first set of a record type under a fresh name, and keeps one set', () => {
    const draft = withNewSet(withNewSet(draftOf(presets[0]!), 'Employee'), 'Employee');
    expect(draft.sets.map((s) => s.name)).toEqual(['primary', 'copy 2', 'copy 3']);
    expect(draft.sets[1]?.rowKey).toBe('copy2_{EmployeeId|pad:6}');
    const one = withoutSet(withoutSet(withoutSet(draft, 2), 1), 0);
    expect(one.sets).toHaveLength(1);
  });

  it('routes each compile error to the input of its set and field', () => {
    const errors = [
      {
        code: 'UNKNOWN_PROPERTY',
        message: { code: 'a' },
        set: 0,
        field: 'rowKey',
        span: { from: 1, to: 4 },
      },
      {
        code: 'UNKNOWN_PROPERTY',
        message: { code: 'b' },
        set: 1,
        field: 'rowKey',
        span: { from: 0, to: 1 },
      },
    ] as const;
    expect(errorsAt(errors, 0, 'rowKey').map((e) => e.message)).toEqual([{ code: 'a' }]);
    expect(errorsAt(errors, 0, 'partitionKey')).toEqual([]);
  });

  it("the dataset's own design is stored as null, so a link stays as short as before", () => {
    const own = presets[0]!;
    expect(workspaceDesign(designOf(draftOf(own)), own)).toBeNull();
    const other = presets[1]!;
    expect(workspaceDesign(other, own)).toBe(other);
  });
});
