import { EMBED_CALCULATOR_TEXTS } from '@dealloop/core';
import { afterEach, describe, expect, it } from 'vitest';
import { mountTestWidget, waitFor } from '../../test-support/widget-harness';
import * as calculator from './calculator-entry';

afterEach(() => document.body.replaceChildren());

function type(input: HTMLInputElement, value: string) {
  input.value = value;
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

const figure = (root: ShadowRoot, label: string) =>
  Array.from(root.querySelectorAll('dt')).find((dt) => dt.textContent === label)?.nextElementSibling
    ?.textContent;

describe('deal calculator widget', () => {
  it('starts from its attributes and reports the figures', async () => {
    const { root, events } = mountTestWidget(calculator, {
      price: '150000',
      arv: '250000',
      repairs: '30000',
    });
    await waitFor(() => expect(figure(root, EMBED_CALCULATOR_TEXTS.profit)).toBe('$70,000'));
    expect(figure(root, EMBED_CALCULATOR_TEXTS.roi)).toBe('38.9%');
    expect(figure(root, EMBED_CALCULATOR_TEXTS.mao)).toBe('$145,000');
    await waitFor(() => expect(events.at(-1)?.detail).toMatchObject({ profit: 70000, mao: 145000 }));
    expect(events.at(-1)?.type).toBe('dealloop:calculator:change');
  });

  it('recomputes as the visitor types and flags an unreadable amount', async () => {
    const { root, events } = mountTestWidget(calculator, { price: '150000', arv: '250000' });
    const fee = await waitFor(() => {
      const input = root.querySelector<HTMLInputElement>('input[name="fee"]');
      if (!input) throw new Error('no fee input');
      return input;
    });
    type(fee, '10000');
    await waitFor(() => expect(figure(root, EMBED_CALCULATOR_TEXTS.mao)).toBe('$165,000'));
    await waitFor(() => expect(events.at(-1)?.detail).toMatchObject({ fee: 10000, mao: 165000 }));
    type(fee, 'ten');
    await waitFor(() => expect(fee.getAttribute('aria-invalid')).toBe('true'));
    expect(root.textContent).toContain(EMBED_CALCULATOR_TEXTS.invalidAmount);
    expect(figure(root, EMBED_CALCULATOR_TEXTS.mao)).toBe('—');
  });

  it('takes a changed attribute over what was typed', async () => {
    const { root, controller } = mountTestWidget(calculator, { price: '100000', arv: '200000' });
    await waitFor(() => expect(figure(root, EMBED_CALCULATOR_TEXTS.profit)).toBe('$100,000'));
    controller.update({ price: '50000', arv: '200000' }, 'https://dealloop.test');
    await waitFor(() => expect(figure(root, EMBED_CALCULATOR_TEXTS.profit)).toBe('$150,000'));
    controller.destroy();
    expect(root.querySelector('[data-dealloop-widget]')).toBeNull();
  });
});
