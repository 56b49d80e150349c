import { describe, expect, it } from 'vitest';
import { handoffOnHide, RELOAD_RACE_MS, startFragment, writeHandoff } from './unload-handoff';

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

describe('handoffOnHide', () => {
  const write = (from: string, to: string, at: number) => ({ from, to, at });

  it('the write made while the page is left is handed over', () => {
    expect(handoffOnHide('#ks1.old.1', '#ks1.new.2', null, 10_000)).toEqual({
      from: '#ks1.old.1',
      to: '#ks1.new.2',
    });
  });

  it('regression: a reload asked for just before the typing pause ran out lost the last typing', () => {
    // The pause's write went out after the reload had asked for the old address, and nothing
    // was pending when the page was hidden: the write just made is handed over.
    const last = write('#ks1.old.1', '#ks1.new.2', 10_000);
    expect(handoffOnHide('#ks1.new.2', '#ks1.new.2', last, 10_050)).toEqual({
      from: '#ks1.old.1',
      to: '#ks1.new.2',
    });
    expect(handoffOnHide('#ks1.new.2', '#ks1.new.2', last, 10_000 + RELOAD_RACE_MS)).not.toBeNull();
  });

  it('a write older than any reload in flight, or no write at all, hands nothing over', () => {
    const last = write('#ks1.old.1', '#ks1.new.2', 10_000);
    expect(handoffOnHide('#ks1.new.2', '#ks1.new.2', last, 10_001 + RELOAD_RACE_MS)).toBeNull();
    expect(handoffOnHide('#ks1.new.2', '#ks1.new.2', null, 10_050)).toBeNull();
  });

  it('an address the last write did not make (Back, a pasted link) hands nothing over', () => {
    const last = write('#ks1.old.1', '#ks1.new.2', 10_000);
    expect(handoffOnHide('#ks1.old.1', '#ks1.old.1', last, 10_050)).toBeNull();
    expect(handoffOnHide('#ks1.pasted.3', '#ks1.pasted.3', last, 10_050)).toBeNull();
  });
});
