// The interactive map where MapLibre cannot start (no WebGL): the same pins on the offline outline, still links.

import { describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from '../../../router';
import { render, screen } from '../../../test/dom';
import InteractiveMap from './interactive-map';

vi.mock('maplibre-gl', () => ({
  Map: class {
    constructor() {
      // What MapLibre throws when the browser gives it no WebGL context.
      throw new Error('Failed to initialize WebGL');
    }
  },
  setWorkerUrl: () => {},
}));

describe('InteractiveMap without WebGL', () => {
  it('shows the pins on the offline outline, each still a link to its listing', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(
      <MemoryRouter>
        <InteractiveMap
          label="Map of the results"
          view="pins"
          pins={[
            { id: 'a', lat: 32.78, lng: -96.8, label: '$150,000 · Brick ranch', href: '/property/a' },
            { id: 'b', lat: 29.76, lng: -95.37, label: '$90,000 · Duplex', href: '/property/b' },
          ]}
        />
      </MemoryRouter>,
    );
    const link = await screen.findByRole('link', { name: /Brick ranch/ }, { timeout: 10_000 });
    expect(link.getAttribute('href')).toBe('/property/a');
    expect(screen.getByRole('link', { name: /Duplex/ }).getAttribute('href')).toBe('/property/b');
    expect(screen.queryByText('The map could not be loaded.')).toBeNull();
  });
});
