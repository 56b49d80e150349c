import { describe, expect, it } from 'vitest';
import { defaultWorkspace } from '../share';
import { createExplorerStore } from './store';
import { DEFAULT_WORKSPACE, WORKSPACE_KEYS, workspaceOf } from './workspace';

describe('the store derives its workspace from the share declaration', () => {
  it('has a setter for every declared field, and each sets only its field', () => {
    const other = workspaceOf(defaultWorkspace());
    for (const key of WORKSPACE_KEYS) {
      const store = createExplorerStore();
      const name = `set${key[0]!.toUpperCase()}${key.slice(1)}` as const;
      const setter = (store.getState() as unknown as Record<string, (v: unknown) => void>)[name];
      expect(setter, name).toBeTypeOf('function');
      const value =
        JSON.stringify(other[key]) === JSON.stringify(DEFAULT_WORKSPACE[key])
          ? { changed: key }
          : other[key];
      setter?.(value);
      const after = workspaceOf(store.getState());
      expect(after[key]).toEqual(value);
      for (const k of WORKSPACE_KEYS) if (k !== key) expect(after[k]).toEqual(DEFAULT_WORKSPACE[k]);
    }
  });

  it('opens on the declared defaults, except the first-visit filter', () => {
    const declared = workspaceOf(defaultWorkspace());
    expect({ ...DEFAULT_WORKSPACE, filter: declared.filter }).toEqual(declared);
    expect(DEFAULT_WORKSPACE.filter).not.toBe('');
  });
});
