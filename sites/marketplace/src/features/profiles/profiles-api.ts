// The profile calls of the contract bound to a client, the investor directory calls (not in the contract yet), and
// the profile shapes as the contract types them.
import { type ApiClient, bindEndpoints } from '@dealloop/client';
import type {
  DirectoryPage,
  MyProfileView,
  ProfilesContract,
  PublicProfilePage,
  PublicProfileView,
} from '@dealloop/contract';
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

/** The directory's filters, as in the page's URL. */
export interface InvestorFilters {
  q: string;
  profileType: string;
  specialty: string;
  market: string;
}

const INVESTORS_PATH = '/api/v1/investors';

/** The investor directory calls (GET /investors and /investors/{slug}; their routes are not in the contract yet). */
export const profileApi = {
  bySlug: (client: ApiClient, slug: string) =>
    client.request<PublicProfilePage>('GET', `${INVESTORS_PATH}/${encodeURIComponent(slug)}`),
  directory: (client: ApiClient, filters: InvestorFilters, cursor: string | null) =>
    client.request<DirectoryPage>('GET', INVESTORS_PATH, {
      query: {
        q: filters.q || undefined,
        profileType: filters.profileType || undefined,
        specialty: filters.specialty || undefined,
        market: filters.market || undefined,
        cursor: cursor ?? undefined,
      },
    }),
};
