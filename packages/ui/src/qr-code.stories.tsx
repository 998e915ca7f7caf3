// Stories of QrCode: a business card address, a long address (a larger version), high error correction, sizes.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { QrCode } from './qr-code';

const meta = {
  title: 'Components/QrCode',
  component: QrCode,
  args: {
    value: 'https://dealloop.example/card/jane-doe-0193a5c0',
    label: "QR code of Jane Doe's business card",
    size: 160,
  },
  argTypes: {
    errorCorrection: { control: 'inline-radio', options: ['L', 'M', 'Q', 'H'] },
    size: { control: { type: 'number', min: 64, max: 480 } },
  },
} satisfies Meta<typeof QrCode>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A business card's address, as the public card page shows it. */
export const BusinessCard: Story = {
  play: async ({ canvasElement }) => {
    const svg = within(canvasElement).getByRole('img', { name: "QR code of Jane Doe's business card" });
    await expect(svg).toHaveAttribute('width', '160');
  },
};

/** A long address needs a larger version: more modules, same size on screen. */
export const LongAddress: Story = {
  args: {
    value: 'https://dealloop.example/real-estate-investor-jane-doe-with-a-much-longer-name-and-company-2',
    label: 'QR code of a long address',
  },
};

/** High error correction survives a logo or a scuffed print. */
export const HighErrorCorrection: Story = {
  args: { errorCorrection: 'H', label: 'QR code with high error correction' },
};

/** Small, as on a printed card. */
export const Small: Story = { args: { size: 96, label: 'Small QR code' } };
