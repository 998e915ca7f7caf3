// Step 1: account info (full name and email required; phone formatted as typed; website as a URL).
import { ContactFields, FieldGroup } from '@dealloop/ui';
import type { OnboardingDraft } from '../onboarding-draft';
import type { StepProps } from './step-props';

/** The account info step. */
export function AccountStep({ value, onChange, errors }: StepProps<OnboardingDraft['account']>) {
  return (
    <FieldGroup>
      <ContactFields
        fields={['fullName', 'email', 'phone', 'companyName', 'website', 'address']}
        required={['fullName', 'email']}
        values={value}
        errors={errors}
        onChange={(name, text) => onChange({ [name]: text })}
        fieldProps={{ phone: { placeholder: '(555) 123-4567' }, website: { placeholder: 'https://' } }}
      />
    </FieldGroup>
  );
}
