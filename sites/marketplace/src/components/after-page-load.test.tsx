// Parts rendered after the page has loaded: nothing before the load event, then the lazily loaded part.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '../test/dom';
import { AfterPageLoad } from './after-page-load';

afterEach(() => vi.restoreAllMocks());

describe('AfterPageLoad', () => {
  it('waits for the load event of a page still loading', async () => {
    const state = vi.spyOn(document, 'readyState', 'get').mockReturnValue('interactive');
    render(
      <AfterPageLoad>
        <p>Offers</p>
      </AfterPageLoad>,
    );
    expect(screen.queryByText('Offers')).toBeNull();
    state.mockReturnValue('complete');
    await act(async () => window.dispatchEvent(new Event('load')));
    expect(await screen.findByText('Offers')).toBeTruthy();
  });

  it('renders at once on a page reached inside the site', () => {
    vi.spyOn(document, 'readyState', 'get').mockReturnValue('complete');
    render(
      <AfterPageLoad>
        <p>Offers</p>
      </AfterPageLoad>,
    );
    expect(screen.getByText('Offers')).toBeTruthy();
  });
});
