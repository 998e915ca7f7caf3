// Styles of /admin/users: the filter bar, the user list, the history disclosure and Show more.
import { vars } from '@dealloop/ui';
import { style } from '@vanilla-extract/css';

export const filters = style({
  display: 'grid',
  gap: vars.space['3'],
  alignItems: 'end',
  '@media': { '(min-width: 768px)': { gridTemplateColumns: '2fr 1fr 1fr auto' } },
});

export const history = style({ fontSize: vars.fontSize.sm });

export const historySummary = style({ cursor: 'pointer', color: vars.color.textMuted });

export const historyList = style({
  display: 'grid',
  gap: vars.space['1'],
  margin: `${vars.space['2']} 0 0`,
  paddingLeft: vars.space['5'],
});

export const more = style({ justifySelf: 'center' });
