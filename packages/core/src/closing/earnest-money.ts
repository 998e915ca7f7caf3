// Earnest money terms and deadlines: a listing's amount and window, the deadline from acceptance, the reminders
// before it, and the rule flagging deals that have not moved for a week.

import type { ClosingStage } from './closing-pipeline';

/** The window a listing may give a buyer to deposit earnest money, in hours. */
export const EARNEST_WINDOW_MIN_HOURS = 24;
export const EARNEST_WINDOW_MAX_HOURS = 72;
/** The window of a listing that states none (the longest allowed, so no buyer gets less than they expect). */
export const DEFAULT_EARNEST_WINDOW_HOURS = 72;
/** The largest earnest money amount a listing may ask, in dollars. */
export const EARNEST_AMOUNT_MAX = 10_000_000;
/** Reminders to the buyer before the deadline, in hours before it, earliest first. */
export const EARNEST_REMINDER_HOURS: readonly number[] = Object.freeze([24, 2]);
/** Days without a move after which the closing desk flags a deal. */
export const STALE_DEAL_DAYS = 7;

const HOUR_MS = 3_600_000;

/** Texts of the earnest money terms' field errors. */
export const EARNEST_TERMS_MESSAGES = Object.freeze({
  window: `The earnest money window must be a whole number of hours from ${EARNEST_WINDOW_MIN_HOURS} to ${EARNEST_WINDOW_MAX_HOURS}.`,
  amount: 'The earnest money must be a whole number of dollars above 0.',
  both: 'Give both the earnest money amount and its window, or neither.',
});

/** Earnest money terms of a listing (null fields: not stated). */
export interface EarnestTerms {
  readonly amount: number | null;
  readonly windowHours: number | null;
}

/** Why earnest money terms are invalid, or null: a whole-dollar amount above 0 and a window of 24 to 72 hours. */
export function earnestTermsProblem(terms: EarnestTerms): string | null {
  const { amount, windowHours } = terms;
  if ((amount === null) !== (windowHours === null)) return EARNEST_TERMS_MESSAGES.both;
  if (amount !== null && (!Number.isInteger(amount) || amount <= 0 || amount > EARNEST_AMOUNT_MAX)) {
    return EARNEST_TERMS_MESSAGES.amount;
  }
  if (
    windowHours !== null &&
    (!Number.isInteger(windowHours) ||
      windowHours < EARNEST_WINDOW_MIN_HOURS ||
      windowHours > EARNEST_WINDOW_MAX_HOURS)
  ) {
    return EARNEST_TERMS_MESSAGES.window;
  }
  return null;
}

/** When earnest money is due for a contract accepted at `acceptedAt` under a window (the default when none). */
export function earnestDueAt(acceptedAt: Date, windowHours: number | null): string {
  return new Date(
    acceptedAt.getTime() + (windowHours ?? DEFAULT_EARNEST_WINDOW_HOURS) * HOUR_MS,
  ).toISOString();
}

/**
 * The reminder thresholds (hours before the deadline) whose time has come at `now`, before the deadline: only those
 * shorter than the window (a 24-hour window gets no "24 hours left" reminder at acceptance).
 */
export function earnestRemindersDue(dueAt: string, windowHours: number, now: Date): number[] {
  const due = Date.parse(dueAt);
  if (!Number.isFinite(due) || now.getTime() >= due) return [];
  return EARNEST_REMINDER_HOURS.filter(
    (hours) => hours < windowHours && now.getTime() >= due - hours * HOUR_MS,
  );
}

/** Whether an open deal has not moved for STALE_DEAL_DAYS at `now` (closed and cancelled deals never are). */
export function isStaleDeal(stage: ClosingStage, lastMoveAt: string, now: Date): boolean {
  if (stage === 'closed' || stage === 'cancelled') return false;
  const moved = Date.parse(lastMoveAt);
  return Number.isFinite(moved) && now.getTime() - moved >= STALE_DEAL_DAYS * 24 * HOUR_MS;
}

/** Milliseconds left until the earnest money deadline (negative once past), or null with no deadline. */
export function earnestTimeLeft(dueAt: string | null, now: Date): number | null {
  if (!dueAt) return null;
  const due = Date.parse(dueAt);
  return Number.isFinite(due) ? due - now.getTime() : null;
}
