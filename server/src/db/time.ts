// Timestamps as the database stores them: ISO-8601 strings in UTC with milliseconds.

/** Now, or `ms` milliseconds from now, as an ISO string. */
export const isoNow = (offsetMs = 0): string => new Date(Date.now() + offsetMs).toISOString();
