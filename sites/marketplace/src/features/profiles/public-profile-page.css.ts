// Styles of the public profile page: the identity header, the about panel and the listings.
import { vars } from '@dealloop/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export const header = style({
  display: 'flex',
  gap: vars.space['4'],
  alignItems: 'center',
  flexWrap: 'wrap',
});

export const identity = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  flex: '1 1 260px',
});

export const company = style({ margin: 0, fontWeight: vars.fontWeight.semibold, color: vars.color.text });

export const logo = style({ maxHeight: '64px', maxWidth: '160px', objectFit: 'contain' });

export const bio = style({ margin: 0, whiteSpace: 'pre-line', lineHeight: vars.lineHeight.relaxed });

export const facts = style({
  display: 'grid',
  gap: vars.space['3'],
  gridTemplateColumns: 'repeat(auto-fit, minmax(180px, 1fr))',
  margin: 0,
});
globalStyle(`${facts} dt`, { color: vars.color.textMuted, fontSize: vars.fontSize.sm });
globalStyle(`${facts} dd`, { margin: 0, fontWeight: vars.fontWeight.semibold });

export const listings = style({ display: 'flex', flexDirection: 'column', gap: vars.space['3'] });
