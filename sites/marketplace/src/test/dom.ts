// Testing Library for the site's component tests, with cleanup after each test (the web project has no globals).
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(cleanup);

export { act, fireEvent, render, renderHook, screen, waitFor, within } from '@testing-library/react';
export { default as userEvent } from '@testing-library/user-event';
