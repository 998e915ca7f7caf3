// The profile routes: the caller's own profile (read, edit, publish) and the public profile page by user id.
import { createRoute, z } from '@hono/zod-openapi';
import { bearer, errors, json } from '../http-schemas';
import { MyProfileSchema, ProfilePatchBody, PublicProfilePageSchema } from './profile-schemas';
import { profilesEndpoints as at } from './profiles-endpoints';

const UserIdParam = z.object({ userId: z.string().min(1).max(64) });

/** The profile routes. */
export const profilesContract = {
  mine: createRoute({
    ...at.mine,
    summary: "The caller's profile",
    security: bearer,
    responses: { 200: { description: 'The profile', content: json(MyProfileSchema) }, ...errors(401) },
  }),
  change: createRoute({
    ...at.change,
    summary: 'Change any of the profile fields; publishing needs full name, bio and profile type',
    description:
      'avatarUrl and companyLogo take the id of an upload (POST /api/v1/uploads, purpose avatar or logo) or ' +
      'the URL it answered. A published profile gets its public slug the first time it is published.',
    security: bearer,
    request: { body: { content: json(ProfilePatchBody), required: true } },
    responses: {
      200: { description: 'The changed profile', content: json(MyProfileSchema) },
      ...errors(400, 401),
    },
  }),
  byUserId: createRoute({
    ...at.byUserId,
    summary: "A published profile and its owner's public listings (404 when not published)",
    request: { params: UserIdParam },
    responses: {
      200: { description: 'The public profile', content: json(PublicProfilePageSchema) },
      ...errors(404),
    },
  }),
};

/** The profile routes' types (import type: the site and SDK take their shapes from here). */
export type ProfilesContract = typeof profilesContract;
