import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addNotification, notificationLink, unreadBadgeText, updateNotification } from './notifications';

describe('unreadBadgeText', () => {
  it('is empty for no unread, the count up to 9, and 9+ above 9', () => {
    expect(unreadBadgeText(0)).toBe('');
    expect(unreadBadgeText(1)).toBe('1');
    expect(unreadBadgeText(9)).toBe('9');
    expect(unreadBadgeText(10)).toBe('9+');
    expect(unreadBadgeText(250)).toBe('9+');
    expect(unreadBadgeText(-1)).toBe('');
  });

  it('never shows more than two characters', () => {
    fc.assert(fc.property(fc.integer({ min: 0, max: 1e6 }), (count) => unreadBadgeText(count).length <= 2));
  });
});

describe('addNotification', () => {
  const make = (n: number) => ({ id: `n${n}`, title: `Notification ${n}` });

  it('puts the new notification first and keeps 10', () => {
    const list = Array.from({ length: 10 }, (_, i) => make(i));
    const next = addNotification(list, make(99));
    expect(next).toHaveLength(10);
    expect(next[0]?.id).toBe('n99');
    expect(next.at(-1)?.id).toBe('n8');
  });

  it('does not duplicate a notification it already holds', () => {
    const next = addNotification([make(1), make(2)], { id: 'n2', title: 'again' });
    expect(next.map((n) => n.id)).toEqual(['n2', 'n1']);
  });

  it('never holds more than 10', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 0, max: 30 }), { maxLength: 40 }), (ids) => {
        const list = ids.reduce<{ id: string }[]>((acc, id) => addNotification(acc, { id: String(id) }), []);
        expect(list.length).toBeLessThanOrEqual(10);
        expect(new Set(list.map((n) => n.id)).size).toBe(list.length);
      }),
    );
  });
});

describe('updateNotification', () => {
  it('replaces the changed notification in place', () => {
    const list = [
      { id: 'a', read: false },
      { id: 'b', read: false },
    ];
    expect(updateNotification(list, { id: 'b', read: true })).toEqual([
      { id: 'a', read: false },
      { id: 'b', read: true },
    ]);
  });
});

describe('notificationLink', () => {
  it('opens /properties/{id} when the notification has a property', () => {
    expect(notificationLink({ property_id: 'p1' })).toBe('/properties/p1');
    expect(notificationLink({ property_id: null })).toBeNull();
    expect(notificationLink({})).toBeNull();
  });
});
