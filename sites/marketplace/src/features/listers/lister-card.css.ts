// Styles of the lister's card on the listing page: avatar and name, facts, contact buttons.
import { vars } from '@dealloop/ui';
import { style } from '@vanilla-extract/css';

export const card = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const who = style({ display: 'flex', alignItems: 'center', gap: vars.space['3'] });

export const name = style({ margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.semibold });

export const company = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const facts = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: `${vars.space['1']} ${vars.space['4']}`,
  margin: 0,
  padding: 0,
  listStyle: 'none',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const actions = style({ display: 'flex', flexDirection: 'column', gap: vars.space['2'] });

/** A contact button whose label (the lister's email) may be longer than the card: it wraps, never cut. */
export const wrappingButton = style({
  selectors: {
    '&&': {
      whiteSpace: 'normal',
      overflowWrap: 'anywhere',
      height: 'auto',
      minHeight: '44px',
      paddingBlock: vars.space['2'],
      textAlign: 'center',
    },
  },
});

export const placeholder = style({
  height: '140px',
  borderRadius: vars.radius.lg,
  background: vars.color.surfaceMuted,
});

export const note = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });
