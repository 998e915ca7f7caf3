// The profile calls of the contract bound to a client, and the profile shapes as the contract types them (the
// investor directory and pages by slug are the investors contract's: see ../investors/investors-api.ts).
import { type ApiClient, bindEndpoints } from '@dealloop/client';
import type { MyProfileView, ProfilesContract, PublicProfileView } from '@dealloop/contract';
import { profilesEndpoints } from '@dealloop/contract/endpoints';

/** The profile calls made with `client`: `mine`, `change` and `byUserId`. */
export const profilesApi = (client: Pick<ApiClient, 'request'>) =>
  bindEndpoints<ProfilesContract>(client, profilesEndpoints);

/** The caller's own profile (GET and PATCH /me/profile), with the markets (US state codes) it names. */
export type MyProfile = MyProfileView;

/**
 * The editable fields of the own profile, any subset (an empty text clears an optional field; images take an upload
 * id or URL).
 */
export type MyProfilePatch = Partial<Omit<MyProfile, 'userId' | 'slug'>>;

/** A published profile as GET /profiles/{userId}, /investors/{slug} and the directory answer it. */
export type PublicProfile = PublicProfileView;

/** Reads the caller's profile. */
export const fetchMyProfile = (client: Pick<ApiClient, 'request'>): Promise<MyProfile> =>
  profilesApi(client).mine();

/** Changes some fields of the caller's profile; answers the whole profile. */
export const patchMyProfile = (
  client: Pick<ApiClient, 'request'>,
  patch: MyProfilePatch,
): Promise<MyProfile> => profilesApi(client).change({ json: patch });
