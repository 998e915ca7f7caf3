// Reading the base map the server names in <meta name="dealloop-config">: a style, else a PMTiles archive.
import { afterEach, describe, expect, it } from 'vitest';
import { readMapSource } from './map-source';

function setMeta(content: string | null) {
  document.head.querySelector('meta[name="dealloop-config"]')?.remove();
  if (content === null) return;
  const meta = document.createElement('meta');
  meta.name = 'dealloop-config';
  meta.content = content;
  document.head.append(meta);
}

describe('readMapSource', () => {
  afterEach(() => setMeta(null));
  const base = { supportEmail: 'help@dealloop.example', publicUrl: 'https://dealloop.example' };

  it('reads a style URL, else a PMTiles URL', () => {
    setMeta(
      JSON.stringify({
        ...base,
        map: { styleUrl: 'https://tiles.example.com/style.json', pmtilesUrl: null },
      }),
    );
    expect(readMapSource()).toEqual({ styleUrl: 'https://tiles.example.com/style.json' });
    setMeta(
      JSON.stringify({
        ...base,
        map: { styleUrl: null, pmtilesUrl: 'https://files.example.com/us.pmtiles' },
      }),
    );
    expect(readMapSource()).toEqual({ pmtilesUrl: 'https://files.example.com/us.pmtiles' });
  });

  it('falls back to the offline outline without a source, on another scheme or broken content', () => {
    setMeta(JSON.stringify(base));
    expect(readMapSource()).toBeUndefined();
    setMeta(JSON.stringify({ ...base, map: { styleUrl: 'javascript:alert(1)' } }));
    expect(readMapSource()).toBeUndefined();
    setMeta('{not json');
    expect(readMapSource()).toBeUndefined();
    setMeta(null);
    expect(readMapSource()).toBeUndefined();
  });
});
