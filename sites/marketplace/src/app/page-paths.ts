// Paths of the built pages, read from core's SITE_PAGES so a path is written once.
import { SITE_PAGES, type SitePageKey } from '@dealloop/core';

/** The path of a built page. */
export function pagePath(key: SitePageKey): string {
  const page = SITE_PAGES.find((candidate) => candidate.key === key);
  if (!page) throw new Error(`No built page "${key}".`);
  return page.path;
}
