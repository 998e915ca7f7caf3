// A fake moderation API for page tests: a queue of pending listings and of pending edits, decisions (all or
// nothing, a decline needs a reason, staff only) and the audit log they write, answered through the fake client.
import { ApiError } from '@dealloop/client';
import {
  formatPrice,
  MODERATION_ACTION_STATUS,
  type ModerationAction,
  moderationReasonProblem,
} from '@dealloop/core';
import type { FakeApiClient } from '../../test/fake-api-client';
import { makeProperty } from '../../test/property-fixtures';
import {
  type AuditEntry,
  type DecisionRequest,
  type EditQueueItem,
  MODERATION_AUDIT_API,
  MODERATION_DECISIONS_API,
  MODERATION_EDITS_API,
  MODERATION_QUEUE_API,
  type QueueItem,
} from './moderation-api';

/** The fake moderation server's state, for assertions. */
export interface FakeModeration {
  queue: QueueItem[];
  audit: AuditEntry[];
  decisions: DecisionRequest[];
  /** Makes the next decision fail with this error. */
  failNext: ApiError | null;
  /** Pending edits of published listings, and the decisions sent about them. */
  edits?: EditQueueItem[];
  editDecisions?: { editId: string; action: string; reason?: string }[];
}

/** A pending edit of a published listing changing its price from `from` to `to`. */
export function pendingEdit(title: string, from: number, to: number): EditQueueItem {
  const listing = makeProperty({ title, price: from, listingStatus: 'published' });
  const submittedAt = new Date(Date.now() - 3_600_000).toISOString();
  return {
    edit: {
      id: `edit-${listing.id}`,
      propertyId: listing.id,
      status: 'pending',
      reason: null,
      submittedAt,
      decidedAt: null,
      changes: [{ field: 'price', label: 'Price', from: formatPrice(from), to: formatPrice(to) }],
      edited: { ...listing, price: to },
    },
    listing,
    owner: { id: 'owner-1', name: 'Olive Owner', email: 'olive@example.com' },
  };
}

/** A pending listing of the queue (submitted `hoursAgo` hours ago). */
export function pendingItem(title: string, hoursAgo = 1): QueueItem {
  const submittedAt = new Date(Date.now() - hoursAgo * 3_600_000).toISOString();
  return {
    listing: makeProperty({ title, listingStatus: 'pending_review', createdAt: submittedAt }),
    owner: { id: 'owner-1', name: 'Olive Owner', email: 'olive@example.com' },
    submittedAt,
  };
}

/** The options of a faked call: its JSON body and its query. */
type CallOptions = { json?: unknown; query?: Record<string, unknown> } | undefined;

const pageOf = <T>(items: T[], options: CallOptions) => {
  const offset = Number(options?.query?.offset ?? 0);
  const limit = Number(options?.query?.limit ?? 20);
  return { items: items.slice(offset, offset + limit), total: items.length };
};

/** Answers the moderation routes from memory; `other` answers the rest (undefined: 404). */
export function fakeModerationApi(
  client: FakeApiClient,
  moderation: FakeModeration,
  method: string,
  path: string,
  options: CallOptions,
): unknown {
  const json = options?.json;
  const session = client.auth.getSession();
  const staff = session?.user.roles.some((role) => role === 'moderator' || role === 'admin');
  const isModeration = path.startsWith('/api/v1/moderation/');
  if (isModeration && !session) throw new ApiError(401, 'unauthorized', 'Sign in to continue.');
  if (isModeration && !staff) throw new ApiError(403, 'forbidden', 'Only moderators and admins can do this.');
  if (method === 'GET' && path === MODERATION_QUEUE_API) {
    const q = String(options?.query?.q ?? '').toLowerCase();
    return pageOf(
      moderation.queue.filter((item) => item.listing.title.toLowerCase().includes(q)),
      options,
    );
  }
  if (method === 'GET' && path === MODERATION_AUDIT_API) return pageOf(moderation.audit, options);
  if (method === 'GET' && path === MODERATION_EDITS_API) return pageOf(moderation.edits ?? [], options);
  const editDecision = method === 'POST' && path.match(/^\/api\/v1\/moderation\/edits\/([^/]+)\/decision$/);
  if (editDecision) {
    const editId = decodeURIComponent(editDecision[1]!);
    const body = json as { action: 'approve' | 'decline'; reason?: string };
    const problem = body.action === 'decline' ? moderationReasonProblem('decline', body.reason) : null;
    if (problem) throw new ApiError(400, 'invalid_request', problem);
    const item = moderation.edits?.find((entry) => entry.edit.id === editId);
    if (!item) throw new ApiError(404, 'not_found', 'This edit does not exist or was already decided.');
    moderation.editDecisions = [...(moderation.editDecisions ?? []), { editId, ...body }];
    moderation.edits = moderation.edits?.filter((entry) => entry !== item);
    return { edit: { ...item.edit, status: body.action === 'approve' ? 'approved' : 'declined' } };
  }
  if (method === 'POST' && path === MODERATION_DECISIONS_API) {
    const body = json as DecisionRequest;
    if (moderation.failNext) {
      const failure = moderation.failNext;
      moderation.failNext = null;
      throw failure;
    }
    const problem = moderationReasonProblem(body.action, body.reason);
    if (problem) throw new ApiError(400, 'invalid_request', problem);
    moderation.decisions.push(body);
    const decided = moderation.queue.filter((item) => body.propertyIds.includes(item.listing.id));
    moderation.queue = moderation.queue.filter((item) => !body.propertyIds.includes(item.listing.id));
    for (const item of decided) {
      moderation.audit.unshift({
        id: `audit-${moderation.audit.length + 1}`,
        action: body.action,
        targetType: 'listing',
        targetId: item.listing.id,
        targetLabel: item.listing.title,
        actor: { id: session!.user.id, name: session!.user.fullName, email: session!.user.email },
        subjectUserId: item.owner.id,
        reason: body.reason ?? null,
        createdAt: new Date().toISOString(),
      });
    }
    return {
      items: decided.map((item) => ({
        ...item.listing,
        listingStatus: MODERATION_ACTION_STATUS[body.action as ModerationAction],
      })),
    };
  }
  return undefined;
}
