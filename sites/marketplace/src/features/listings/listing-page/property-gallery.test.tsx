// The listing's photo gallery: arrow keys and swipes move through the photos with a "n / N" counter; the photo opens
// a fullscreen viewer that takes the keyboard (arrows, Tab kept inside, Escape) and swipes, and gives focus back.
import { describe, expect, it } from 'vitest';
import { fireEvent, render, screen, userEvent, within } from '../../../test/dom';
import type { PropertyImage } from '../property';
import { PropertyGallery } from './property-gallery';

const photo = (name: string): PropertyImage => ({
  thumb: `/storage/${name}-thumb.webp`,
  card: `/storage/${name}-card.webp`,
  full: `/storage/${name}-full.webp`,
});
const IMAGES = [photo('a'), photo('b'), photo('c')];

/** A horizontal drag of the pointer on `element` from x `from` to x `to`. */
function swipe(element: Element, from: number, to: number) {
  fireEvent.pointerDown(element, { pointerId: 1, clientX: from, clientY: 100 });
  fireEvent.pointerUp(element, { pointerId: 1, clientX: to, clientY: 104 });
}

const gallery = () => screen.getByRole('region', { name: 'Photos of Brick ranch' });
const shownPhoto = (scope: HTMLElement) => within(scope).getByRole('img', { name: /of 3\)$/ });

describe('PropertyGallery', () => {
  it('moves through the photos with the arrow keys, Home and End, counting "n / N"', async () => {
    render(<PropertyGallery images={IMAGES} title="Brick ranch" />);
    expect(gallery().textContent).toContain('1 / 3');
    await userEvent.click(screen.getByRole('button', { name: 'Next photo' }));
    expect(gallery().textContent).toContain('2 / 3');
    await userEvent.keyboard('{ArrowRight}');
    expect(gallery().textContent).toContain('3 / 3');
    await userEvent.keyboard('{ArrowRight}');
    expect(gallery().textContent).toContain('1 / 3');
    await userEvent.keyboard('{End}');
    expect(shownPhoto(gallery()).getAttribute('alt')).toBe('Brick ranch (3 of 3)');
  });

  it('follows a swipe left to the next photo and right to the previous, and ignores short or vertical moves', () => {
    render(<PropertyGallery images={IMAGES} title="Brick ranch" />);
    const stage = shownPhoto(gallery()).parentElement!;
    swipe(stage, 300, 120);
    expect(gallery().textContent).toContain('2 / 3');
    swipe(stage, 100, 300);
    expect(gallery().textContent).toContain('1 / 3');
    swipe(stage, 300, 280);
    fireEvent.pointerDown(stage, { pointerId: 2, clientX: 300, clientY: 0 });
    fireEvent.pointerUp(stage, { pointerId: 2, clientX: 240, clientY: 200 });
    expect(gallery().textContent).toContain('1 / 3');
    // The click that ends a mouse drag does not open the viewer.
    swipe(stage, 300, 100);
    fireEvent.click(screen.getByRole('button', { name: 'View photos fullscreen' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('opens the photo fullscreen: counter, arrows, swipes, focus kept inside, Escape returns focus', async () => {
    render(<PropertyGallery images={IMAGES} title="Brick ranch" />);
    const opener = screen.getByRole('button', { name: 'View photos fullscreen' });
    await userEvent.click(opener);
    const viewer = await screen.findByRole('dialog', { name: 'Photos of Brick ranch' });
    expect(viewer.getAttribute('aria-modal')).toBe('true');
    expect(viewer.textContent).toContain('1 / 3');
    expect(document.activeElement).toBe(within(viewer).getByRole('button', { name: 'Close' }));

    await userEvent.keyboard('{ArrowRight}');
    expect(viewer.textContent).toContain('2 / 3');
    expect(shownPhoto(viewer).getAttribute('src')).toBe('/storage/b-full.webp');
    swipe(shownPhoto(viewer).parentElement!, 300, 50);
    expect(viewer.textContent).toContain('3 / 3');

    // Tab goes round the viewer's buttons and never reaches the page behind.
    for (let step = 0; step < 5; step++) {
      await userEvent.tab();
      expect(viewer.contains(document.activeElement)).toBe(true);
    }
    await userEvent.tab({ shift: true });
    expect(viewer.contains(document.activeElement)).toBe(true);

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(opener);
    // The gallery shows the photo the viewer was left on.
    expect(gallery().textContent).toContain('3 / 3');
  });

  it('closes with its Close button', async () => {
    render(<PropertyGallery images={IMAGES} title="Brick ranch" />);
    await userEvent.click(screen.getByRole('button', { name: 'View photos fullscreen' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
