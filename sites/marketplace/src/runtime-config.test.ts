// Reading <meta name="dealloop-config"> with safe defaults.
import { afterEach, describe, expect, it } from 'vitest';
import { readRuntimeConfig } from './runtime-config';

function setMeta(content: string | null) {
  document.head.querySelector('meta[name="dealloop-config"]')?.remove();
  if (content === null) return;
  const meta = document.createElement('meta');
  meta.name = 'dealloop-config';
  meta.content = content;
  document.head.append(meta);
}

describe('readRuntimeConfig', () => {
  afterEach(() => setMeta(null));

  it('reads the support email and public URL the server injected', () => {
    setMeta(
      JSON.stringify({ supportEmail: 'help@dealloop.example', publicUrl: 'https://dealloop.example/' }),
    );
    expect(readRuntimeConfig()).toEqual({
      supportEmail: 'help@dealloop.example',
      publicUrl: 'https://dealloop.example',
    });
  });

  it('falls back to this origin and support@ its host without the tag (vite dev)', () => {
    setMeta(null);
    expect(readRuntimeConfig()).toEqual({
      supportEmail: `support@${location.hostname}`,
      publicUrl: location.origin,
    });
  });

  it('falls back per field on broken or partial content', () => {
    setMeta('{not json');
    expect(readRuntimeConfig().publicUrl).toBe(location.origin);
    setMeta(JSON.stringify({ supportEmail: 'help@dealloop.example', publicUrl: 42 }));
    expect(readRuntimeConfig()).toEqual({
      supportEmail: 'help@dealloop.example',
      publicUrl: location.origin,
    });
    setMeta('null');
    expect(readRuntimeConfig().supportEmail).toBe(`support@${location.hostname}`);
  });
});
