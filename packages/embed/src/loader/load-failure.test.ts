// A widget module that cannot load (offline, blocked): a message in the element, a rejected mount(), and no
// unhandled rejection on the host page (vitest fails a run that has one).
import { EMBED_WIDGET_LOAD_FAILED } from '@dealloop/core';
import { describe, expect, it } from 'vitest';
import { createDealLoop } from './dealloop-global';
import { defineWidgetElements } from './define-elements';

defineWidgetElements({ api: 'https://dealloop.test', load: () => Promise.reject(new Error('offline')) });

describe('a widget whose code cannot load', () => {
  it('says so inside its element and rejects mount()', async () => {
    await expect(createDealLoop('1').mount(document.body, 'property-grid')).rejects.toThrow('offline');
    const element = document.querySelector('dealloop-property-grid');
    expect(element?.shadowRoot?.textContent).toBe(EMBED_WIDGET_LOAD_FAILED);
  });

  it('leaves nothing unhandled for an element the page wrote itself', async () => {
    document.body.insertAdjacentHTML('beforeend', '<dealloop-chat embed-key="dlk_x"></dealloop-chat>');
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(document.querySelector('dealloop-chat')?.shadowRoot?.textContent).toBe(EMBED_WIDGET_LOAD_FAILED);
  });
});
