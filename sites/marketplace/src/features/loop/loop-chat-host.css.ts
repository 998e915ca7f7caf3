// Placement of the Loop chat on the site: above the mobile tab bar below 768px, in the corner above it.
import { loopChatBottom, loopChatRight, vars } from '@dealloop/ui';
import { style } from '@vanilla-extract/css';

export const host = style({
  vars: {
    // The tab bar is 64px tall plus the safe area; keep 12px of air above it.
    [loopChatBottom]: 'calc(76px + env(safe-area-inset-bottom, 0px))',
    [loopChatRight]: vars.space['3'],
  },
  '@media': {
    '(min-width: 768px)': {
      vars: { [loopChatBottom]: vars.space['5'], [loopChatRight]: vars.space['5'] },
    },
  },
});
