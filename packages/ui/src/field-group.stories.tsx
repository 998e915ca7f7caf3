// Stories of FieldGroup: two columns where they fit, one column, a fieldset with its legend, a wide child.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { FieldGroup, fieldGroupWide } from './field-group';
import { TextField } from './text-field';

const meta = {
  title: 'Forms/FieldGroup',
  component: FieldGroup,
  args: { columns: 2, gap: '3' },
  argTypes: {
    columns: { control: 'inline-radio', options: [1, 2] },
    gap: { control: 'select', options: ['0', '1', '2', '3', '4', '5', '6', '7', '8'] },
    legend: { control: 'text' },
    children: { control: false },
  },
  render: (args) => (
    <FieldGroup {...args}>
      <TextField label="Min price" inputMode="numeric" onChange={fn()} />
      <TextField label="Max price" inputMode="numeric" onChange={fn()} />
      <TextField
        className={fieldGroupWide}
        label="Markets"
        hint="US state codes, e.g. TX, OK"
        onChange={fn()}
      />
    </FieldGroup>
  ),
} satisfies Meta<typeof FieldGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two columns where both fit 15rem; the wide field spans the row. */
export const TwoColumns: Story = {};

export const OneColumn: Story = { args: { columns: 1 } };

/** A fieldset named by its legend. */
export const WithLegend: Story = {
  args: { legend: 'Price range' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('group', { name: 'Price range' })).toBeVisible();
  },
};
