import { afterEach, describe, expect, it, vi } from 'vitest';
import { uuidv7 } from './ids';

const UUID_V7 = /^[0-9a-f]{8}-[0-9a-f]{4}-7[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('uuidv7', () => {
  it('sorts ids made in one millisecond in the order they were made', () => {
    vi.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-12-01T15:00:00Z'));
    const ids = Array.from({ length: 2000 }, () => uuidv7());
    expect(ids.every((id) => UUID_V7.test(id))).toBe(true);
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('keeps counting up when the clock steps back', () => {
    const clock = vi.spyOn(Date, 'now').mockReturnValue(Date.parse('2026-12-01T15:00:01Z'));
    const before = uuidv7();
    clock.mockReturnValue(Date.parse('2026-12-01T14:59:00Z'));
    const after = uuidv7();
    expect(after > before).toBe(true);
  });

  it('carries the given millisecond for a back-dated row', () => {
    const ms = Date.parse('2025-03-04T05:06:07.089Z');
    const id = uuidv7(ms);
    expect(UUID_V7.test(id)).toBe(true);
    expect(Number.parseInt(id.replace(/-/g, '').slice(0, 12), 16)).toBe(ms);
  });
});
