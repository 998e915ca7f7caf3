// The widgets' CSS: each built style module registers its text here, and every widget's shadow root receives it.

const texts: string[] = [];
const sheets: CSSStyleSheet[] = [];
const roots = new Set<ShadowRoot>();

/** Whether shadow roots can adopt constructable stylesheets (then no <style> and no CSP style-src is needed). */
export const adoptsStyleSheets = (): boolean =>
  typeof ShadowRoot === 'function' &&
  'adoptedStyleSheets' in ShadowRoot.prototype &&
  'replaceSync' in CSSStyleSheet.prototype;

function apply(root: ShadowRoot, index: number): void {
  if (adoptsStyleSheets()) {
    if (!sheets[index]) {
      sheets[index] = new CSSStyleSheet();
      sheets[index].replaceSync(texts[index] ?? '');
    }
    root.adoptedStyleSheets = [...root.adoptedStyleSheets, sheets[index]];
    return;
  }
  const style = document.createElement('style');
  style.setAttribute('data-dealloop', '');
  style.textContent = texts[index] ?? '';
  // Styles go before the widget's content, in registration order.
  const previous = root.querySelectorAll('style[data-dealloop]');
  if (previous.length > 0) previous[previous.length - 1]?.after(style);
  else root.prepend(style);
}

/** Registers a style module's CSS (the build turns every style module into this call); styled roots get it too. */
export function addStyles(css: string): void {
  if (texts.includes(css)) return;
  texts.push(css);
  for (const root of roots) apply(root, texts.length - 1);
}

/** Gives a shadow root every registered style, and those registered later (the chat panel loaded on open). */
export function adoptStyles(root: ShadowRoot): void {
  if (roots.has(root)) return;
  roots.add(root);
  for (let index = 0; index < texts.length; index += 1) apply(root, index);
}

/** Stops styling a root and removes what `adoptStyles` gave it. */
export function releaseStyles(root: ShadowRoot): void {
  if (!roots.delete(root)) return;
  if (root.adoptedStyleSheets)
    root.adoptedStyleSheets = root.adoptedStyleSheets.filter((sheet) => !sheets.includes(sheet));
  for (const style of root.querySelectorAll('style[data-dealloop]')) style.remove();
}
