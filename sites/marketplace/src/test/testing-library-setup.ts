// Setup of the jsdom tests: findBy* and waitFor wait up to 5 s, since a lazily loaded page is transformed on first
// import and that can take over the library's default 1 s on a busy two-core machine.
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 5_000 });
