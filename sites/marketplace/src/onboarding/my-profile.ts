// The signed-in user's own profile as GET/PATCH /api/v1/me/profile answer it, and the calls that read and change it.
import type { ApiClient } from '@dealloop/client';
import type { ProfileTemplate } from '@dealloop/core';

/** The caller's own profile API. */
export const MY_PROFILE_API = '/api/v1/me/profile';

/** The caller's own profile. */
export interface MyProfile {
  userId: string;
  fullName: string | null;
  email: string | null;
  phone: string | null;
  companyName: string | null;
  website: string | null;
  address: string | null;
  bio: string | null;
  specialty: string | null;
  profileTemplate: ProfileTemplate | null;
  profilePublished: boolean;
  avatarUrl: string | null;
  companyLogo: string | null;
  onboardingCompleted: boolean;
  slug: string | null;
}

/** The editable fields; any subset may be sent (an empty text clears an optional field). */
export type MyProfilePatch = Partial<Omit<MyProfile, 'userId' | 'slug'>>;

/** Reads the caller's profile. */
export function fetchMyProfile(client: ApiClient): Promise<MyProfile> {
  return client.request<MyProfile>('GET', MY_PROFILE_API);
}

/** Changes some fields of the caller's profile; answers the whole profile. */
export function patchMyProfile(client: ApiClient, patch: MyProfilePatch): Promise<MyProfile> {
  return client.request<MyProfile>('PATCH', MY_PROFILE_API, { json: patch });
}
