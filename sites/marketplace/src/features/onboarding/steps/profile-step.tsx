// Step 4: the public profile: full name, bio and profile type (required), specialty and profile image.
import {
  PROFILE_TEMPLATE_DESCRIPTIONS,
  PROFILE_TEMPLATE_LABELS,
  PROFILE_TEMPLATES,
  ONBOARDING_TEXTS as TEXTS,
} from '@dealloop/core';
import { FieldGroup, fieldGroupWide, SelectField, TextAreaField, TextField } from '@dealloop/ui';
import { ImageUploadField } from '../image-upload-field';
import type { OnboardingDraft } from '../onboarding-draft';
import type { StepProps } from './step-props';

const TEMPLATE_CHOICES = [
  { value: '', label: TEXTS.chooseProfileType },
  ...PROFILE_TEMPLATES.map((template) => ({
    value: template,
    label: TEXTS.profileTypeChoice(
      PROFILE_TEMPLATE_LABELS[template],
      PROFILE_TEMPLATE_DESCRIPTIONS[template],
    ),
  })),
];

/** The public profile step. */
export function ProfileStep({
  value,
  onChange,
  userId,
  onBusyChange,
}: StepProps<OnboardingDraft['profile']>) {
  return (
    <FieldGroup>
      <TextField
        label={TEXTS.fullName}
        required
        value={value.fullName}
        onChange={(event) => onChange({ fullName: event.target.value })}
      />
      <TextField
        label={TEXTS.specialty}
        placeholder={TEXTS.specialtyPlaceholder}
        value={value.specialty}
        onChange={(event) => onChange({ specialty: event.target.value })}
      />
      <SelectField
        className={fieldGroupWide}
        label={TEXTS.profileType}
        required
        options={TEMPLATE_CHOICES}
        value={value.profileTemplate}
        onChange={(event) => onChange({ profileTemplate: event.target.value })}
      />
      <TextAreaField
        className={fieldGroupWide}
        label={TEXTS.bio}
        required
        rows={4}
        value={value.bio}
        onChange={(event) => onChange({ bio: event.target.value })}
      />
      <div className={fieldGroupWide}>
        <ImageUploadField
          label={TEXTS.profileImage}
          purpose="avatar"
          userId={userId}
          value={value.avatarUrl}
          onChange={(avatarUrl) => onChange({ avatarUrl })}
          onBusyChange={onBusyChange}
        />
      </div>
    </FieldGroup>
  );
}
