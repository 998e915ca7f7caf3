import { DEAL_CALCULATOR_TEXTS } from '@dealloop/core';
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
    await waitFor(() => expect(figure(root, DEAL_CALCULATOR_TEXTS.buyerProfit)).toBe('$70,000'));
    expect(figure(root, DEAL_CALCULATOR_TEXTS.roi)).toBe('38.9%');
    expect(figure(root, DEAL_CALCULATOR_TEXTS.mao)).toBe('$145,000');
    expect(figure(root, DEAL_CALCULATOR_TEXTS.maoItemised)).toBe('$220,000');
    await waitFor(() => expect(events.at(-1)?.detail).toMatchObject({ profit: 70000, mao: 145000 }));
    expect(events.at(-1)?.type).toBe('dealloop:calculator:change');
  });

  it('takes holding, closing and profit attributes into the itemised MAO and the buyer figures', async () => {
    const { root, events } = mountTestWidget(calculator, {
      price: '150000',
      arv: '250000',
      repairs: '40000',
      holding: '6000',
      closing: '9000',
      profit: '30000',
      fee: '10000',
    });
    await waitFor(() => expect(figure(root, DEAL_CALCULATOR_TEXTS.maoItemised)).toBe('$155,000'));
    expect(figure(root, DEAL_CALCULATOR_TEXTS.mao)).toBe('$125,000');
    expect(figure(root, DEAL_CALCULATOR_TEXTS.buyerProfit)).toBe('$45,000');
    await waitFor(() =>
      expect(events.at(-1)?.detail).toEqual({
        price: 150000,
        arv: 250000,
        repairCost: 40000,
        holding: 6000,
        closing: 9000,
        desiredProfit: 30000,
        fee: 10000,
        profit: 45000,
        roi: (45000 / 205000) * 100,
        mao: 125000,
        maoItemised: 155000,
      }),
    );
  });

  it('recomputes as the visitor types and flags an unreadable amount', async () => {
    const { root, events } = mountTestWidget(calculator, { price: '150000', arv: '250000' });
    const fee = await waitFor(() => {
      const input = root.querySelector<HTMLInputElement>('input[name="fee"]');
      if (!input) throw new Error('no fee input');
      return input;
    });
    type(fee, '10000');
    await waitFor(() => expect(figure(root, DEAL_CALCULATOR_TEXTS.mao)).toBe('$165,000'));
    await waitFor(() => expect(events.at(-1)?.detail).toMatchObject({ fee: 10000, mao: 165000 }));
    type(fee, 'ten');
    await waitFor(() => expect(fee.getAttribute('aria-invalid')).toBe('true'));
    expect(root.textContent).toContain(DEAL_CALCULATOR_TEXTS.invalidAmount);
    expect(figure(root, DEAL_CALCULATOR_TEXTS.mao)).toBe('—');
  });

  it('takes a changed attribute over what was typed', async () => {
    const { root, controller } = mountTestWidget(calculator, { price: '100000', arv: '200000' });
    await waitFor(() => expect(figure(root, DEAL_CALCULATOR_TEXTS.buyerProfit)).toBe('$100,000'));
    controller.update({ price: '50000', arv: '200000' }, 'https://dealloop.test');
    await waitFor(() => expect(figure(root, DEAL_CALCULATOR_TEXTS.buyerProfit)).toBe('$150,000'));
    controller.destroy();
    expect(root.querySelector('[data-dealloop-widget]')).toBeNull();
  });
});
