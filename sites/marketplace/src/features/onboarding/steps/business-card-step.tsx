// Step 3: the business card: full name and email (required), phone, company name and company logo.
import { formatPhone, PHONE_MAX_LENGTH } from '@dealloop/core';
import { TextField } from '@dealloop/ui';
import { ImageUploadField } from '../image-upload-field';
import type { OnboardingDraft } from '../onboarding-draft';
import * as styles from '../onboarding-wizard.css';
import type { StepProps } from './step-props';

/** The business card step. */
export function BusinessCardStep({
  value,
  onChange,
  userId,
  onBusyChange,
  errors,
}: StepProps<OnboardingDraft['card']>) {
  return (
    <div className={styles.fields}>
      <TextField
        label="Full name"
        error={errors?.fullName}
        required
        value={value.fullName}
        onChange={(event) => onChange({ fullName: event.target.value })}
      />
      <TextField
        label="Email"
        error={errors?.email}
        type="email"
        required
        value={value.email}
        onChange={(event) => onChange({ email: event.target.value })}
      />
      <TextField
        label="Phone"
        error={errors?.phone}
        type="tel"
        maxLength={PHONE_MAX_LENGTH}
        placeholder="(555) 123-4567"
        value={value.phone}
        onChange={(event) => onChange({ phone: formatPhone(event.target.value) })}
      />
      <TextField
        label="Company name"
        error={errors?.companyName}
        value={value.companyName}
        onChange={(event) => onChange({ companyName: event.target.value })}
      />
      <div className={styles.wide}>
        <ImageUploadField
          label="Company logo"
          purpose="logo"
          userId={userId}
          value={value.companyLogo}
          onChange={(companyLogo) => onChange({ companyLogo })}
          onBusyChange={onBusyChange}
        />
      </div>
    </div>
  );
}
