// `pnpm build`'s last step for the site: writes the brotli and gzip copies of sites/marketplace/dist's text files
// beside them, so every server start reads them instead of compressing (server/src/site/site-bundle.ts).
import { DEFAULT_SITE_DIR } from '../src/config';
import { precompressSite } from '../src/site/site-bundle';

const started = performance.now();
const count = await precompressSite(DEFAULT_SITE_DIR);
console.log(`precompressed ${count} site files in ${((performance.now() - started) / 1000).toFixed(1)} s`);
