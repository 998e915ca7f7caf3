// jsdom has shadow roots but no adoptedStyleSheets: the <style> fallback path is the one tested here.
import { describe, expect, it } from 'vitest';
import { addStyles, adoptStyles, adoptsStyleSheets, releaseStyles } from './style-registry';

function shadowRoot(): ShadowRoot {
  const host = document.createElement('div');
  document.body.append(host);
  return host.attachShadow({ mode: 'open' });
}

const styleTexts = (root: ShadowRoot) =>
  Array.from(root.querySelectorAll('style[data-dealloop]'), (style) => style.textContent);

describe('style registry (fallback without constructable stylesheets)', () => {
  it('is the fallback environment', () => {
    expect(adoptsStyleSheets()).toBe(false);
  });

  it('puts every registered style into a root, before its content, in order, and later ones too', () => {
    addStyles('.a{color:red}');
    addStyles('.b{color:blue}');
    addStyles('.a{color:red}');
    const root = shadowRoot();
    root.append(document.createElement('p'));
    adoptStyles(root);
    adoptStyles(root);
    expect(styleTexts(root).filter((text) => text === '.a{color:red}' || text === '.b{color:blue}')).toEqual([
      '.a{color:red}',
      '.b{color:blue}',
    ]);
    addStyles('.c{color:green}');
    expect(styleTexts(root).at(-1)).toBe('.c{color:green}');
    expect(root.lastElementChild?.tagName).toBe('P');
    expect(document.head.querySelector('style[data-dealloop]')).toBeNull();
  });

  it('removes its styles from a released root and stops updating it', () => {
    const root = shadowRoot();
    adoptStyles(root);
    releaseStyles(root);
    addStyles('.d{color:black}');
    expect(styleTexts(root)).toEqual([]);
  });
});
