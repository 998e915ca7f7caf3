// Profiles, mounted from the contract's profile routes: the caller's own profile (read, edit, publish) and the
// public profile page by user id.
import { type ProfilePatch, profilesContract as routes } from '@dealloop/contract';
import { validateProfilePublish } from '@dealloop/core';
import type { AppDeps } from '../app-env';
import { requireAuth } from '../auth/auth-middleware';
import type { ProfileUpdate } from '../db/schema';
import { badRequest, notFound } from '../http/api-error';
import { createRouter } from '../http/router';
import { viewerOfAuth } from '../listings/visible-property';
import { resolveImageReference } from './image-reference';
import { serializeOwnProfile } from './profile-serializer';
import { loadOwnProfile, updateProfile } from './profiles-repo';
import { publicProfilePage } from './public-profile-page';

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

/** The profile routes, mounted at /api/v1. */
export function profileRoutes(deps: Pick<AppDeps, 'db' | 'config'>) {
  const { db, config } = deps;
  return createRouter()
    .openapi(routes.mine, async (c) => {
      const { user } = requireAuth(c);
      return c.json(serializeOwnProfile(await loadOwnProfile(db, user.id, user.email)), 200);
    })
    .openapi(routes.change, async (c) => {
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
    })
    .openapi(routes.byUserId, async (c) => {
      const viewer = viewerOfAuth(c.get('auth'));
      const page = await publicProfilePage(deps, { userId: c.req.valid('param').userId }, viewer);
      if (!page) throw notFound('This profile does not exist or is not public.');
      return c.json(page, 200);
    });
}
