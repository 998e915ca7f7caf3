// UsMap: loading, the view it fits (nation, pins, a circle), pins as links/buttons/markers, shaded counties.

import { describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from '../../../router';
import { fireEvent, render, screen, waitFor, within } from '../../../test/dom';
import { type MapPin, UsMap, type UsMapProps } from './us-map';

const AUSTIN = { lat: 30.2672, lng: -97.7431 };
const DALLAS = { lat: 32.7767, lng: -96.797 };
const SEATTLE = { lat: 47.6062, lng: -122.3321 };

function renderMap(props: Partial<UsMapProps> = {}) {
  const view = render(
    <MemoryRouter>
      <UsMap label="Test map" {...props} />
    </MemoryRouter>,
  );
  const drawing = async () => {
    let svg: SVGSVGElement | null = null;
    await waitFor(
      () => {
        svg = view.container.querySelector('svg[viewBox]');
        expect(svg).not.toBeNull();
      },
      { timeout: 10_000 },
    );
    return svg! as SVGSVGElement;
  };
  const box = async () => {
    const [x, y, width, height] = (await drawing()).getAttribute('viewBox')!.split(' ').map(Number);
    return { x: x!, y: y!, width: width!, height: height! };
  };
  const layer = (name: string) => view.container.querySelector(`[data-layer="${name}"]`);
  return { ...view, drawing, box, layer };
}

describe('UsMap', () => {
  it('shows a loading status in its fixed frame, then the whole US with state borders only', async () => {
    const { box, layer } = renderMap();
    const figure = screen.getByRole('figure', { name: 'Test map' });
    expect(within(figure).getByRole('status').textContent).toBe('Loading the map…');
    expect(await box()).toEqual({ x: 0, y: 0, width: 975, height: 610 });
    expect(figure.getAttribute('aria-busy')).toBe('false');
    expect(layer('nation')?.getAttribute('d')).toMatch(/^M/);
    expect(layer('state-borders')).not.toBeNull();
    expect(layer('county-borders')).toBeNull();
  });

  it("zooms to its pins' extent with padding, and shows county borders once zoomed in", async () => {
    const pins: MapPin[] = [
      { id: 'a', ...AUSTIN, label: 'Austin deal', href: '/property/a' },
      { id: 'd', ...DALLAS, label: 'Dallas deal', href: '/property/d' },
    ];
    const { box, layer } = renderMap({ pins });
    const view = await box();
    expect(view.width).toBeLessThan(200);
    expect(view.width).toBeGreaterThan(40);
    const links = await screen.findAllByRole('link');
    expect(links.map((link) => [link.getAttribute('aria-label'), link.getAttribute('href')])).toEqual([
      ['Austin deal', '/property/a'],
      ['Dallas deal', '/property/d'],
    ]);
    for (const link of links) {
      const slot = link.closest('li')!;
      for (const edge of [slot.style.left, slot.style.top]) {
        expect(Number.parseFloat(edge)).toBeGreaterThan(5);
        expect(Number.parseFloat(edge)).toBeLessThan(95);
      }
    }
    expect(layer('county-borders')).not.toBeNull();
  });

  it('keeps a minimum span, so one pin is not zoomed to a blur', async () => {
    const { box } = renderMap({ pins: [{ id: 'a', ...AUSTIN, label: 'Austin deal' }], minSpanMiles: 60 });
    // About 0.33 frame units a mile in the lower 48.
    expect((await box()).width).toBeCloseTo(60 * 0.33, 0);
  });

  it('shows a circle around a place and leaves out pins outside it', async () => {
    const { box } = renderMap({
      focus: { ...AUSTIN, radiusMiles: 25 },
      pins: [
        { id: 'a', ...AUSTIN, label: 'Austin deal' },
        { id: 's', ...SEATTLE, label: 'Seattle deal' },
      ],
    });
    expect((await box()).height).toBeCloseTo(50 * 0.33, 0);
    expect(screen.getByRole('img', { name: 'Austin deal' })).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Seattle deal' })).toBeNull();
  });

  it('makes pins buttons when they only select, and marks the selected one', async () => {
    const onPinSelect = vi.fn();
    const pins: MapPin[] = [
      { id: 'a', ...AUSTIN, label: 'Austin deal' },
      { id: 'd', ...DALLAS, label: 'Dallas deal', tone: 'accent' },
    ];
    renderMap({ pins, selectedPinId: 'd', onPinSelect, focus: 'nation' });
    const dallas = await screen.findByRole('button', { name: 'Dallas deal' }, { timeout: 10_000 });
    const austin = screen.getByRole('button', { name: 'Austin deal' });
    expect(dallas.getAttribute('aria-pressed')).toBe('true');
    expect(austin.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(austin);
    expect(onPinSelect).toHaveBeenCalledWith('a');
  });

  it('shades only the counties given a fill, and reports a clicked one', async () => {
    const onCountySelect = vi.fn();
    const fills: Record<string, string> = { '17031': 'rgb(1, 2, 3)', '48453': 'rgb(4, 5, 6)' };
    const { container, drawing, layer } = renderMap({
      countyFill: (fips) => fills[fips],
      countyTitle: (county) => `${county.name} (${county.fips})`,
      onCountySelect,
    });
    await drawing();
    const shaded = [...container.querySelectorAll<SVGPathElement>('path[data-fips]')].sort((a, b) =>
      a.dataset.fips!.localeCompare(b.dataset.fips!),
    );
    expect(shaded.map((path) => [path.dataset.fips, path.style.fill])).toEqual([
      ['17031', 'rgb(1, 2, 3)'],
      ['48453', 'rgb(4, 5, 6)'],
    ]);
    expect(shaded[0]!.querySelector('title')?.textContent).toBe('Cook (17031)');
    expect(layer('county-borders')).not.toBeNull();
    fireEvent.click(shaded[1]!);
    expect(onCountySelect).toHaveBeenCalledWith({ fips: '48453', name: 'Travis' });
    fireEvent.click(layer('nation')!);
    expect(onCountySelect).toHaveBeenCalledTimes(1);
  });

  it('keeps the drawing away from assistive technology and the tab order', async () => {
    const { drawing } = renderMap({ countyFill: () => 'red', onCountySelect: () => {} });
    const svg = await drawing();
    expect(svg.getAttribute('aria-hidden')).toBe('true');
    expect(svg.querySelectorAll('[tabindex]')).toHaveLength(0);
  });
});
