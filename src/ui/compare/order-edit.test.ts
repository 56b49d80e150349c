import { describe, expect, it } from 'vitest';
import { addOrderKey, changeOrderKey, orderKind, orderOfKind, removeOrderKey } from './order-edit';

describe('editing a pattern’s expected order', () => {
  it('tells none, key order and a property list apart (an empty list is none)', () => {
    expect(orderKind(undefined)).toBe('none');
    expect(orderKind([])).toBe('none');
    expect(orderKind('key')).toBe('key');
    expect(orderKind([{ property: 'Age' }])).toBe('properties');
  });

  it('switches kinds, keeping a list’s keys and starting a new list on the first property', () => {
    const list = [{ property: 'LastName', descending: true }];
    expect(orderOfKind(list, 'none', 'Age')).toBeUndefined();
    expect(orderOfKind(list, 'key', 'Age')).toBe('key');
    expect(orderOfKind(list, 'properties', 'Age')).toBe(list);
    expect(orderOfKind('key', 'properties', 'Age')).toEqual([{ property: 'Age' }]);
  });

  it('changes a key’s property and direction, storing ascending as no flag', () => {
    const order = [{ property: 'LastName' }, { property: 'Age' }];
    const down = changeOrderKey(order, 1, { descending: true });
    expect(down).toEqual([{ property: 'LastName' }, { property: 'Age', descending: true }]);
    expect(changeOrderKey(down, 1, { property: 'FirstName' })).toEqual([
      { property: 'LastName' },
      { property: 'FirstName', descending: true },
    ]);
    expect(changeOrderKey(down, 1, { descending: false })).toEqual(order);
  });

  it('adds keys and removes them; removing the last leaves no order', () => {
    const one = addOrderKey(undefined, 'Age');
    expect(addOrderKey(one, 'LastName')).toEqual([{ property: 'Age' }, { property: 'LastName' }]);
    expect(removeOrderKey(addOrderKey(one, 'LastName'), 0)).toEqual([{ property: 'LastName' }]);
    expect(removeOrderKey(one, 0)).toBeUndefined();
  });
});
