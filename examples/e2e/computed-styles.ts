// Reads computed styles in the browser, to compare a page with another: inside the widgets' shadow roots, and on
// the host page's own elements.
import type { Page } from '@playwright/test';

/** The widget tags, in page order. */
export const WIDGET_TAGS = [
  'dealloop-property-grid',
  'dealloop-deal-calculator',
  'dealloop-business-card',
  'dealloop-chat',
] as const;

/**
 * Properties of every element in a widget that the host page must not change. Widths are left out: they follow
 * the room the host gives the widget (a host's layout choice, like an iframe's size); heights of the parts with
 * their own size are compared separately.
 */
export const WIDGET_STYLE_PROPERTIES = [
  'font-family',
  'font-size',
  'font-weight',
  'font-style',
  'line-height',
  'letter-spacing',
  'word-spacing',
  'text-transform',
  'text-align',
  'text-shadow',
  'white-space',
  'color',
  'background-color',
  'background-image',
  'border-top-width',
  'border-right-width',
  'border-bottom-width',
  'border-left-width',
  'border-top-style',
  'border-top-color',
  'border-top-left-radius',
  'padding-top',
  'padding-right',
  'padding-bottom',
  'padding-left',
  'margin-top',
  'margin-bottom',
  'display',
  'position',
  'box-sizing',
  'box-shadow',
  'opacity',
  'filter',
  'visibility',
  'cursor',
  'direction',
] as const;

/** Waits for the widgets' finite animations and transitions (a panel fading in) to end. */
export async function widgetAnimationsDone(page: Page) {
  await page.evaluate(
    async (tags) => {
      const running = tags.flatMap((tag) => document.querySelector(tag)?.shadowRoot?.getAnimations() ?? []);
      const finite = running.filter(
        (animation) => animation.effect?.getComputedTiming().iterations !== Infinity,
      );
      await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    },
    [...WIDGET_TAGS],
  );
}

/** One element of a widget: where it is in its shadow tree, its tag, its compared styles and its height. */
export interface WidgetElementStyle {
  path: string;
  styles: Record<string, string>;
  /** Rendered height of form controls, buttons and the QR code (parts whose size does not follow the width). */
  height: number | null;
}

/** Every element of each widget's shadow root (and the widget element's own inherited defaults), by tag. */
export async function widgetStyles(page: Page): Promise<Record<string, WidgetElementStyle[]>> {
  return page.evaluate(
    ({ tags, properties }) => {
      const sized = new Set(['BUTTON', 'INPUT', 'TEXTAREA', 'SELECT', 'svg']);
      const result: Record<
        string,
        { path: string; styles: Record<string, string>; height: number | null }[]
      > = {};
      for (const tag of tags) {
        const host = document.querySelector(tag);
        const root = host?.shadowRoot;
        if (!root) throw new Error(`${tag} has no shadow root`);
        const rows: { path: string; styles: Record<string, string>; height: number | null }[] = [];
        const walk = (parent: Element | ShadowRoot, path: string) => {
          Array.from(parent.children).forEach((child, index) => {
            const here = `${path}/${child.tagName.toLowerCase()}[${index}]`;
            if (child.tagName === 'STYLE' || child.tagName === 'LINK') return;
            const computed = getComputedStyle(child);
            const styles: Record<string, string> = {};
            for (const name of properties) styles[name] = computed.getPropertyValue(name);
            const height = sized.has(child.tagName) ? Math.round(child.getBoundingClientRect().height) : null;
            rows.push({ path: here, styles, height });
            walk(child, here);
          });
        };
        walk(root, tag);
        result[tag] = rows;
      }
      return result;
    },
    { tags: [...WIDGET_TAGS], properties: [...WIDGET_STYLE_PROPERTIES] },
  );
}

/** Each difference between two captures of `widgetStyles`, as `path property: expected -> actual` lines. */
export function styleDifferences(
  expected: Record<string, WidgetElementStyle[]>,
  actual: Record<string, WidgetElementStyle[]>,
): string[] {
  const lines: string[] = [];
  for (const [tag, rows] of Object.entries(expected)) {
    const others = actual[tag] ?? [];
    if (others.length !== rows.length) lines.push(`${tag}: ${rows.length} elements -> ${others.length}`);
    rows.forEach((row, index) => {
      const other = others[index];
      if (!other) return;
      if (other.path !== row.path) lines.push(`${row.path}: element -> ${other.path}`);
      for (const [name, value] of Object.entries(row.styles)) {
        if (other.styles[name] !== value)
          lines.push(`${row.path} ${name}: ${value} -> ${other.styles[name]}`);
      }
      if (other.height !== row.height) lines.push(`${row.path} height: ${row.height} -> ${other.height}`);
    });
  }
  return lines;
}

/**
 * Every computed property of every host element outside the widgets (the widget elements themselves excluded),
 * except those that follow the page's content size (widths, heights, resolved grid tracks, derived origins).
 */
export async function hostStyles(page: Page): Promise<Record<string, Record<string, string>>> {
  return page.evaluate(() => {
    const sizeDependent = new Set([
      'width',
      'height',
      'inline-size',
      'block-size',
      'perspective-origin',
      'transform-origin',
      'grid-template-rows',
      'grid-template-columns',
    ]);
    const result: Record<string, Record<string, string>> = {};
    const walk = (parent: Element, path: string) => {
      Array.from(parent.children).forEach((child, index) => {
        const tag = child.tagName.toLowerCase();
        if (tag.startsWith('dealloop-')) return;
        const here = `${path}/${tag}[${index}]`;
        const computed = getComputedStyle(child);
        const styles: Record<string, string> = {};
        for (const name of Array.from(computed)) {
          if (!sizeDependent.has(name)) styles[name] = computed.getPropertyValue(name);
        }
        result[here] = styles;
        walk(child, here);
      });
    };
    walk(document.documentElement, '');
    return result;
  });
}

/** What the page itself holds besides its elements: globals, style sheets, head and root attributes. */
export async function hostFootprint(page: Page) {
  return page.evaluate(() => ({
    globals: Object.keys(window).sort(),
    styleSheets: Array.from(document.styleSheets).map((sheet) => sheet.href ?? 'inline'),
    adoptedStyleSheets: document.adoptedStyleSheets.length,
    head: Array.from(document.head.children).map((child) => child.outerHTML),
    rootAttributes: Array.from(document.documentElement.attributes).map((a) => `${a.name}=${a.value}`),
    bodyAttributes: Array.from(document.body.attributes).map((a) => `${a.name}=${a.value}`),
  }));
}
