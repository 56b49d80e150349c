import { describe, expect, it } from 'vitest';
import { presenterCommand } from './presenter-keys';

const press = (key: string, target: unknown = { tagName: 'BODY' }, mods = {}) =>
  presenterCommand({
    key,
    altKey: false,
    ctrlKey: false,
    metaKey: false,
    target,
    ...mods,
  } as never);

describe('presenterCommand', () => {
  it('maps the presenter keys, either case for letters', () => {
    expect(
      ['ArrowRight', 'PageDown', 'ArrowLeft', 'PageUp', 'h', 'S', 'p', 'c', 'Q'].map((k) =>
        press(k),
      ),
    ).toEqual([
      'next',
      'next',
      'previous',
      'previous',
      'hint',
      'solution',
      'play',
      'contrast',
      'qr',
    ]);
  });

  it('works with focus on a checkbox (the presenter toggle itself)', () => {
    expect(press('ArrowLeft', { tagName: 'INPUT', type: 'checkbox' })).toBe('previous');
  });

  it('leaves keys typed into a field, modified keys and other keys alone', () => {
    expect(press('ArrowRight', { tagName: 'TEXTAREA' })).toBeNull();
    expect(press('h', { tagName: 'INPUT' })).toBeNull();
    expect(press('s', { tagName: 'DIV', isContentEditable: true })).toBeNull();
    expect(press('ArrowRight', { tagName: 'BODY' }, { ctrlKey: true })).toBeNull();
    expect(press('x')).toBeNull();
    expect(press('ArrowRight', { tagName: 'INPUT', type: 'range' })).toBeNull();
    expect(press('ArrowLeft', { tagName: 'svg' }, { defaultPrevented: true })).toBeNull();
  });
});
