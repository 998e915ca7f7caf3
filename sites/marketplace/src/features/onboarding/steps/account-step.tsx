// Step 1: account info (full name and email required; phone formatted as typed; website as a URL).
import { formatPhone, PHONE_MAX_LENGTH } from '@dealloop/core';
import { TextField } from '@dealloop/ui';
import type { OnboardingDraft } from '../onboarding-draft';
import * as styles from '../onboarding-wizard.css';
import type { StepProps } from './step-props';

/** The account info step. */
export function AccountStep({ value, onChange, errors }: StepProps<OnboardingDraft['account']>) {
  return (
    <div className={styles.fields}>
      <TextField
        label="Full name"
        error={errors?.fullName}
        required
        autoComplete="name"
        value={value.fullName}
        onChange={(event) => onChange({ fullName: event.target.value })}
      />
      <TextField
        label="Email"
        error={errors?.email}
        type="email"
        required
        autoComplete="email"
        value={value.email}
        onChange={(event) => onChange({ email: event.target.value })}
      />
      <TextField
        label="Phone"
        error={errors?.phone}
        type="tel"
        autoComplete="tel"
        maxLength={PHONE_MAX_LENGTH}
        placeholder="(555) 123-4567"
        value={value.phone}
        onChange={(event) => onChange({ phone: formatPhone(event.target.value) })}
      />
      <TextField
        label="Company name"
        error={errors?.companyName}
        autoComplete="organization"
        value={value.companyName}
        onChange={(event) => onChange({ companyName: event.target.value })}
      />
      <TextField
        label="Website"
        error={errors?.website}
        type="url"
        autoComplete="url"
        placeholder="https://"
        value={value.website}
        onChange={(event) => onChange({ website: event.target.value })}
      />
      <TextField
        label="Address"
        error={errors?.address}
        autoComplete="street-address"
        value={value.address}
        onChange={(event) => onChange({ address: event.target.value })}
      />
    </div>
  );
}
