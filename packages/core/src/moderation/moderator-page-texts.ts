// The Moderator Dashboard's texts (spec "Moderator Dashboard"): the review queue, its search, bulk bar and items.
import { MODERATION_ACTION_LABELS, type ModerationAction } from './moderation';

/** Every text of the moderator dashboard's review queue. */
export const REVIEW_QUEUE_TEXTS = Object.freeze({
  searchLabel: 'Search the queue',
  searchPlaceholder: 'Title, location or owner email',
  search: 'Search',
  bulkActions: 'Bulk actions',
  selectAll: 'Select all',
  /** "3 selected" in the bulk bar. */
  selectedCount: (count: number) => `${count} selected`,
  /** "Publish selected", "Decline selected", "Put on hold selected". */
  bulkAction: (action: ModerationAction) => `${MODERATION_ACTION_LABELS[action]} selected`,
  /** "Decline this listing" or "Decline 3 listings": the reason dialog's title. */
  declineTitle: (count: number) => (count === 1 ? 'Decline this listing' : `Decline ${count} listings`),
  /** "Select Brick ranch" on an item's checkbox. */
  selectListing: (title: string) => `Select ${title}`,
  noPhotos: 'No photos',
  /** "Listed by Ann (ann@example.com) ·" before the age of the submission. */
  listedBy: (name: string | null, email: string) => `Listed by ${name ?? 'User'} (${email}) ·`,
  /** "Publish Brick ranch" on an item's decision button. */
  listingAction: (action: ModerationAction, title: string) => `${MODERATION_ACTION_LABELS[action]} ${title}`,
});

/** The moderator dashboard's header, tabs and pager. */
export const MODERATOR_PAGE_TEXTS = Object.freeze({
  /** The subtitle before its link to Content Review (which ends it with "."). */
  intro:
    "New listings wait here until a moderator publishes them. A declined listing's owner reads your reason. Reports from members are in",
  tabsLabel: 'Moderation',
  queueTab: 'Review queue',
  rafflesTab: 'Raffles',
  previous: 'Previous',
  next: 'Next',
  /** "1–20 of 45" between the pager's buttons. */
  pageRange: (first: number, last: number, total: number) => `${first}–${last} of ${total}`,
});

/** The pending edits panel's texts. */
export const EDITS_QUEUE_TEXTS = Object.freeze({
  /** "Edited by Ann (ann@example.com) ·" before the age of the edit. */
  editedBy: (name: string | null, email: string) => `Edited by ${name ?? 'User'} (${email}) ·`,
  /** "Changes to Brick ranch": the diff's list. */
  changesTo: (title: string) => `Changes to ${title}`,
  /** "Approve edit: Brick ranch" on a decision button, with the button's text first. */
  decisionFor: (decision: string, title: string) => `${decision}: ${title}`,
});

/** The moderator applications panel's texts (admins). */
export const APPLICATIONS_PANEL_TEXTS = Object.freeze({
  /** "ann@example.com · applied" before the date. */
  applied: (email: string) => `${email} · applied`,
  /** "Markets: Texas, Ohio" */
  markets: (names: readonly string[]) => `Markets: ${names.join(', ')}`,
  approve: 'Approve',
  decline: 'Decline',
  /** "Approve Ann" on the button. */
  approveApplicant: (name: string) => `Approve ${name}`,
  /** "Decline Ann" on the button. */
  declineApplicant: (name: string) => `Decline ${name}`,
});

/** The raffles tab's form fields. */
export const RAFFLE_FORM_TEXTS = Object.freeze({
  title: 'Title',
  prize: 'Prize',
  start: 'Reviews from',
  end: 'Reviews until',
  create: 'Create raffle',
});

/** The /become-moderator page's texts. */
export const BECOME_MODERATOR_TEXTS = Object.freeze({
  subtitle:
    "Moderators review new listings before they go live and look into members' reports. Tell us about yourself; an admin reads every application.",
  yourApplication: 'your application',
  openDashboard: 'Open the Moderator Dashboard',
  sentTitle: 'Application sent',
  declinedTitle: 'Your last application was declined',
  /** "Reason: Too new. You may apply again." (without a reason: "You may apply again."). */
  declined: (reason: string | null | undefined) =>
    `${reason ? `Reason: ${reason}. ` : ''}You may apply again.`,
  sending: 'Sending...',
});

/** The /moderator-content-review page's texts. */
export const CONTENT_REVIEW_TEXTS = Object.freeze({
  subtitle: 'Reports from members, grouped by listing or profile, oldest first.',
  openReports: 'Open reports',
  listing: 'Listing',
  profile: 'Profile',
  /** "2 reports" */
  reportCount: (count: number) => `${count} ${count === 1 ? 'report' : 'reports'}`,
  /** " · under review" after the count, from the target's state key. */
  targetState: (state: string) => ` · ${state.replace('_', ' ')}`,
  by: '· by',
  /** "Note (Brick ranch)" on a group's note field. */
  noteFor: (noteLabel: string, target: string) => `${noteLabel} (${target})`,
});

/** The reason dialog's buttons (moderator decisions and the funds review queue). */
export const REASON_DIALOG_TEXTS = Object.freeze({
  cancel: 'Cancel',
  saving: 'Saving...',
});
