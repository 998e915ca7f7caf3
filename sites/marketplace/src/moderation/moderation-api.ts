// The moderation API's paths and shapes as the site reads them (server/src/routes/moderation.ts).
import type { ModerationAction, ReportReason, ReportResolution, ReportTarget } from '@dealloop/core';
import type { ListingEdit } from '../features/listings/listing-edit';
import type { Property } from '../features/listings/property';

/** GET: the review queue, oldest first (`?limit=&offset=`). */
export const MODERATION_QUEUE_API = '/api/v1/moderation/queue';
/** POST `{ propertyIds, action, reason? }`: one decision about one or many listings, all or nothing. */
export const MODERATION_DECISIONS_API = '/api/v1/moderation/decisions';
/** GET: the audit log, newest first (`?limit=&offset=`). */
export const MODERATION_AUDIT_API = '/api/v1/moderation/audit';

/** GET: edits of published listings waiting for review, longest waiting first (`?limit=&offset=`). */
export const MODERATION_EDITS_API = '/api/v1/moderation/edits';
/** POST `{ action, reason? }`: approve (apply) or decline (with a reason) one pending edit. */
export const editDecisionPath = (editId: string) =>
  `${MODERATION_EDITS_API}/${encodeURIComponent(editId)}/decision`;

/** POST `{ targetType, targetId, reason, details? }`: a signed-in user's report (409 while one is open). */
export const REPORTS_API = '/api/v1/reports';
/** GET: open reports grouped by target (staff). */
export const MODERATION_REPORTS_API = '/api/v1/moderation/reports';
/** POST `{ targetType, targetId, resolution, note }`: resolves a target's open reports (staff). */
export const RESOLVE_REPORTS_API = '/api/v1/moderation/reports/resolve';

/** GET / POST `{ why, experience, markets }`: the caller's moderator application. */
export const MY_MODERATOR_APPLICATION_API = '/api/v1/me/moderator-application';
/** GET: pending moderator applications (admins). */
export const MODERATOR_APPLICATIONS_API = '/api/v1/moderation/applications';
/** POST `{ decision, reason? }`: an admin's decision about an application. */
export const applicationDecisionPath = (id: string) =>
  `${MODERATOR_APPLICATIONS_API}/${encodeURIComponent(id)}/decision`;

/** POST `{ title, prize, periodStart, periodEnd }`: a new raffle (admins). */
export const RAFFLES_API = '/api/v1/raffles';
/** GET: a raffle (public). */
export const rafflePath = (id: string) => `${RAFFLES_API}/${encodeURIComponent(id)}`;

/** GET: the latest moderation decision about a listing (its owner and staff). */
export const listingDecisionPath = (propertyId: string) =>
  `/api/v1/properties/${encodeURIComponent(propertyId)}/moderation`;

/** Someone named in the moderation pages. */
export interface ModerationPerson {
  id: string;
  name: string | null;
  email: string;
}

/** A listing waiting for review. */
export interface QueueItem {
  listing: Property;
  owner: ModerationPerson;
  submittedAt: string;
}

/** A page of the review queue. */
export interface QueuePage {
  items: QueueItem[];
  total: number;
}

/** A pending edit of a published listing: the edit with its diff, the approved listing and its owner. */
export interface EditQueueItem {
  edit: ListingEdit;
  listing: Property;
  owner: ModerationPerson;
}

/** A page of the pending edits. */
export interface EditQueuePage {
  items: EditQueueItem[];
  total: number;
}

/** The body of a decision. */
export interface DecisionRequest {
  propertyIds: string[];
  action: ModerationAction;
  reason?: string;
}

/** One entry of the audit log. */
export interface AuditEntry {
  id: string;
  action: string;
  targetType: string;
  targetId: string;
  targetLabel: string | null;
  actor: ModerationPerson;
  subjectUserId: string | null;
  reason: string | null;
  createdAt: string;
}

/** A page of the audit log. */
export interface AuditPage {
  items: AuditEntry[];
  total: number;
}

/** The latest decision about a listing, as its owner reads it. */
export interface ListingDecision {
  decision: { action: string; reason: string | null; createdAt: string } | null;
}

/** The body of a report. */
export interface ReportRequest {
  targetType: ReportTarget;
  targetId: string;
  reason: ReportReason;
  details?: string;
}

/** The open reports of one listing or profile. */
export interface ReportGroup {
  targetType: ReportTarget;
  targetId: string;
  label: string | null;
  ownerId: string | null;
  targetState: string | null;
  firstReportedAt: string;
  reports: {
    id: string;
    reason: string;
    details: string | null;
    reporter: ModerationPerson;
    createdAt: string;
  }[];
}

/** The body of a resolution. */
export interface ResolveRequest {
  targetType: ReportTarget;
  targetId: string;
  resolution: ReportResolution;
  note: string;
}

/** A moderator application. */
export interface ModeratorApplication {
  id: string;
  userId: string;
  why: string;
  experience: string;
  markets: string[];
  status: 'pending' | 'approved' | 'declined';
  decisionReason: string | null;
  decidedAt: string | null;
  createdAt: string;
}

/** GET /me/moderator-application. */
export interface MyModeratorApplication {
  isModerator: boolean;
  application: ModeratorApplication | null;
}

/** A pending application as admins see it. */
export interface PendingModeratorApplication extends ModeratorApplication {
  applicant: ModerationPerson;
}

/** A raffle ticket with its moderator's name. */
export interface RaffleTicketView {
  ticket: string;
  userId: string;
  name: string | null;
}

/** A raffle as GET /raffles/{id} answers it. */
export interface RaffleView {
  id: string;
  title: string;
  prize: string;
  periodStart: string;
  periodEnd: string;
  commitment: string;
  seed: string | null;
  drawn: boolean;
  drawnAt: string | null;
  tickets: RaffleTicketView[];
  winner: RaffleTicketView | null;
  createdAt: string;
}
