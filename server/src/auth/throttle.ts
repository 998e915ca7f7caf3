// The throttling limits of the account endpoints, per account and per client IP.
import type { RateLimit } from '../http/rate-limiter';

/** Failed sign-ins allowed per account before it is locked for the rest of the window. */
export const SIGN_IN_FAILURES_PER_ACCOUNT: RateLimit = { max: 5, windowSeconds: 15 * 60 };
/** Sign-in attempts allowed per client IP. */
export const SIGN_IN_ATTEMPTS_PER_IP: RateLimit = { max: 30, windowSeconds: 15 * 60 };
/** Accounts that one client IP may create. */
export const SIGN_UPS_PER_IP: RateLimit = { max: 10, windowSeconds: 60 * 60 };
/** Password reset emails per address, and requests per IP. */
export const RESETS_PER_EMAIL: RateLimit = { max: 3, windowSeconds: 60 * 60 };
export const RESETS_PER_IP: RateLimit = { max: 10, windowSeconds: 60 * 60 };

export const accountKey = (scope: string, email: string) => `${scope}:account:${email.toLowerCase()}`;
export const ipKey = (scope: string, ip: string | null) => `${scope}:ip:${ip ?? 'unknown'}`;
