// Profiles: the caller's own profile (read, edit, publish) and the public profile page by user id.

import { errors, json } from '@dealloop/contract';
import { validateProfilePublish } from '@dealloop/core';
import { createRoute, z } from '@hono/zod-openapi';
import type { AppDeps } from '../app-env';
import { requireAuth } from '../auth/auth-middleware';
import type { ProfileUpdate } from '../db/schema';
import { badRequest, notFound } from '../http/api-error';
import { createRouter } from '../http/router';
import { viewerOfAuth } from '../listings/visible-property';
import { resolveImageReference } from '../profiles/image-reference';
import {
  MyProfileSchema,
  type ProfilePatch,
  ProfilePatchBody,
  PublicProfilePageSchema,
} from '../profiles/profile-schemas';
import { serializeOwnProfile } from '../profiles/profile-serializer';
import { loadOwnProfile, updateProfile } from '../profiles/profiles-repo';
import { publicProfilePage } from '../profiles/public-profile-page';

const bearer = [{ bearerAuth: [] }];

/** Body field → column; the images are resolved separately. */
const COLUMNS = {
  fullName: 'full_name',
  email: 'email',
  phone: 'phone',
  companyName: 'company_name',
  website: 'website',
  address: 'address',
  bio: 'bio',
  specialty: 'specialty',
  profileTemplate: 'profile_template',
  profilePublished: 'profile_published',
  onboardingCompleted: 'onboarding_completed',
} as const satisfies Partial<Record<keyof ProfilePatch, keyof ProfileUpdate>>;

const UserIdParam = z.object({ userId: z.string().min(1).max(64) });

/** The profile routes, mounted at /api/v1. */
export function profileRoutes(deps: Pick<AppDeps, 'db' | 'config'>) {
  const { db, config } = deps;
  return createRouter()
    .openapi(
      createRoute({
        method: 'get',
        path: '/me/profile',
        summary: "The caller's profile",
        security: bearer,
        responses: { 200: { description: 'The profile', content: json(MyProfileSchema) }, ...errors(401) },
      }),
      async (c) => {
        const { user } = requireAuth(c);
        return c.json(serializeOwnProfile(await loadOwnProfile(db, user.id, user.email)), 200);
      },
    )
    .openapi(
      createRoute({
        method: 'patch',
        path: '/me/profile',
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
      async (c) => {
        const { user } = requireAuth(c);
        const body = c.req.valid('json');
        const current = await loadOwnProfile(db, user.id, user.email);
        const changes: ProfileUpdate = {};
        for (const [field, column] of Object.entries(COLUMNS) as [
          keyof typeof COLUMNS,
          keyof ProfileUpdate,
        ][]) {
          if (body[field] !== undefined) (changes as Record<string, unknown>)[column] = body[field];
        }
        // An image sent back unchanged (a form posting the whole profile) is kept as it is.
        if (body.avatarUrl !== undefined && body.avatarUrl !== current.avatar_url) {
          changes.avatar_url = await resolveImageReference(db, config.publicUrl, user.id, body.avatarUrl);
        }
        if (body.companyLogo !== undefined && body.companyLogo !== current.company_logo) {
          changes.company_logo = await resolveImageReference(db, config.publicUrl, user.id, body.companyLogo);
        }
        const merged = { ...current, ...changes };
        if (merged.profile_published) {
          const problem = validateProfilePublish(merged);
          if (problem) throw badRequest(problem, 'profile_incomplete');
        }
        await updateProfile(db, user.id, changes, body.markets);
        return c.json(serializeOwnProfile(await loadOwnProfile(db, user.id, user.email)), 200);
      },
    )
    .openapi(
      createRoute({
        method: 'get',
        path: '/profiles/{userId}',
        summary: "A published profile and its owner's public listings (404 when not published)",
        request: { params: UserIdParam },
        responses: {
          200: { description: 'The public profile', content: json(PublicProfilePageSchema) },
          ...errors(404),
        },
      }),
      async (c) => {
        const viewer = viewerOfAuth(c.get('auth'));
        const page = await publicProfilePage(deps, { userId: c.req.valid('param').userId }, viewer);
        if (!page) throw notFound('This profile does not exist or is not public.');
        return c.json(page, 200);
      },
    );
}
