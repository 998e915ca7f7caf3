// Open houses (issue 9): the rules of a slot (time window, capacity, notes), the calendar's helpers and every text
// of the open-house pages, the listing's section, the schedule dialog and the API's messages.

/** Limits of an open-house slot. */
export const OPEN_HOUSE_LIMITS = Object.freeze({
  capacityMin: 1,
  capacityMax: 500,
  notesMax: 1000,
  /** Shortest and longest slot, in minutes. */
  minMinutes: 15,
  maxMinutes: 12 * 60,
  /** How far ahead a slot may start, in days. */
  maxDaysAhead: 365,
  /** Attendees are reminded when the slot starts within this many hours ("the day before"). */
  reminderHours: 24,
});

/** Every text of the open-house features, shown by the site and answered by the API. */
export const OPEN_HOUSE_TEXTS = Object.freeze({
  calendarTitle: 'Open House Calendar',
  calendarIntro: 'Upcoming open houses on DealLoop listings. Pick an area to see the ones near it.',
  dashboardTitle: 'Showings',
  overviewText: 'Open houses you host and the ones you RSVPed to.',
  overviewLink: 'See your showings',
  hostingHeading: 'Open houses I host',
  attendingHeading: 'Open houses I attend',
  hostingEmpty: 'You have no upcoming open houses. Schedule one from your listing’s page.',
  attendingEmpty: 'You have not RSVPed to any upcoming open house.',
  calendarEmpty: 'No upcoming open houses here yet.',
  sectionHeading: 'Open houses',
  sectionEmpty: 'No open houses scheduled.',
  schedule: 'Schedule open house',
  scheduleTitle: 'Schedule an open house',
  scheduled: 'Open house scheduled.',
  startLabel: 'Starts',
  /** Under the start and end fields: the times are the property's wall clock, in its zone. */
  localTimeHint: (zone: string) => `In the property’s local time (${zone}).`,
  endLabel: 'Ends',
  capacityLabel: 'Capacity (people)',
  notesLabel: 'Notes for visitors',
  submit: 'Schedule',
  cancel: 'Cancel',
  rsvp: 'RSVP',
  rsvped: 'You are on the list for this open house.',
  cancelRsvp: 'Cancel RSVP',
  rsvpCancelled: 'Your RSVP was cancelled.',
  signInToRsvp: 'Sign in to RSVP',
  going: 'You’re going',
  full: 'Full',
  addToCalendar: 'Add to calendar (.ics)',
  cancelSlot: 'Cancel open house',
  cancelSlotConfirm: 'Cancel this open house? Everyone who RSVPed gets an alert.',
  slotCancelled: 'Open house cancelled.',
  attendeesHeading: 'Attendees',
  noAttendees: 'No RSVPs yet.',
  monthView: 'Month',
  listView: 'List',
  areaLabel: 'Area',
  areaPlaceholder: 'City, county, state or ZIP',
  sortLabel: 'Sort by',
  sortDate: 'Date',
  sortDistance: 'Distance',
  previousMonth: 'Previous month',
  nextMonth: 'Next month',
  areaNotFound: 'We could not find that area.',
  viewListing: 'View listing',
  loadFailed: 'Could not load open houses.',
  // Problems of a slot (the API answers them with 400, the dialog shows them).
  startInPast: 'The open house must start in the future.',
  endBeforeStart: 'The open house must end after it starts.',
  tooShort: 'An open house lasts at least 15 minutes.',
  tooLong: 'An open house lasts at most 12 hours.',
  tooFarAhead: 'An open house can be scheduled at most a year ahead.',
  badCapacity: 'Capacity must be a whole number from 1 to 500.',
  notesTooLong: 'Notes can be at most 1000 characters.',
  // Conflicts (409) and refusals.
  overlap: 'This listing already has an open house at that time.',
  notPublished: 'Open houses can only be scheduled on published listings.',
  notOwner: 'Only the listing’s owner can do this.',
  ownListing: 'You cannot RSVP to an open house on your own listing.',
  isFull: 'This open house is full.',
  alreadyRsvped: 'You have already RSVPed to this open house.',
  notRsvped: 'You have not RSVPed to this open house.',
  isOver: 'This open house has already started.',
  isCancelled: 'This open house was cancelled.',
  notFound: 'This open house does not exist.',
  loading: 'Loading…',
  search: 'Search',
  cancelled: 'Cancelled',
  keepIt: 'Keep it',
  /** An attendee without a name on the host's list. */
  unnamedAttendee: 'User',
  /** A slot card's label: "Open house Sat, Dec 5, 10:00 AM – 12:00 PM". */
  cardLabel: (window: string) => `Open house ${window}`,
  /** After the listing's location: " · 4.2 mi away". */
  away: (distance: string) => ` · ${distance} away`,
});

/** A slot as the owner enters it: ISO start and end, capacity and notes. */
export interface OpenHouseSlotInput {
  startsAt: string;
  endsAt: string;
  capacity: number;
  notes?: string | null;
}

/** The first problem of a slot scheduled at `now`, or null when it is valid. */
export function openHouseSlotProblem(slot: OpenHouseSlotInput, now: Date): string | null {
  const start = Date.parse(slot.startsAt);
  const end = Date.parse(slot.endsAt);
  const L = OPEN_HOUSE_LIMITS;
  if (!Number.isFinite(start) || start <= now.getTime()) return OPEN_HOUSE_TEXTS.startInPast;
  if (!Number.isFinite(end) || end <= start) return OPEN_HOUSE_TEXTS.endBeforeStart;
  const minutes = (end - start) / 60_000;
  if (minutes < L.minMinutes) return OPEN_HOUSE_TEXTS.tooShort;
  if (minutes > L.maxMinutes) return OPEN_HOUSE_TEXTS.tooLong;
  if (start - now.getTime() > L.maxDaysAhead * 86_400_000) return OPEN_HOUSE_TEXTS.tooFarAhead;
  if (!Number.isInteger(slot.capacity) || slot.capacity < L.capacityMin || slot.capacity > L.capacityMax) {
    return OPEN_HOUSE_TEXTS.badCapacity;
  }
  if ((slot.notes ?? '').length > L.notesMax) return OPEN_HOUSE_TEXTS.notesTooLong;
  return null;
}

/** Whether two time windows overlap (touching ends do not). */
export function slotsOverlap(
  a: { startsAt: string; endsAt: string },
  b: { startsAt: string; endsAt: string },
): boolean {
  return Date.parse(a.startsAt) < Date.parse(b.endsAt) && Date.parse(b.startsAt) < Date.parse(a.endsAt);
}

/** Seats left in a slot ("Full" at 0). */
export const seatsLeft = (capacity: number, attendees: number): number => Math.max(0, capacity - attendees);

/** "3 of 10 spots left" / "Full". */
export function seatsLabel(capacity: number, attendees: number): string {
  const left = seatsLeft(capacity, attendees);
  if (left === 0) return OPEN_HOUSE_TEXTS.full;
  return `${left} of ${capacity} ${capacity === 1 ? 'spot' : 'spots'} left`;
}

/** The .ics download path of a slot. */
export const openHouseIcsPath = (id: string): string => `/api/v1/open-houses/${encodeURIComponent(id)}/ics`;

/** The calendar's views and sorts, as the /showings URL holds them. */
export const OPEN_HOUSE_VIEWS = Object.freeze(['month', 'list'] as const);
export type OpenHouseView = (typeof OPEN_HOUSE_VIEWS)[number];
export const OPEN_HOUSE_SORTS = Object.freeze(['date', 'distance'] as const);
export type OpenHouseSort = (typeof OPEN_HOUSE_SORTS)[number];

/** A month as the calendar's URL holds it, `YYYY-MM`, or null when the text is not one. */
export function parseCalendarMonth(text: string | null | undefined): { year: number; month: number } | null {
  const match = /^(\d{4})-(\d{2})$/.exec(text ?? '');
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  return month >= 1 && month <= 12 ? { year, month } : null;
}

/** `YYYY-MM` of a month. */
export const formatCalendarMonth = (year: number, month: number): string =>
  `${year}-${String(month).padStart(2, '0')}`;

/** The month after (`delta` 1) or before (-1) a month. */
export function shiftCalendarMonth(
  year: number,
  month: number,
  delta: number,
): { year: number; month: number } {
  const index = year * 12 + (month - 1) + delta;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
}

/**
 * The days of a month's grid, weeks starting on Sunday: `YYYY-MM-DD` strings, with null for the blank cells
 * before the first and after the last day, always whole weeks.
 */
export function calendarMonthGrid(year: number, month: number): (string | null)[] {
  const first = new Date(Date.UTC(year, month - 1, 1)).getUTCDay();
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const cells: (string | null)[] = Array.from({ length: first }, () => null);
  for (let day = 1; day <= days; day++) {
    cells.push(`${formatCalendarMonth(year, month)}-${String(day).padStart(2, '0')}`);
  }
  while (cells.length % 7) cells.push(null);
  return cells;
}

/** The most days one calendar question may span (two months and a little: a month grid with its edges). */
export const CALENDAR_MAX_DAYS = 62;

/** Whether a text is a real calendar day `YYYY-MM-DD` (not 2026-02-30). */
export function isCalendarDay(text: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return false;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** Days from `firstDay` to `lastDay`, both counted (1 for one day; 0 or less when the last is before the first). */
export function calendarDaySpan(firstDay: string, lastDay: string): number {
  return (
    Math.round((Date.parse(`${lastDay}T00:00:00Z`) - Date.parse(`${firstDay}T00:00:00Z`)) / 86_400_000) + 1
  );
}

/**
 * What is wrong with a range of property-local days the calendar asks for, or null: each a real `YYYY-MM-DD`,
 * the last not before the first, at most CALENDAR_MAX_DAYS days.
 */
export function calendarDayRangeProblem(firstDay: string, lastDay: string): string | null {
  if (!isCalendarDay(firstDay)) return 'firstDay must be a date written YYYY-MM-DD.';
  if (!isCalendarDay(lastDay)) return 'lastDay must be a date written YYYY-MM-DD.';
  const span = calendarDaySpan(firstDay, lastDay);
  if (span < 1) return 'lastDay must not be before firstDay.';
  if (span > CALENDAR_MAX_DAYS) return `A calendar range spans at most ${CALENDAR_MAX_DAYS} days.`;
  return null;
}

/** The first and last day (`YYYY-MM-DD`) of a month: what the month view asks for, in each property's own days. */
export function calendarMonthDays(year: number, month: number): { firstDay: string; lastDay: string } {
  const days = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const prefix = formatCalendarMonth(year, month);
  return { firstDay: `${prefix}-01`, lastDay: `${prefix}-${String(days).padStart(2, '0')}` };
}
