// The texts of the Embed section of the dashboard (/dashboard/embed) and its card on the overview.

/** The Embed section of the dashboard. */
export const EMBED_DASHBOARD_PATH = '/dashboard/embed';

/** The page's texts live in core, next to the embed keys' rules. */
export { EMBED_TEXTS } from '@dealloop/core';
