// Styles of the home page: the hero search, the highlight tiles, the featured deals and the share strip.
import { vars } from '@dealloop/ui';
import { style } from '@vanilla-extract/css';

const container = {
  maxWidth: '1200px',
  marginInline: 'auto',
  paddingInline: vars.space['4'],
  '@media': { '(min-width: 768px)': { paddingInline: vars.space['5'] } },
} as const;

export const hero = style({
  background: `linear-gradient(135deg, #0B2545 0%, #13315C 55%, #0E7570 130%)`,
  color: '#FFFFFF',
  padding: `${vars.space['7']} 0`,
  '@media': { '(min-width: 768px)': { padding: `${vars.space['8']} 0` } },
});

export const heroInner = style({
  ...container,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
});

export const eyebrow = style({
  margin: 0,
  color: '#F5A524',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.bold,
  letterSpacing: '0.08em',
  textTransform: 'uppercase',
});

export const title = style({
  margin: 0,
  maxWidth: '20ch',
  color: '#FFFFFF',
  fontSize: vars.fontSize['3xl'],
  lineHeight: vars.lineHeight.tight,
  '@media': { '(min-width: 768px)': { fontSize: '3rem' } },
});

export const lead = style({
  margin: 0,
  maxWidth: '60ch',
  fontSize: vars.fontSize.lg,
  color: 'rgba(255, 255, 255, 0.88)',
});

export const searchCard = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  maxWidth: '760px',
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  background: vars.color.surface,
  color: vars.color.text,
  boxShadow: vars.shadow.lg,
});

export const searchRow = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['2'],
  '@media': { '(min-width: 640px)': { flexDirection: 'row', alignItems: 'stretch' } },
});

export const searchButton = style({ minHeight: '48px', whiteSpace: 'nowrap' });

export const searchLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: `${vars.space['1']} ${vars.space['4']}`,
  fontSize: vars.fontSize.sm,
});

export const textLink = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  minHeight: '32px',
  padding: 0,
  border: 'none',
  background: 'none',
  color: vars.color.accent,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  textDecoration: 'none',
  cursor: 'pointer',
  selectors: {
    '&:hover': { textDecoration: 'underline' },
    '&:disabled': { color: vars.color.textMuted, cursor: 'progress' },
  },
});

export const section = style({ ...container, paddingTop: vars.space['7'], paddingBottom: vars.space['2'] });

export const tiles = style({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 240px), 1fr))',
  gap: vars.space['4'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
});

export const tile = style({
  display: 'flex',
  gap: vars.space['3'],
  alignItems: 'flex-start',
  padding: vars.space['5'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const tileIcon = style({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  flexShrink: 0,
  width: '44px',
  height: '44px',
  borderRadius: vars.radius.full,
  background: vars.color.accentSurface,
  color: vars.color.accent,
});

export const tileTitle = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.primary });

export const tileText = style({
  margin: `${vars.space['1']} 0 0`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const sectionHeader = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  marginBottom: vars.space['5'],
});

export const sectionTitle = style({ margin: 0, fontSize: vars.fontSize['2xl'], color: vars.color.primary });

export const sectionNote = style({
  margin: `${vars.space['1']} 0 0`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const shareStrip = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['4'],
  padding: vars.space['5'],
  marginBottom: vars.space['7'],
  borderRadius: vars.radius.lg,
  background: vars.color.accentSurface,
});

export const shareTitle = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.primary });

export const legalLinks = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['4'],
  margin: `${vars.space['2']} 0 0`,
  fontSize: vars.fontSize.sm,
});
