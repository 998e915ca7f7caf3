// Styles of /properties: the filter bar (collapsed behind a Filters button on phones), the result bar, the
// list and map views, paging and the empty state.
import { vars } from '@dealloop/ui';
import { style } from '@vanilla-extract/css';

const WIDE = '(min-width: 900px)';

export const page = style({
  maxWidth: '1280px',
  marginInline: 'auto',
  padding: `${vars.space['5']} ${vars.space['4']} ${vars.space['7']}`,
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  '@media': { '(min-width: 768px)': { paddingInline: vars.space['5'] } },
});

export const title = style({ margin: 0, fontSize: vars.fontSize['2xl'], color: vars.color.primary });

/** The heading with "Save this search" beside it. */
export const titleRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
});

export const filters = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['3'],
  padding: vars.space['4'],
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const locationRow = style({
  display: 'grid',
  gridTemplateColumns: '1fr auto',
  gap: vars.space['2'],
  alignItems: 'stretch',
  '@media': { [WIDE]: { gridTemplateColumns: '1fr auto' } },
});

export const filtersToggle = style({
  gridColumn: '1 / -1',
  '@media': { [WIDE]: { display: 'none' } },
});

export const filterPanel = style({
  display: 'none',
  gridTemplateColumns: 'repeat(2, minmax(0, 1fr))',
  gap: vars.space['3'],
  alignItems: 'end',
  selectors: { '&[data-expanded="true"]': { display: 'grid' } },
  '@media': {
    '(min-width: 640px)': { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))' },
    [WIDE]: { display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(150px, 1fr))' },
  },
});

export const nearControls = style({
  gridColumn: '1 / -1',
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  gap: vars.space['2'],
  '@media': { [WIDE]: { gridColumn: 'auto' } },
});

export const note = style({ margin: 0, fontSize: vars.fontSize.sm, color: vars.color.textMuted });

export const orderRow = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-end',
  justifyContent: 'space-between',
  gap: vars.space['2'],
});

export const sortField = style({ minWidth: '220px' });

export const resultBar = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: vars.space['3'],
});

export const count = style({ margin: 0, fontWeight: vars.fontWeight.semibold, color: vars.color.text });

export const viewToggle = style({
  display: 'inline-flex',
  margin: 0,
  minInlineSize: 0,
  padding: '2px',
  borderRadius: vars.radius.md,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceMuted,
});

export const viewButton = style({
  display: 'inline-flex',
  alignItems: 'center',
  gap: vars.space['1'],
  minHeight: '40px',
  padding: `0 ${vars.space['3']}`,
  border: 'none',
  borderRadius: vars.radius.sm,
  background: 'transparent',
  color: vars.color.textMuted,
  fontFamily: vars.font.body,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  cursor: 'pointer',
  selectors: {
    '&[aria-pressed="true"]': {
      background: vars.color.surface,
      color: vars.color.primary,
      boxShadow: vars.shadow.sm,
    },
    '&:focus-visible': { outline: `2px solid ${vars.color.focusRing}`, outlineOffset: '2px' },
  },
});

/** The map views: map only (view=map, and view=split on a phone), or the list beside the map (view=split, wide). */
export const mapLayout = style({
  display: 'grid',
  // One column that never grows past the screen: an implicit column would widen to the cards' min-content width.
  gridTemplateColumns: 'minmax(0, 1fr)',
  gap: vars.space['4'],
});

export const splitLayout = style([
  mapLayout,
  {
    '@media': { [WIDE]: { gridTemplateColumns: 'minmax(0, 1fr) minmax(0, 1fr)', alignItems: 'start' } },
  },
]);

/** The map's pane: most of a phone's screen; beside the list, the screen's height, staying in view. */
export const mapPane = style({
  minWidth: 0,
  height: 'min(70vh, 640px)',
  minHeight: '320px',
  '@media': {
    [WIDE]: {
      position: 'sticky',
      top: vars.space['4'],
      height: 'calc(100vh - 2 * 16px)',
      maxHeight: '860px',
    },
  },
});

/** The list beside the map: on a phone the split view is the map alone. */
export const listPane = style({
  minWidth: 0,
  display: 'none',
  '@media': { [WIDE]: { display: 'block', order: -1 } },
});

export const more = style({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  gap: vars.space['2'],
  paddingTop: vars.space['3'],
});

/** The Split button: only where the list fits beside the map. */
export const splitButton = style([viewButton, { '@media': { '(max-width: 899px)': { display: 'none' } } }]);
