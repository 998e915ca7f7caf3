// UsMap when the atlas chunk fails to load: a message and a retry that loads it.

import { describe, expect, it, vi } from 'vitest';
import { MemoryRouter } from '../../../router';
import { fireEvent, render, screen, waitFor } from '../../../test/dom';
import { UsMap } from './us-map';

let failures = 1;
vi.mock('./us-atlas-data', async (importOriginal) => {
  const actual = await importOriginal<typeof import('./us-atlas-data')>();
  return {
    createUsAtlas: () => {
      if (failures > 0) {
        failures -= 1;
        throw new Error('chunk failed');
      }
      return actual.createUsAtlas();
    },
  };
});

describe('UsMap load failure', () => {
  it('says the map could not be loaded and loads it on Try again', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { container } = render(
      <MemoryRouter>
        <UsMap label="Test map" />
      </MemoryRouter>,
    );
    expect(await screen.findByText('The map could not be loaded.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(container.querySelector('svg[viewBox]')).not.toBeNull(), { timeout: 10_000 });
    expect(screen.queryByText('The map could not be loaded.')).toBeNull();
  });
});
