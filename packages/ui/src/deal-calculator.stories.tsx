// Stories of DealCalculator: empty, a typical deal, a negative MAO, long numbers and the dark theme.
import { DEAL_CALCULATOR_TEXTS, type DealCalculatorInputs, EMPTY_DEAL_INPUTS } from '@dealloop/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DealCalculator, type DealCalculatorProps } from './deal-calculator';
import { vars } from './theme.css';

/** The calculator with its inputs kept in state, as the site keeps them in the URL. */
function Calculator({ value, onChange, ...rest }: DealCalculatorProps) {
  const [inputs, setInputs] = useState(value);
  return (
    <div style={{ maxWidth: 760 }}>
      <DealCalculator
        {...rest}
        value={inputs}
        onChange={(next) => {
          setInputs(next);
          onChange(next);
        }}
      />
    </div>
  );
}

const TYPICAL: DealCalculatorInputs = {
  price: '150000',
  arv: '250000',
  repairs: '40000',
  holding: '6000',
  closing: '9000',
  profit: '30000',
  fee: '10000',
};

/** The figure shown under a label of the results. */
const figure = (canvasElement: HTMLElement, label: string) =>
  within(canvasElement).getByText(label, { selector: 'dt' }).nextElementSibling;

const meta = {
  title: 'Components/DealCalculator',
  component: Calculator,
  args: { value: EMPTY_DEAL_INPUTS, onChange: fn() },
} satisfies Meta<typeof Calculator>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing typed yet: every figure is a dash; typing an ARV gives the 70% rule MAO. */
export const Empty: Story = {
  play: async ({ canvasElement, args }) => {
    await expect(figure(canvasElement, DEAL_CALCULATOR_TEXTS.mao)).toHaveTextContent('—');
    await userEvent.type(within(canvasElement).getByLabelText(DEAL_CALCULATOR_TEXTS.arv), '200000');
    await expect(figure(canvasElement, DEAL_CALCULATOR_TEXTS.mao)).toHaveTextContent('$140,000');
    await expect(args.onChange).toHaveBeenLastCalledWith({ ...EMPTY_DEAL_INPUTS, arv: '200000' });
  },
};

/** A full deal: both MAOs, the buyer's profit and ROI, and the itemised table. */
export const Typical: Story = {
  args: { value: TYPICAL },
  play: async ({ canvasElement }) => {
    await expect(figure(canvasElement, DEAL_CALCULATOR_TEXTS.mao)).toHaveTextContent('$125,000');
    await expect(figure(canvasElement, DEAL_CALCULATOR_TEXTS.maoItemised)).toHaveTextContent('$155,000');
    await expect(figure(canvasElement, DEAL_CALCULATOR_TEXTS.buyerProfit)).toHaveTextContent('$45,000');
    await expect(figure(canvasElement, DEAL_CALCULATOR_TEXTS.roi)).toHaveTextContent('22.0%');
  },
};

/** Repairs larger than the spread: the MAOs are negative and show in the danger colour. */
export const NegativeMao: Story = {
  args: { value: { ...EMPTY_DEAL_INPUTS, arv: '100000', repairs: '80000', fee: '5000' } },
  play: async ({ canvasElement }) => {
    const mao = figure(canvasElement, DEAL_CALCULATOR_TEXTS.mao);
    await expect(mao).toHaveTextContent('-$15,000');
    await expect(mao?.hasAttribute('data-negative')).toBe(true);
  },
};

/** Amounts in the hundreds of billions and one that cannot be read: they wrap, and the error shows. */
export const LongNumbers: Story = {
  args: {
    value: {
      price: '$123,456,789,012',
      arv: '987654321098.76',
      repairs: '12345678901',
      holding: '1234567890',
      closing: '12k',
      profit: '99999999999',
      fee: '1000000000',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText(DEAL_CALCULATOR_TEXTS.invalidAmount)).toBeVisible();
    await expect(figure(canvasElement, DEAL_CALCULATOR_TEXTS.mao)).toHaveTextContent('$678,012,345,868');
  },
};

/** The typical deal on a dark page. */
export const Dark: Story = {
  args: { value: TYPICAL },
  decorators: [
    (Story) => (
      <div
        data-theme="dark"
        style={{ padding: 16, background: vars.color.background, color: vars.color.text }}
      >
        <Story />
      </div>
    ),
  ],
};
