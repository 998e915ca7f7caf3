// Styles of ListingFacts and ListingFigures in their two sizes: compact on a card, large on a listing page.
import { style, styleVariants } from '@vanilla-extract/css';
import { vars } from './theme.css';

const factsBase = style({
  display: 'flex',
  flexWrap: 'wrap',
  padding: 0,
  listStyle: 'none',
  color: vars.color.text,
});

export const facts = styleVariants({
  card: [factsBase, { gap: `${vars.space['1']} ${vars.space['3']}`, margin: 0, fontSize: vars.fontSize.sm }],
  page: [factsBase, { gap: vars.space['4'], margin: `${vars.space['3']} 0 0`, fontSize: vars.fontSize.md }],
});

export const factValue = styleVariants({
  card: { fontWeight: vars.fontWeight.semibold },
  page: { fontWeight: vars.fontWeight.bold },
});

export const figures = styleVariants({
  card: {
    display: 'grid',
    gridTemplateColumns: 'repeat(4, minmax(0, 1fr))',
    gap: vars.space['2'],
    margin: 0,
    padding: vars.space['3'],
    borderRadius: vars.radius.md,
    background: vars.color.surfaceMuted,
  },
  page: { display: 'grid', gridTemplateColumns: '1fr 1fr', gap: vars.space['3'], margin: 0 },
});

export const figure = styleVariants({
  card: { display: 'flex', flexDirection: 'column', gap: '2px', minWidth: 0 },
  page: { padding: vars.space['3'], borderRadius: vars.radius.md, background: vars.color.surfaceMuted },
});

export const figureLabel = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  textTransform: 'uppercase',
  letterSpacing: '0.04em',
});

export const figureValue = styleVariants({
  card: {
    margin: 0,
    fontSize: vars.fontSize.sm,
    fontWeight: vars.fontWeight.semibold,
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  page: { margin: 0, fontSize: vars.fontSize.lg, fontWeight: vars.fontWeight.bold },
});

export const profit = style({ color: vars.color.success });
