// Loading the SDK loader for the live preview: one script element, no inline code, a failure reported and retried.
import { afterEach, describe, expect, it } from 'vitest';
import { loadSdkScript, SDK_LOADER_PATH } from './sdk-script';

const scripts = () => [...document.querySelectorAll<HTMLScriptElement>('script[data-dealloop-sdk]')];

afterEach(() => {
  for (const script of scripts()) script.remove();
});

describe('loadSdkScript', () => {
  it('adds one async script element for any number of calls and resolves when it has loaded', async () => {
    const first = loadSdkScript();
    const second = loadSdkScript();
    expect(scripts()).toHaveLength(1);
    const [script] = scripts();
    expect(script?.getAttribute('src')).toBe(SDK_LOADER_PATH);
    expect(script?.async).toBe(true);
    expect(script?.textContent).toBe('');
    script?.dispatchEvent(new Event('load'));
    await expect(first).resolves.toBeUndefined();
    await expect(second).resolves.toBeUndefined();
    await expect(loadSdkScript()).resolves.toBeUndefined();
    expect(scripts()).toHaveLength(1);
  });

  it('rejects when the script cannot be loaded, and adds it again on the next call', async () => {
    const failing = loadSdkScript();
    scripts()[0]?.dispatchEvent(new Event('error'));
    await expect(failing).rejects.toThrow(SDK_LOADER_PATH);
    expect(scripts()).toHaveLength(0);
    void loadSdkScript();
    expect(scripts()).toHaveLength(1);
  });
});
