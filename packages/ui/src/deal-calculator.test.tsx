// DealCalculator: labelled amounts, the figures of core's analysis, the itemised table and invalid amounts.
import { type DealCalculatorInputs, EMPTY_DEAL_INPUTS, DEAL_CALCULATOR_TEXTS as TEXTS } from '@dealloop/core';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { DealCalculator } from './deal-calculator';
import { render, screen, userEvent, within } from './test-utils';

const figure = (label: string) => screen.getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

function Stateful({
  initial,
  onChange,
}: {
  initial: DealCalculatorInputs;
  onChange?: (v: DealCalculatorInputs) => void;
}) {
  const [value, setValue] = useState(initial);
  return (
    <DealCalculator
      value={value}
      onChange={(next) => {
        setValue(next);
        onChange?.(next);
      }}
    />
  );
}

describe('DealCalculator', () => {
  it('shows every figure of a worked deal and its itemised MAO', () => {
    render(
      <DealCalculator
        value={{
          price: '150000',
          arv: '250000',
          repairs: '40000',
          holding: '6000',
          closing: '9000',
          profit: '30000',
          fee: '10000',
        }}
        onChange={() => {}}
      />,
    );
    expect(screen.getByRole('heading', { name: TEXTS.title })).toBeTruthy();
    expect(figure(TEXTS.buyerProfit)).toBe('$45,000');
    expect(figure(TEXTS.roi)).toBe('22.0%');
    expect(figure(TEXTS.mao)).toBe('$125,000');
    expect(figure(TEXTS.maoItemised)).toBe('$155,000');
    const table = screen.getByRole('table', { name: TEXTS.itemisedCaption });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => [row.querySelector('th')?.textContent, row.querySelector('td')?.textContent]);
    expect(rows).toEqual([
      [TEXTS.arv, '$250,000'],
      [TEXTS.repairs, '-$40,000'],
      [TEXTS.holding, '-$6,000'],
      [TEXTS.closing, '-$9,000'],
      [TEXTS.profit, '-$30,000'],
      [TEXTS.fee, '-$10,000'],
      [TEXTS.maoItemised, '$155,000'],
    ]);
  });

  it('recomputes as the user types and reports the whole inputs', async () => {
    const onChange = vi.fn();
    render(<Stateful initial={EMPTY_DEAL_INPUTS} onChange={onChange} />);
    expect(figure(TEXTS.mao)).toBe('—');
    await userEvent.type(screen.getByLabelText(TEXTS.arv), '200000');
    await userEvent.type(screen.getByLabelText(TEXTS.repairs), '30000');
    await userEvent.type(screen.getByLabelText(TEXTS.fee), '10000');
    expect(figure(TEXTS.mao)).toBe('$100,000');
    expect(figure(TEXTS.maoItemised)).toBe('$160,000');
    expect(onChange).toHaveBeenLastCalledWith({
      ...EMPTY_DEAL_INPUTS,
      arv: '200000',
      repairs: '30000',
      fee: '10000',
    });
  });

  it('flags an unreadable amount and leaves the figures that need it empty', () => {
    render(
      <DealCalculator value={{ ...EMPTY_DEAL_INPUTS, arv: '200000', closing: '5k' }} onChange={() => {}} />,
    );
    const closing = screen.getByLabelText(TEXTS.closing);
    expect(closing.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText(TEXTS.invalidAmount)).toBeTruthy();
    expect(figure(TEXTS.mao)).toBe('$140,000');
    expect(figure(TEXTS.maoItemised)).toBe('—');
  });

  it('marks negative figures', () => {
    render(
      <DealCalculator
        value={{ ...EMPTY_DEAL_INPUTS, arv: '100000', repairs: '80000' }}
        onChange={() => {}}
      />,
    );
    const mao = screen.getByText(TEXTS.mao, { selector: 'dt' }).nextElementSibling;
    expect(mao?.textContent).toBe('-$10,000');
    expect(mao?.hasAttribute('data-negative')).toBe(true);
    expect(
      screen
        .getByText(TEXTS.buyerProfit, { selector: 'dt' })
        .nextElementSibling?.hasAttribute('data-negative'),
    ).toBe(false);
  });
});
