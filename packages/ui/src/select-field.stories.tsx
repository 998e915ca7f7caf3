// Stories of SelectField: the property type, price and sort choices of the search and listing forms.
import {
  MIN_PRICE_OPTIONS,
  PROPERTY_TYPE_LABELS,
  PROPERTY_TYPES,
  SEARCH_SORT_LABELS,
  SEARCH_SORTS,
} from '@dealloop/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SelectField, type SelectOption } from './select-field';

const PROPERTY_TYPE_OPTIONS: SelectOption[] = [
  { value: '', label: 'Choose a type', disabled: true },
  ...PROPERTY_TYPES.map((type) => ({ value: type, label: PROPERTY_TYPE_LABELS[type] })),
];

const meta = {
  title: 'Components/SelectField',
  component: SelectField,
  args: { label: 'Property type', options: PROPERTY_TYPE_OPTIONS, defaultValue: '', onChange: fn() },
  argTypes: { options: { control: false }, hint: { control: 'text' }, error: { control: 'text' } },
} satisfies Meta<typeof SelectField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The property type of the listing form, with the type labels of the spec. */
export const PropertyType: Story = {
  play: async ({ args, canvasElement }) => {
    const select = within(canvasElement).getByRole('combobox', { name: 'Property type' });
    await userEvent.selectOptions(select, PROPERTY_TYPE_LABELS.multi_family);
    await expect(select).toHaveValue('multi_family');
    await expect(args.onChange).toHaveBeenCalled();
  },
};

/** The minimum price of a saved search, with its hint. */
export const MinPrice: Story = {
  args: {
    label: 'Min price',
    options: MIN_PRICE_OPTIONS.map((option) => ({ value: String(option.value ?? ''), label: option.label })),
    hint: 'Only listings at or above this price send alerts.',
  },
};

/** A sort order whose label is hidden but stays the accessible name. */
export const HiddenLabel: Story = {
  args: {
    label: 'Sort by',
    hideLabel: true,
    defaultValue: 'newest',
    options: SEARCH_SORTS.map((sort) => ({ value: sort, label: SEARCH_SORT_LABELS[sort] })),
  },
};

/** A required choice left empty. */
export const WithError: Story = { args: { required: true, error: 'Choose the property type.' } };

export const Disabled: Story = { args: { disabled: true, defaultValue: 'condo' } };
