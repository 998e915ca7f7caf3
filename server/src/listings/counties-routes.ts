// GET /api/v1/counties: public listings per county for the counties map and table.

import { countiesContract } from '@dealloop/contract';
import type { AppDeps } from '../app-env';
import { createRouter } from '../http/router';
import { countyListingReport, createCountyDirectory } from './county-stats';

/** How long browsers and proxies may reuse the answer. */
const CACHE_CONTROL = 'public, max-age=60';

/** The counties route, mounted at /api/v1. */
export function countyRoutes(deps: AppDeps) {
  const directory = createCountyDirectory(deps.geo.counties(), deps.geo.states());
  return createRouter().openapi(countiesContract.report, async (c) => {
    const report = await countyListingReport(deps.db, directory);
    c.header('Cache-Control', CACHE_CONTROL);
    return c.json(report, 200);
  });
}
