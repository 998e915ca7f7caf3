// Step 3: the business card: full name and email (required), phone, company name and company logo.
import { ONBOARDING_TEXTS } from '@dealloop/core';
import { ContactFields, FieldGroup, fieldGroupWide } from '@dealloop/ui';
import { ImageUploadField } from '../image-upload-field';
import type { OnboardingDraft } from '../onboarding-draft';
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
    <FieldGroup>
      <ContactFields
        fields={['fullName', 'email', 'phone', 'companyName']}
        required={['fullName', 'email']}
        values={value}
        errors={errors}
        onChange={(name, text) => onChange({ [name]: text })}
        fieldProps={{ phone: { placeholder: ONBOARDING_TEXTS.phonePlaceholder } }}
      />
      <div className={fieldGroupWide}>
        <ImageUploadField
          label={ONBOARDING_TEXTS.companyLogo}
          purpose="logo"
          userId={userId}
          value={value.companyLogo}
          onChange={(companyLogo) => onChange({ companyLogo })}
          onBusyChange={onBusyChange}
        />
      </div>
    </FieldGroup>
  );
}
