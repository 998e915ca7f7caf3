// My Account's profile fields: read from GET /me/profile and saved with PATCH /me/profile.
import { MY_ACCOUNT_FIELD_TEXTS, PROFILE_TEMPLATE_LABELS, PROFILE_TEMPLATES } from '@dealloop/core';
import {
  Button,
  Card,
  ContactFields,
  fieldGroupClassName,
  fieldGroupWide,
  SelectField,
  TextAreaField,
  TextField,
} from '@dealloop/ui';
import { type FormEvent, useState } from 'react';
import { errorMessage } from '../../../app/error-message';
import { useServices, useToast } from '../../../app/services-context';
import { useApiResource } from '../../../app/use-api-resource';
import {
  fetchMyProfile,
  type MyProfile,
  type MyProfilePatch,
  patchMyProfile,
} from '../../profiles/profiles-api';
import * as styles from './account-page.css';
import { ACCOUNT_TEXTS } from './account-texts';

type Fields = Record<
  'fullName' | 'phone' | 'companyName' | 'website' | 'address' | 'bio' | 'specialty',
  string
> & {
  profileTemplate: string;
};

const fieldsOf = (profile: MyProfile): Fields => ({
  fullName: profile.fullName ?? '',
  phone: profile.phone ?? '',
  companyName: profile.companyName ?? '',
  website: profile.website ?? '',
  address: profile.address ?? '',
  bio: profile.bio ?? '',
  specialty: profile.specialty ?? '',
  profileTemplate: profile.profileTemplate ?? '',
});

const TEMPLATE_CHOICES = [
  { value: '', label: 'Not chosen' },
  ...PROFILE_TEMPLATES.map((template) => ({ value: template, label: PROFILE_TEMPLATE_LABELS[template] })),
];

/** The profile form. */
export function ProfileSection() {
  const { client } = useServices();
  const toast = useToast();
  const profile = useApiResource('my-profile', (api) => fetchMyProfile(api).then(fieldsOf));
  const [saving, setSaving] = useState(false);
  const fields = profile.state.status === 'ready' ? profile.state.data : null;
  const failed = profile.state.status === 'failed' || profile.state.status === 'missing';

  const set = (patch: Partial<Fields>) => profile.update((current) => ({ ...current, ...patch }));

  const save = async (event: FormEvent) => {
    event.preventDefault();
    if (!fields) return;
    const patch: MyProfilePatch = {
      fullName: fields.fullName.trim(),
      phone: fields.phone.trim() || null,
      companyName: fields.companyName.trim() || null,
      website: fields.website.trim() || null,
      address: fields.address.trim() || null,
      bio: fields.bio.trim() || null,
      specialty: fields.specialty.trim() || null,
      profileTemplate: (fields.profileTemplate || null) as MyProfile['profileTemplate'],
    };
    setSaving(true);
    try {
      const saved = fieldsOf(await patchMyProfile(client, patch));
      profile.update(() => saved);
      toast.success(ACCOUNT_TEXTS.profileSaved);
    } catch (error) {
      toast.error(
        MY_ACCOUNT_FIELD_TEXTS.profileSaveFailed(ACCOUNT_TEXTS.profileSaveFailed, errorMessage(error)),
      );
    } finally {
      setSaving(false);
    }
  };

  return (
    <Card as="section" aria-labelledby="account-profile">
      <h2 id="account-profile" className={styles.sectionTitle}>
        {ACCOUNT_TEXTS.profileHeading}
      </h2>
      {failed ? <p className={styles.muted}>{ACCOUNT_TEXTS.profileLoadFailed}</p> : null}
      {fields ? (
        <form className={fieldGroupClassName()} onSubmit={save}>
          <ContactFields
            fields={['fullName', 'phone', 'companyName', 'website', 'address']}
            required={['fullName']}
            values={fields}
            onChange={(name, value) => set({ [name]: value })}
            fieldProps={{ address: { className: fieldGroupWide } }}
          />
          <TextField
            label={MY_ACCOUNT_FIELD_TEXTS.specialty}
            value={fields.specialty}
            onChange={(e) => set({ specialty: e.target.value })}
          />
          <SelectField
            label={MY_ACCOUNT_FIELD_TEXTS.profileType}
            options={TEMPLATE_CHOICES}
            value={fields.profileTemplate}
            onChange={(e) => set({ profileTemplate: e.target.value })}
          />
          <TextAreaField
            className={fieldGroupWide}
            label={MY_ACCOUNT_FIELD_TEXTS.bio}
            rows={4}
            value={fields.bio}
            onChange={(e) => set({ bio: e.target.value })}
          />
          <div className={styles.actions}>
            <Button type="submit" variant="primary" loading={saving}>
              {ACCOUNT_TEXTS.profileSave}
            </Button>
          </div>
        </form>
      ) : null}
    </Card>
  );
}
