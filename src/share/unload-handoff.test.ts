import { describe, expect, it } from 'vitest';
import { startFragment, writeHandoff } from './unload-handoff';

describe('startFragment', () => {
  it('a reload straight after typing reopened the old address: the hand-over wins for that address', () => {
    const stored = writeHandoff({ from: '#ks1.old.1', to: '#ks1.new.2' });
    expect(startFragment('#ks1.old.1', stored)).toBe('#ks1.new.2');
    expect(startFragment('ks1.old.1', stored)).toBe('#ks1.new.2');
  });

  it('another address (a link opened in this tab) is opened as it is', () => {
    const stored = writeHandoff({ from: '#ks1.old.1', to: '#ks1.new.2' });
    expect(startFragment('#ks1.other.3', stored)).toBe('#ks1.other.3');
    expect(startFragment('', stored)).toBe('');
  });

  it('no hand-over, or a damaged one, changes nothing', () => {
    expect(startFragment('#ks1.old.1', null)).toBe('#ks1.old.1');
    for (const bad of ['', '{', 'null', '[]', '{"from":1,"to":"#x"}', '{"from":"#ks1.old.1"}']) {
      expect(startFragment('#ks1.old.1', bad)).toBe('#ks1.old.1');
    }
  });
});
