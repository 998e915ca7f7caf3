// The counties map scale: classes on round numbers from 1 to the highest count, and their legend labels.
import { describe, expect, it } from 'vitest';
import { classLabel, classOf, countyScale } from './county-color-scale';

describe('countyScale', () => {
  it('splits a wide range into five geometric classes on round numbers', () => {
    const scale = countyScale(3171);
    expect(scale.map(classLabel)).toEqual(['1–5', '6–20', '21–100', '101–500', '501+']);
    expect(scale.map((c) => c.step)).toEqual([0, 1, 2, 3, 4]);
  });

  it('uses fewer classes for small counts, spread over the palette', () => {
    const scale = countyScale(3);
    expect(scale.map(classLabel)).toEqual(['1', '2', '3']);
    expect(scale.map((c) => c.step)).toEqual([0, 2, 4]);
    expect(countyScale(1).map(classLabel)).toEqual(['1']);
  });

  it('has no classes without active listings', () => {
    expect(countyScale(0)).toEqual([]);
  });
});

describe('classOf', () => {
  const scale = countyScale(3171);

  it('puts 0 in no class (neutral) and every other count in the class that contains it', () => {
    expect(classOf(scale, 0)).toBeNull();
    expect(classLabel(classOf(scale, 1)!)).toBe('1–5');
    expect(classLabel(classOf(scale, 5)!)).toBe('1–5');
    expect(classLabel(classOf(scale, 6)!)).toBe('6–20');
    expect(classLabel(classOf(scale, 3171)!)).toBe('501+');
  });

  it('covers every count from 1 to the highest with exactly one class', () => {
    for (const highest of [1, 2, 7, 40, 999, 12_345]) {
      const classes = countyScale(highest);
      for (let count = 1; count <= highest; count += Math.max(1, Math.floor(highest / 97))) {
        const matching = classes.filter((c) => count >= c.min && (c.max === null || count <= c.max));
        expect(matching, `${count} of ${highest}`).toHaveLength(1);
        expect(classOf(classes, count)).toBe(matching[0]);
      }
    }
  });
});
