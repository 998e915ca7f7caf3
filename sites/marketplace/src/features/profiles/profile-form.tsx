// The own profile's form: contact fields, bio, specialty, profile type, markets, avatar and logo uploads, and the
// publish switch (publishing needs full name, bio and profile type, as step 4 of onboarding).

import { ApiError } from '@dealloop/client';
import {
  INVESTOR_SPECIALTIES,
  isUsStateCode,
  MESSAGES,
  PROFILE_FORM_TEXTS,
  PROFILE_TEMPLATE_LABELS,
  PROFILE_TEMPLATES,
  type ProfileTemplate,
  validateProfilePublish,
} from '@dealloop/core';
import {
  Button,
  ContactFields,
  cardClassName,
  FieldGroup,
  fieldGroupWide,
  SelectField,
  TextAreaField,
  TextField,
} from '@dealloop/ui';
import { type FormEvent, useId, useState } from 'react';
import { useServices, useToast } from '../../app/services-context';
import { ImageUploadField } from '../onboarding/image-upload-field';
import * as shared from './profile-shared.css';
import { type MyProfile, profilesApi } from './profiles-api';

type Draft = {
  fullName: string;
  email: string;
  phone: string;
  companyName: string;
  website: string;
  address: string;
  bio: string;
  specialty: string;
  profileTemplate: string;
  markets: string;
  avatarUrl: string;
  companyLogo: string;
  profilePublished: boolean;
};

const draftOf = (profile: MyProfile): Draft => ({
  fullName: profile.fullName ?? '',
  email: profile.email ?? '',
  phone: profile.phone ?? '',
  companyName: profile.companyName ?? '',
  website: profile.website ?? '',
  address: profile.address ?? '',
  bio: profile.bio ?? '',
  specialty: profile.specialty ?? '',
  profileTemplate: profile.profileTemplate ?? '',
  markets: (profile.markets ?? []).join(', '),
  avatarUrl: profile.avatarUrl ?? '',
  companyLogo: profile.companyLogo ?? '',
  profilePublished: profile.profilePublished,
});

/** The state codes typed in the markets field, or null when one is not a state code. */
export function parseMarkets(text: string): string[] | null {
  const codes = text
    .split(/[\s,;]+/)
    .map((code) => code.trim().toUpperCase())
    .filter(Boolean);
  return codes.every(isUsStateCode) ? [...new Set(codes)] : null;
}

/** The form; `onSaved` gets the profile the API answered. */
export function ProfileForm({
  profile,
  onSaved,
}: {
  profile: MyProfile;
  onSaved: (saved: MyProfile) => void;
}) {
  const { client } = useServices();
  const toast = useToast();
  const specialtiesId = useId();
  const [draft, setDraft] = useState<Draft>(() => draftOf(profile));
  const [busy, setBusy] = useState(false);
  const [uploading, setUploading] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) =>
    setDraft((current) => ({ ...current, [key]: value }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const markets = parseMarkets(draft.markets);
    if (!markets) {
      setProblem(PROFILE_FORM_TEXTS.badMarkets);
      return;
    }
    if (draft.profilePublished) {
      const missing = validateProfilePublish({
        full_name: draft.fullName,
        bio: draft.bio,
        profile_template: draft.profileTemplate,
      });
      if (missing) {
        setProblem(missing);
        toast.error(missing);
        return;
      }
    }
    setProblem(null);
    setBusy(true);
    try {
      const saved = await profilesApi(client).change({
        json: {
          fullName: draft.fullName,
          email: draft.email,
          phone: draft.phone,
          companyName: draft.companyName,
          website: draft.website,
          address: draft.address,
          bio: draft.bio,
          specialty: draft.specialty,
          profileTemplate: (draft.profileTemplate || null) as ProfileTemplate | null,
          markets,
          avatarUrl: draft.avatarUrl || null,
          companyLogo: draft.companyLogo || null,
          profilePublished: draft.profilePublished,
        },
      });
      toast.success(
        saved.profilePublished && !profile.profilePublished
          ? MESSAGES.profileCreated
          : PROFILE_FORM_TEXTS.saved,
      );
      onSaved(saved);
    } catch (error) {
      const message =
        error instanceof ApiError && error.status === 400 ? error.message : MESSAGES.createProfileFailed;
      setProblem(message);
      toast.error(message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className={cardClassName({ padding: 'lg', gap: '4' })}
      onSubmit={submit}
      noValidate
      aria-label={PROFILE_FORM_TEXTS.form}
    >
      <FieldGroup gap="4">
        <ContactFields
          fields={['fullName', 'email', 'phone', 'companyName', 'website', 'address']}
          required={['fullName']}
          values={draft}
          onChange={set}
          fieldProps={{
            phone: { placeholder: PROFILE_FORM_TEXTS.phonePlaceholder },
            website: { placeholder: PROFILE_FORM_TEXTS.websitePlaceholder },
            address: { hint: PROFILE_FORM_TEXTS.addressHint },
          }}
        />
        <TextAreaField
          className={fieldGroupWide}
          label={PROFILE_FORM_TEXTS.bio}
          required
          rows={4}
          value={draft.bio}
          onChange={(e) => set('bio', e.target.value)}
        />
        <TextField
          label={PROFILE_FORM_TEXTS.specialty}
          list={specialtiesId}
          value={draft.specialty}
          onChange={(e) => set('specialty', e.target.value)}
        />
        <datalist id={specialtiesId}>
          {INVESTOR_SPECIALTIES.map((specialty) => (
            <option key={specialty} value={specialty} />
          ))}
        </datalist>
        <SelectField
          label={PROFILE_FORM_TEXTS.profileType}
          required
          value={draft.profileTemplate}
          onChange={(e) => set('profileTemplate', e.target.value)}
          options={[
            { value: '', label: PROFILE_FORM_TEXTS.choose },
            ...PROFILE_TEMPLATES.map((value) => ({ value, label: PROFILE_TEMPLATE_LABELS[value] })),
          ]}
        />
        <TextField
          label={PROFILE_FORM_TEXTS.markets}
          hint={PROFILE_FORM_TEXTS.marketsHint}
          value={draft.markets}
          onChange={(e) => set('markets', e.target.value)}
        />
        <ImageUploadField
          label={PROFILE_FORM_TEXTS.profileImage}
          purpose="avatar"
          userId={profile.userId}
          value={draft.avatarUrl}
          onChange={(url) => set('avatarUrl', url)}
          onBusyChange={setUploading}
        />
        <ImageUploadField
          label={PROFILE_FORM_TEXTS.companyLogo}
          purpose="logo"
          userId={profile.userId}
          value={draft.companyLogo}
          onChange={(url) => set('companyLogo', url)}
          onBusyChange={setUploading}
        />
        <label className={fieldGroupWide}>
          <input
            type="checkbox"
            checked={draft.profilePublished}
            onChange={(e) => set('profilePublished', e.target.checked)}
          />{' '}
          {PROFILE_FORM_TEXTS.publish}
        </label>
      </FieldGroup>
      {problem ? (
        <p role="alert" className={shared.muted}>
          {problem}
        </p>
      ) : null}
      <div className={shared.actions}>
        <Button type="submit" variant="primary" loading={busy} disabled={uploading}>
          {busy ? MESSAGES.onboardingSaving : PROFILE_FORM_TEXTS.save}
        </Button>
      </div>
    </form>
  );
}
