// Stories of ContactFields: the onboarding's account fields, the business card's, a form's own labels and errors.
import { ACCOUNT_MESSAGES, BUYERS_LIST_TEXTS } from '@dealloop/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FieldGroup } from './field-group';
import { type ContactFieldName, ContactFields, type ContactFieldsProps } from './profile-contact-fields';

/** ContactFields in a FieldGroup, holding what is typed. */
function Form(props: ContactFieldsProps) {
  const [values, setValues] = useState(props.values);
  return (
    <FieldGroup>
      <ContactFields
        {...props}
        values={values}
        onChange={(name: ContactFieldName, value: string) => {
          props.onChange(name, value);
          setValues((current) => ({ ...current, [name]: value }));
        }}
      />
    </FieldGroup>
  );
}

const meta = {
  title: 'Forms/ContactFields',
  component: ContactFields,
  args: {
    fields: ['fullName', 'email', 'phone', 'companyName', 'website', 'address'],
    required: ['fullName', 'email'],
    values: { fullName: 'Jane Whitaker', email: 'jane@whitakerhomes.com' },
    onChange: fn(),
    fieldProps: { phone: { placeholder: '(555) 123-4567' }, website: { placeholder: 'https://' } },
  },
  argTypes: { fields: { control: 'object' }, values: { control: 'object' } },
  render: (args) => <Form {...args} />,
} satisfies Meta<typeof ContactFields>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The onboarding's account step: every field; the phone is formatted as it is typed. */
export const AllFields: Story = {
  play: async ({ canvasElement }) => {
    const phone = within(canvasElement).getByLabelText('Phone');
    await userEvent.type(phone, '5551234567');
    await expect(phone).toHaveValue('(555) 123-4567');
  },
};

/** The business card's fields. */
export const BusinessCard: Story = {
  args: { fields: ['fullName', 'email', 'phone', 'companyName'], fieldProps: {} },
};

/** A form's own labels (the buyers list join form) and an error under a field. */
export const LabelsAndErrors: Story = {
  args: {
    fields: ['fullName', 'email', 'phone'],
    labels: {
      fullName: BUYERS_LIST_TEXTS.name,
      email: BUYERS_LIST_TEXTS.email,
      phone: BUYERS_LIST_TEXTS.phone,
    },
    values: { fullName: 'Jane Whitaker', email: 'jane@' },
    errors: { email: ACCOUNT_MESSAGES.emailInvalid },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByLabelText(/Email/)).toHaveAttribute('aria-invalid', 'true');
  },
};
