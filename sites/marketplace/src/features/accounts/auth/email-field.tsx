// The email field of the account forms: label, type, autofill and keyboard hints in one place.
import { AUTH_FORM_TEXTS } from '@dealloop/core';
import { TextField, type TextFieldProps } from '@dealloop/ui';
import type { Ref } from 'react';

export function EmailField({
  ref,
  value,
  error,
  hint,
  onValueChange,
}: {
  ref: Ref<HTMLInputElement>;
  value: string;
  error: string | undefined;
  hint?: TextFieldProps['hint'];
  onValueChange: (value: string) => void;
}) {
  return (
    <TextField
      ref={ref}
      label={AUTH_FORM_TEXTS.email}
      type="email"
      name="email"
      autoComplete="email"
      inputMode="email"
      required
      value={value}
      error={error}
      hint={hint}
      onChange={(event) => onValueChange(event.target.value)}
    />
  );
}
