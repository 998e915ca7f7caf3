// Step 3: the business card: full name and email (required), phone, company name and company logo.
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
        fieldProps={{ phone: { placeholder: '(555) 123-4567' } }}
      />
      <div className={fieldGroupWide}>
        <ImageUploadField
          label="Company logo"
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
