// Test support for component tests (vitest + jsdom): testing-library with cleanup after each test.
// Not exported from the package; the marketplace's tests reach it through `sites/marketplace/src/test/dom.ts`.
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(cleanup);

export { act, fireEvent, render, renderHook, screen, waitFor, within } from '@testing-library/react';
export { default as userEvent } from '@testing-library/user-event';
