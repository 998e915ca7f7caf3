import { describe, expect, it } from 'vitest';
import { loaderScriptTag, mountSnippet, queueStubSnippet, widgetTag } from './snippets';

describe('snippets', () => {
  it('tags the loader under the SDK base URL, with or without a trailing slash', () => {
    expect(loaderScriptTag('https://dealloop.example')).toBe(
      '<script async src="https://dealloop.example/sdk/v1/loader.js"></script>',
    );
    expect(loaderScriptTag('https://dealloop.example/')).toBe(
      '<script async src="https://dealloop.example/sdk/v1/loader.js"></script>',
    );
  });

  it('writes a widget element with kebab-case, escaped attributes and leaves empty ones out', () => {
    expect(
      widgetTag('property-grid', { location: 'Dallas, TX', lister: 'u1', embedKey: 'dlk_x', limit: '' }),
    ).toBe(
      '<dealloop-property-grid location="Dallas, TX" lister="u1" embed-key="dlk_x"></dealloop-property-grid>',
    );
    expect(widgetTag('business-card', { card: '"><script>' })).toBe(
      '<dealloop-business-card card="&quot;&gt;&lt;script&gt;"></dealloop-business-card>',
    );
  });

  it('writes a mount call that is safe inside a script element', () => {
    const text = mountSnippet('deal-calculator', { price: 100000, arv: undefined, note: '</script>' });
    expect(text).toBe(
      'DealLoop.mount(document.querySelector("#dealloop-deal-calculator"), "deal-calculator", {"price":100000,"note":"\\u003c/script\\u003e"});',
    );
    expect(mountSnippet('chat', { embedKey: 'dlk_a' }, '#help')).toContain('document.querySelector("#help")');
  });

  it('keeps the queue stub on one line', () => {
    expect(queueStubSnippet()).not.toContain('\n');
  });
});
