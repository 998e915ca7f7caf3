// ContactFields: the profile and contact fields (full name, email, phone, company, website, address) that the
// onboarding, account, profile, business card, buyers list and support forms each wrote again: the same labels,
// input types, autocomplete tokens and phone formatting, as TextFields placed in the caller's grid.
// The file is named profile-… so that the index loads it after deal-calculator: the SDK calculator keeps its bytes.
import { formatPhone, PHONE_MAX_LENGTH } from '@dealloop/core';
import type { ReactNode } from 'react';
import { TextField, type TextFieldProps } from './text-field';

/** A contact field ContactFields can render. */
export type ContactFieldName = 'fullName' | 'email' | 'phone' | 'companyName' | 'website' | 'address';

/** The default labels of the contact fields. */
export const CONTACT_FIELD_LABELS: Record<ContactFieldName, string> = {
  fullName: 'Full name',
  email: 'Email',
  phone: 'Phone',
  companyName: 'Company name',
  website: 'Website',
  address: 'Address',
};

/** The input attributes of each field: type, autocomplete token and, for the phone, its keyboard and length. */
const INPUTS: Record<ContactFieldName, Partial<TextFieldProps>> = {
  fullName: { autoComplete: 'name' },
  email: { type: 'email', autoComplete: 'email' },
  phone: { type: 'tel', inputMode: 'tel', autoComplete: 'tel', maxLength: PHONE_MAX_LENGTH },
  companyName: { autoComplete: 'organization' },
  website: { type: 'url', autoComplete: 'url' },
  address: { autoComplete: 'street-address' },
};

export interface ContactFieldsProps {
  /** The fields shown, in this order. */
  fields: readonly ContactFieldName[];
  /** The current values (a missing one shows empty). */
  values: Partial<Record<ContactFieldName, string | null | undefined>>;
  /** Called with the field and its new value; the phone arrives formatted as `(555) 123-4567`. */
  onChange: (name: ContactFieldName, value: string) => void;
  /** The fields marked required. */
  required?: readonly ContactFieldName[];
  /** An error under a field. */
  errors?: Partial<Record<ContactFieldName, ReactNode>>;
  /** Labels other than `CONTACT_FIELD_LABELS` (e.g. core's texts of a form). */
  labels?: Partial<Record<ContactFieldName, string>>;
  /** More props of one field's TextField: placeholder, hint, className (e.g. `fieldGroupWide`). */
  fieldProps?: Partial<Record<ContactFieldName, Partial<TextFieldProps>>>;
}

/** The chosen contact fields as TextFields, without a wrapper (put them in a FieldGroup or a form's grid). */
export function ContactFields({
  fields,
  values,
  onChange,
  required = [],
  errors = {},
  labels = {},
  fieldProps = {},
}: ContactFieldsProps) {
  return (
    <>
      {fields.map((name) => (
        <TextField
          key={name}
          {...INPUTS[name]}
          {...fieldProps[name]}
          label={labels[name] ?? CONTACT_FIELD_LABELS[name]}
          required={required.includes(name)}
          error={errors[name]}
          value={values[name] ?? ''}
          onChange={(event) =>
            onChange(name, name === 'phone' ? formatPhone(event.target.value) : event.target.value)
          }
        />
      ))}
    </>
  );
}
