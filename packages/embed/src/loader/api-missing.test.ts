// A bundled SDK (`@dealloop/embed/web`) has no default API origin: an element without `api` says the address is
// missing (once in the console) instead of calling the host page's own origin, and loads once `api` is set.
import { EMBED_API_MISSING } from '@dealloop/core';
import { describe, expect, it, vi } from 'vitest';
import type { WidgetModule } from '../runtime/widget-contract';
import { waitFor } from '../test-support/widget-harness';
import { defineWidgetElements } from './define-elements';

const mounted: string[] = [];
const module: WidgetModule = {
  mount: ({ root, api }) => {
    mounted.push(api);
    root.append(Object.assign(document.createElement('p'), { textContent: 'widget' }));
    return { update: () => {}, destroy: () => {} };
  },
};
const load = vi.fn(async () => module);
defineWidgetElements({ api: '', load });

describe('an element without an API address', () => {
  it('says the API address is missing, warns once, calls nothing, and loads once api is set', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    document.body.insertAdjacentHTML(
      'beforeend',
      '<dealloop-business-card card="jane"></dealloop-business-card><dealloop-deal-calculator></dealloop-deal-calculator>',
    );
    const card = document.querySelector('dealloop-business-card')!;
    expect(card.shadowRoot?.textContent).toBe(EMBED_API_MISSING);
    expect(document.querySelector('dealloop-deal-calculator')?.shadowRoot?.textContent).toBe(
      EMBED_API_MISSING,
    );
    expect(warn.mock.calls).toEqual([[`DealLoop: ${EMBED_API_MISSING}`]]);
    expect(load).not.toHaveBeenCalled();

    card.setAttribute('api', 'https://dealloop.test/');
    await waitFor(() => expect(mounted).toEqual(['https://dealloop.test']));
    expect(card.shadowRoot?.textContent).toBe('widget');
    warn.mockRestore();
  });
});
