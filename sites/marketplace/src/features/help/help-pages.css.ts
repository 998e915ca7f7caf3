// Styles of the help pages (knowledge base, article, FAQs): a hero with the search box, category sections, cards
// and disclosures in a readable column.
import { vars } from '@dealloop/ui';
import { globalStyle, style } from '@vanilla-extract/css';

export { eyebrow, hero, heroInner, title } from '../../styles/page-hero.css';

export const lead = style({
  maxWidth: '68ch',
  margin: `0 0 ${vars.space['4']}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.relaxed,
  '@media': { '(min-width: 768px)': { fontSize: vars.fontSize.lg } },
});

export const search = style({ maxWidth: '560px' });

export const status = style({
  margin: `${vars.space['2']} 0 0`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const body = style({
  maxWidth: '1120px',
  margin: '0 auto',
  padding: `${vars.space['5']} ${vars.space['4']} ${vars.space['8']}`,
  '@media': { '(min-width: 768px)': { padding: `${vars.space['6']} ${vars.space['5']} ${vars.space['8']}` } },
});

export const chips = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  margin: `0 0 ${vars.space['5']}`,
  padding: 0,
  listStyle: 'none',
});

export const chip = style({
  display: 'inline-block',
  padding: `${vars.space['1']} ${vars.space['3']}`,
  borderRadius: vars.radius.full,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
  textDecoration: 'none',
  selectors: { '&:hover': { borderColor: vars.color.accent, color: vars.color.accent } },
});

export const section = style({ marginBottom: vars.space['6'] });

export const sectionTitle = style({ margin: `0 0 ${vars.space['3']}`, fontSize: vars.fontSize.xl });

export const cards = style({
  display: 'grid',
  gap: vars.space['3'],
  margin: 0,
  padding: 0,
  listStyle: 'none',
  '@media': { '(min-width: 768px)': { gridTemplateColumns: 'repeat(2, minmax(0, 1fr))' } },
});

export const card = style({
  height: '100%',
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  position: 'relative',
  selectors: { '&:hover, &:focus-within': { borderColor: vars.color.accent, boxShadow: vars.shadow.sm } },
});

export const cardCategory = style({
  margin: `0 0 ${vars.space['1']}`,
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  fontWeight: vars.fontWeight.semibold,
  textTransform: 'uppercase',
  letterSpacing: '0.06em',
});

export const cardTitle = style({ margin: `0 0 ${vars.space['2']}`, fontSize: vars.fontSize.lg });

/** The card's link covers the whole card, so the card is one click target with one accessible name. */
export const cardLink = style({
  color: vars.color.primary,
  textDecoration: 'none',
  selectors: {
    '&::after': { content: '""', position: 'absolute', inset: 0, borderRadius: vars.radius.md },
    '&:hover': { textDecoration: 'underline' },
  },
});

export const cardSummary = style({
  margin: 0,
  color: vars.color.textMuted,
  lineHeight: vars.lineHeight.normal,
});

export const aside = style({
  marginTop: vars.space['6'],
  padding: vars.space['4'],
  borderRadius: vars.radius.md,
  background: vars.color.accentSurface,
  color: vars.color.text,
});

export const asideTitle = style({ margin: `0 0 ${vars.space['2']}`, fontSize: vars.fontSize.lg });

export const article = style({
  maxWidth: '72ch',
  fontSize: vars.fontSize.md,
  '@media': { '(min-width: 768px)': { fontSize: vars.fontSize.lg } },
});

export const breadcrumb = style({
  display: 'flex',
  flexWrap: 'wrap',
  gap: vars.space['2'],
  margin: `0 0 ${vars.space['3']}`,
  padding: 0,
  listStyle: 'none',
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

globalStyle(`${breadcrumb} li + li::before`, { content: '"›"', marginRight: vars.space['2'] });

export const faqList = style({
  margin: 0,
  padding: 0,
  listStyle: 'none',
  borderTop: `1px solid ${vars.color.border}`,
});

export const faqItem = style({ borderBottom: `1px solid ${vars.color.border}` });

export const faqHeading = style({ margin: 0, fontSize: vars.fontSize.md });

export const faqButton = style({
  display: 'flex',
  width: '100%',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
  padding: `${vars.space['3']} ${vars.space['1']}`,
  border: 0,
  background: 'none',
  color: vars.color.primary,
  font: 'inherit',
  fontWeight: vars.fontWeight.semibold,
  textAlign: 'left',
  cursor: 'pointer',
  selectors: { '&:hover': { color: vars.color.accent } },
});

export const chevron = style({
  flexShrink: 0,
  transition: `transform ${vars.duration.fast}`,
  selectors: { '[aria-expanded="true"] > &': { transform: 'rotate(180deg)' } },
});

export const faqAnswer = style({
  padding: `0 ${vars.space['1']} ${vars.space['4']}`,
  maxWidth: '72ch',
  color: vars.color.text,
});

export const faqPermalink = style({ fontSize: vars.fontSize.sm, color: vars.color.textMuted });
