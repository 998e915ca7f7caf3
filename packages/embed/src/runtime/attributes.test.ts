import { describe, expect, it } from 'vitest';
import { attributeNameOf, isWidgetName } from '../widgets';
import { cardRefOf } from '../widgets/card/card-ref';
import { parseCount, parseText } from './attributes';

describe('attribute parsing', () => {
  it('clamps counts and falls back when unreadable', () => {
    const rule = { min: 1, max: 50, fallback: 6 };
    expect(parseCount('12', rule)).toBe(12);
    expect(parseCount('500', rule)).toBe(50);
    expect(parseCount('0', rule)).toBe(1);
    expect(parseCount('many', rule)).toBe(6);
    expect(parseCount(undefined, rule)).toBe(6);
  });

  it('trims texts and treats blank as missing', () => {
    expect(parseText('  Dallas, TX ')).toBe('Dallas, TX');
    expect(parseText('   ')).toBeNull();
  });

  it('reads a card reference from a slug, an id or a card page address', () => {
    expect(cardRefOf('jane-doe-1234abcd')).toBe('jane-doe-1234abcd');
    expect(cardRefOf('https://dealloop.example/card/jane%20doe?x=1')).toBe('jane doe');
    expect(cardRefOf('/card/jane-doe-1234abcd')).toBe('jane-doe-1234abcd');
    expect(cardRefOf(' ')).toBeNull();
  });

  it('names attributes in kebab case and knows the widgets', () => {
    expect(attributeNameOf('embedKey')).toBe('embed-key');
    expect(attributeNameOf('embed-key')).toBe('embed-key');
    expect(isWidgetName('property-grid')).toBe(true);
    expect(isWidgetName('toString')).toBe(false);
  });
});
