// ContactFields: the chosen fields in order, their input types and autocomplete, required marks, errors, the
// phone formatted as typed, and a form's own labels.
import { PHONE_MAX_LENGTH } from '@dealloop/core';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { type ContactFieldName, ContactFields } from './profile-contact-fields';
import { render, screen, userEvent } from './test-utils';

function Harness({ onChange }: { onChange: (name: ContactFieldName, value: string) => void }) {
  const [values, setValues] = useState<Partial<Record<ContactFieldName, string>>>({});
  return (
    <ContactFields
      fields={['fullName', 'email', 'phone', 'website']}
      required={['fullName']}
      values={values}
      onChange={(name, value) => {
        onChange(name, value);
        setValues((current) => ({ ...current, [name]: value }));
      }}
    />
  );
}

describe('ContactFields', () => {
  it('renders the chosen fields in order with their types and autocomplete tokens', () => {
    render(<Harness onChange={() => {}} />);
    const inputs = screen.getAllByRole('textbox');
    expect(inputs.map((input) => input.getAttribute('autocomplete'))).toEqual([
      'name',
      'email',
      'tel',
      'url',
    ]);
    expect((screen.getByLabelText(/Full name/) as HTMLInputElement).required).toBe(true);
    expect((screen.getByLabelText('Email') as HTMLInputElement).type).toBe('email');
    expect((screen.getByLabelText('Email') as HTMLInputElement).required).toBe(false);
    const phone = screen.getByLabelText('Phone') as HTMLInputElement;
    expect(phone.type).toBe('tel');
    expect(phone.maxLength).toBe(PHONE_MAX_LENGTH);
    expect((screen.getByLabelText('Website') as HTMLInputElement).type).toBe('url');
    expect(screen.queryByLabelText('Address')).toBeNull();
  });

  it('formats the phone as it is typed and passes other values as typed', async () => {
    const onChange = vi.fn();
    render(<Harness onChange={onChange} />);
    await userEvent.type(screen.getByLabelText('Phone'), '5551234567');
    expect((screen.getByLabelText('Phone') as HTMLInputElement).value).toBe('(555) 123-4567');
    await userEvent.type(screen.getByLabelText(/Full name/), 'Bea');
    expect(onChange).toHaveBeenLastCalledWith('fullName', 'Bea');
  });

  it('takes other labels, errors and extra props per field', () => {
    render(
      <ContactFields
        fields={['fullName', 'email']}
        values={{ fullName: null, email: 'jane@' }}
        onChange={() => {}}
        labels={{ fullName: 'Your name' }}
        errors={{ email: 'Enter a valid email address.' }}
        fieldProps={{ fullName: { placeholder: 'Jane Whitaker' } }}
      />,
    );
    expect((screen.getByLabelText('Your name') as HTMLInputElement).placeholder).toBe('Jane Whitaker');
    const email = screen.getByLabelText('Email');
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter a valid email address.')).toBeTruthy();
  });
});
