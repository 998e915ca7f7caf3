// Styles of the moderation pages: queue items with photo and facts, the bulk bar, action rows, the audit list.
import { vars } from '@dealloop/ui';
import { style } from '@vanilla-extract/css';

export const form = style({ display: 'grid', gap: vars.space['4'] });

export const actions = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
});

export const endActions = style([actions, { justifyContent: 'flex-end' }]);

export const bulkBar = style([
  actions,
  {
    position: 'sticky',
    top: 0,
    zIndex: 1,
    padding: vars.space['3'],
    borderRadius: vars.radius.lg,
    border: `1px solid ${vars.color.border}`,
    background: vars.color.surfaceMuted,
  },
]);

export const queueItem = style({
  display: 'grid',
  gap: vars.space['3'],
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  '@media': { '(min-width: 768px)': { gridTemplateColumns: 'auto 160px minmax(0, 1fr)' } },
});

export const photos = style({ display: 'flex', gap: vars.space['1'], flexWrap: 'wrap' });

export const photo = style({
  width: '160px',
  height: '110px',
  objectFit: 'cover',
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
});

export const thumb = style({
  width: '48px',
  height: '36px',
  objectFit: 'cover',
  borderRadius: vars.radius.sm,
});

export const noPhoto = style([
  photo,
  { display: 'grid', placeItems: 'center', color: vars.color.textMuted, fontSize: vars.fontSize.sm },
]);

export const details = style({ display: 'grid', gap: vars.space['2'], alignContent: 'start' });

export const itemTitle = style({ margin: 0, fontSize: vars.fontSize.lg, color: vars.color.text });

export const muted = style({ margin: 0, color: vars.color.textMuted, fontSize: vars.fontSize.sm });

export const price = style({ fontWeight: vars.fontWeight.semibold, color: vars.color.text });

export const checkbox = style({ width: '1.25rem', height: '1.25rem', margin: 0 });

export const auditList = style({ display: 'grid', margin: 0, padding: 0, listStyle: 'none' });

export const auditItem = style({
  display: 'grid',
  gap: vars.space['1'],
  borderTop: `1px solid ${vars.color.border}`,
  padding: `${vars.space['3']} 0`,
});

export const reason = style({
  margin: 0,
  padding: vars.space['2'],
  borderRadius: vars.radius.md,
  background: vars.color.surfaceMuted,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  fontSize: vars.fontSize.sm,
});

export const search = style({
  display: 'grid',
  gridTemplateColumns: 'minmax(0, 1fr) auto',
  gap: vars.space['2'],
  alignItems: 'end',
  maxWidth: '560px',
});
