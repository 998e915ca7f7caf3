// Texts of the saved searches page, the "Save this search" action and the saved-search emails.
import { MESSAGES } from '../site/messages';

/** Labels and messages of saved searches (the spec's toasts come from MESSAGES). */
export const SAVED_SEARCH_TEXTS = Object.freeze({
  pageTitle: MESSAGES.savedSearches,
  intro: 'Get alerts when new listings match what you are looking for.',
  empty: 'No saved searches yet',
  emptyDetail: 'Search the marketplace and choose "Save this search" to get alerts for new matches.',
  browse: 'Browse properties',
  /** The dashboard's section: the way to the saved searches page. */
  overviewLink: 'See your saved searches',
  newSearch: 'New saved search',
  saveThisSearch: 'Save this search',
  run: 'Run',
  preview: 'Preview matches',
  hidePreview: 'Hide matches',
  noMatches: 'No listings match this search right now.',
  showMore: 'Show more',
  edit: 'Edit',
  delete: 'Delete',
  editTitle: 'Edit saved search',
  createTitle: 'Save this search',
  nameLabel: 'Name',
  locationLabel: 'Location',
  minPriceLabel: 'Min price',
  maxPriceLabel: 'Max price',
  propertyTypeLabel: 'Property type',
  anyType: 'Any type',
  notifyEmail: 'Email alerts',
  notifySms: 'Text alerts',
  save: 'Save',
  saving: 'Saving...',
  cancel: 'Cancel',
  deleteConfirmTitle: 'Delete this saved search?',
  deleteConfirm: (name: string) => `"${name}" and its alerts will stop. This cannot be undone.`,
  deleted: 'Saved search deleted',
  deleteFailed: 'Failed to delete saved search',
  updated: 'Saved search updated',
  updateFailed: 'Failed to update saved search',
  loadFailed: 'Could not load your saved searches.',
  tooBroad: 'Too broad for email alerts: add a location, price or property type.',
  nameRequired: 'Please give your saved search a name.',
  priceOrder: 'The minimum price cannot be above the maximum price.',
  signInToSave: 'Sign in to save this search.',
  instantSubject: (name: string) => `New match for your saved search "${name}"`,
  instantText: (name: string, title: string, price: string, location: string, link: string) =>
    `A new listing matches your saved search "${name}":\n\n${title}\n${price} · ${location}\n${link}\n\nYou get at most one email a day for each saved search.`,
  digestSubject: (count: number) =>
    count === 1
      ? 'A new listing matches your saved searches'
      : `${count} new listings match your saved searches`,
  digestIntro: 'New listings matching your saved searches since the last digest:',
  digestLine: (search: string, title: string, price: string, link: string) =>
    `- [${search}] ${title}, ${price}: ${link}`,
  manageLink: (link: string) => `Manage your saved searches: ${link}`,
});

/** Longest name of a saved search. */
export const SAVED_SEARCH_NAME_MAX = 100;
