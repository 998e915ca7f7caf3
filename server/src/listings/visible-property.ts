// Which listings a viewer may open: public ones for everybody, the others for their owner and staff only.
import { isPubliclyVisible, PUBLIC_PROPERTY_STATUSES } from '@dealloop/core';
import { type ExpressionBuilder, type Kysely, sql } from 'kysely';
import type { AuthContext } from '../app-env';
import type { Database, Property } from '../db/schema';
import { findPropertyById, findPropertyByShortId } from './properties-repo';
import { canManage, type Viewer } from './property-serializer';

/** The viewer of a request: the signed-in caller, or null for an anonymous visitor. */
export const viewerOfAuth = (auth: AuthContext | null): Viewer =>
  auth ? { userId: auth.user.id, roles: auth.roles } : null;

/** Whether this viewer may see the listing (the rule of GET /properties/{id}). */
export function isVisibleTo(viewer: Viewer, property: Property): boolean {
  return isPubliclyVisible(property) || canManage(viewer, property);
}

/** The listing by id (or 8-character short id) when this viewer may see it; undefined otherwise. */
export async function findVisibleProperty(
  db: Kysely<Database>,
  viewer: Viewer,
  id: string,
): Promise<Property | undefined> {
  const property = id.length === 8 ? await findPropertyByShortId(db, id) : await findPropertyById(db, id);
  return property && isVisibleTo(viewer, property) ? property : undefined;
}

/**
 * Core's public rule (`isPubliclyVisible`) as a SQL condition on `properties`: published, not archived, of a public
 * status. Written with a literal so the database matches it to the partial indexes of public listings.
 */
export function publiclyVisible(eb: ExpressionBuilder<Database, 'properties'>) {
  return eb.and([
    eb('properties.status', 'in', [...PUBLIC_PROPERTY_STATUSES]),
    eb('properties.listing_status', '=', sql.lit('published')),
    eb('properties.archived_at', 'is', null),
  ]);
}

/**
 * The same rule as a SQL condition on `properties`, for queries that join listings: staff see every listing,
 * others the public ones and their own.
 */
export function visibleToCondition(viewer: NonNullable<Viewer>) {
  return (eb: ExpressionBuilder<Database, 'properties'>) => {
    if (viewer.roles.includes('admin') || viewer.roles.includes('moderator')) return eb.lit(true);
    return eb.or([publiclyVisible(eb), eb('properties.user_id', '=', viewer.userId)]);
  };
}
