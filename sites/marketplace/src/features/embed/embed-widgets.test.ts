// The widget attributes the Embed page puts in its snippets and preview.
import { describe, expect, it } from 'vitest';
import {
  DEFAULT_GRID_LIMIT,
  INITIAL_EMBED_OPTIONS,
  MAX_GRID_LIMIT,
  mountOptionsOf,
  widgetAttributes,
} from './embed-widgets';

const context = { embedKey: 'dlk_abcdefghijklmnopqrstuvwx', userId: 'user-7' };

describe('widgetAttributes', () => {
  it('limits a grid to the user’s listings with the key, the count and an optional location', () => {
    expect(widgetAttributes('property-grid', context, INITIAL_EMBED_OPTIONS)).toEqual({
      lister: 'user-7',
      limit: String(DEFAULT_GRID_LIMIT),
      'embed-key': context.embedKey,
    });
    expect(
      widgetAttributes('property-grid', context, {
        ...INITIAL_EMBED_OPTIONS,
        location: ' Dallas, TX ',
        theme: 'dark',
      }),
    ).toEqual({
      lister: 'user-7',
      location: 'Dallas, TX',
      limit: String(DEFAULT_GRID_LIMIT),
      'embed-key': context.embedKey,
      theme: 'dark',
    });
  });

  it('keeps the grid count between 1 and the maximum', () => {
    const limit = (typed: string) =>
      widgetAttributes('property-grid', context, { ...INITIAL_EMBED_OPTIONS, limit: typed }).limit;
    expect(limit('3')).toBe('3');
    expect(limit('500')).toBe(String(MAX_GRID_LIMIT));
    expect(limit('0')).toBe(String(DEFAULT_GRID_LIMIT));
    expect(limit('')).toBe(String(DEFAULT_GRID_LIMIT));
  });

  it('gives the chat the key, the card its address, and no key to either the card or the calculator', () => {
    expect(widgetAttributes('chat', context, { ...INITIAL_EMBED_OPTIONS, theme: 'light' })).toEqual({
      'embed-key': context.embedKey,
      theme: 'light',
    });
    expect(
      widgetAttributes('business-card', context, { ...INITIAL_EMBED_OPTIONS, card: 'bea-buyer-1' }),
    ).toEqual({
      card: 'bea-buyer-1',
    });
  });

  it('passes the calculator amounts typed as whole numbers, leaving out blank or unreadable ones', () => {
    expect(
      widgetAttributes('deal-calculator', context, {
        ...INITIAL_EMBED_OPTIONS,
        price: '$150,000',
        arv: '240000',
        repairs: 'lots',
        holding: '4,500',
        profit: '25000',
        fee: '',
      }),
    ).toEqual({ price: '150000', arv: '240000', holding: '4500', profit: '25000' });
  });
});

describe('mountOptionsOf', () => {
  it('names the attributes as mount() options in camelCase', () => {
    expect(mountOptionsOf({ 'embed-key': 'dlk_x', lister: 'user-7' })).toEqual({
      embedKey: 'dlk_x',
      lister: 'user-7',
    });
  });
});
