// The moderation API as the site calls it: the bound contract calls, the contract's shapes under the names the pages
// use, and the wire paths the tests fake and assert.
import { API_BASE, type ApiClient, bindEndpoints, fillPath } from '@dealloop/client';
import type {
  CallInput,
  CallOutput,
  ContentReportsContract,
  ContractRoute,
  ListingEditsContract,
  ModerationContract,
  ModeratorApplicationsContract,
  RafflesContract,
} from '@dealloop/contract';
import {
  contentReportsEndpoints,
  listingEditsEndpoints,
  moderationEndpoints,
  moderatorApplicationsEndpoints,
  rafflesEndpoints,
} from '@dealloop/contract/endpoints';

const wire = (path: string) => `${API_BASE}${path}`;

/** GET: the review queue, oldest first (query `limit`, `offset`, `q`). */
export const MODERATION_QUEUE_API = wire(moderationEndpoints.queue.path);
/** POST `{ propertyIds, action, reason? }`: one decision about one or many listings, all or nothing. */
export const MODERATION_DECISIONS_API = wire(moderationEndpoints.decide.path);
/** GET: the audit log, newest first (query `limit`, `offset`). */
export const MODERATION_AUDIT_API = wire(moderationEndpoints.audit.path);

/** GET: edits of published listings waiting for review, longest waiting first (query `limit`, `offset`). */
export const MODERATION_EDITS_API = wire(listingEditsEndpoints.queue.path);
/** POST `{ action, reason? }`: approve (apply) or decline (with a reason) one pending edit. */
export const editDecisionPath = (editId: string) =>
  wire(fillPath(listingEditsEndpoints.decide.path, { id: editId }));

/** POST `{ targetType, targetId, reason, details? }`: a signed-in user's report (409 while one is open). */
export const REPORTS_API = wire(contentReportsEndpoints.report.path);
/** GET: open reports grouped by target (staff). */
export const MODERATION_REPORTS_API = wire(contentReportsEndpoints.list.path);
/** POST `{ targetType, targetId, resolution, note }`: resolves a target's open reports (staff). */
export const RESOLVE_REPORTS_API = wire(contentReportsEndpoints.resolve.path);

/** GET / POST `{ why, experience, markets }`: the caller's moderator application. */
export const MY_MODERATOR_APPLICATION_API = wire(moderatorApplicationsEndpoints.mine.path);
/** GET: pending moderator applications (admins). */
export const MODERATOR_APPLICATIONS_API = wire(moderatorApplicationsEndpoints.list.path);
/** POST `{ decision, reason? }`: an admin's decision about an application. */
export const applicationDecisionPath = (id: string) =>
  wire(fillPath(moderatorApplicationsEndpoints.decide.path, { id }));

/** POST `{ title, prize, periodStart, periodEnd }`: a new raffle (admins). */
export const RAFFLES_API = wire(rafflesEndpoints.create.path);
/** GET: a raffle (public). */
export const rafflePath = (id: string) => wire(fillPath(rafflesEndpoints.get.path, { id }));

/** GET: the latest moderation decision about a listing (its owner and staff). */
export const listingDecisionPath = (propertyId: string) =>
  wire(fillPath(moderationEndpoints.latestDecision.path, { id: propertyId }));

type Ok<R extends ContractRoute> = CallOutput<R>;
type Body<R extends ContractRoute> = CallInput<R> extends { json?: infer J } ? NonNullable<J> : never;

/** A page of the review queue. */
export type QueuePage = Ok<ModerationContract['queue']>;
/** A listing waiting for review. */
export type QueueItem = QueuePage['items'][number];
/** Someone named in the moderation pages. */
export type ModerationPerson = QueueItem['owner'];

/** A page of the pending edits. */
export type EditQueuePage = Ok<ListingEditsContract['queue']>;
/** A pending edit of a published listing: the edit with its diff, the approved listing and its owner. */
export type EditQueueItem = EditQueuePage['items'][number];

/** The body of a decision. */
export type DecisionRequest = Body<ModerationContract['decide']>;

/** A page of the audit log. */
export type AuditPage = Ok<ModerationContract['audit']>;
/** One entry of the audit log. */
export type AuditEntry = AuditPage['items'][number];

/** The latest decision about a listing, as its owner reads it. */
export type ListingDecision = Ok<ModerationContract['latestDecision']>;

/** The body of a report. */
export type ReportRequest = Body<ContentReportsContract['report']>;

/** The open reports of one listing or profile. */
export type ReportGroup = Ok<ContentReportsContract['list']>['items'][number];

/** The body of a resolution. */
export type ResolveRequest = Body<ContentReportsContract['resolve']>;

/** GET /me/moderator-application. */
export type MyModeratorApplication = Ok<ModeratorApplicationsContract['mine']>;
/** A moderator application. */
export type ModeratorApplication = Ok<ModeratorApplicationsContract['apply']>;
/** A pending application as admins see it. */
export type PendingModeratorApplication = Ok<ModeratorApplicationsContract['list']>['items'][number];

/** A raffle as GET /raffles/{id} answers it. */
export type RaffleView = Ok<RafflesContract['get']>;
/** A raffle ticket with its moderator's name. */
export type RaffleTicketView = RaffleView['tickets'][number];

type Client = Pick<ApiClient, 'request'>;

/** The moderation calls made with `client` (queue, decide, audit, latestDecision). */
export const moderationApi = (client: Client) =>
  bindEndpoints<ModerationContract>(client, moderationEndpoints);
/** The content-report calls made with `client` (report, list, resolve). */
export const contentReportsApi = (client: Client) =>
  bindEndpoints<ContentReportsContract>(client, contentReportsEndpoints);
/** The moderator-application calls made with `client` (mine, apply, list, decide). */
export const moderatorApplicationsApi = (client: Client) =>
  bindEndpoints<ModeratorApplicationsContract>(client, moderatorApplicationsEndpoints);
/** The raffle calls made with `client` (create, get, draw). */
export const rafflesApi = (client: Client) => bindEndpoints<RafflesContract>(client, rafflesEndpoints);
