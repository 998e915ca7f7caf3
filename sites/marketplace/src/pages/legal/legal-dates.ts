// When the legal documents last changed (shown as "Last updated").

/** Date of the current Privacy Policy. */
export const PRIVACY_POLICY_UPDATED = '2026-11-22';

/** Date of the current Terms of Service. */
export const TERMS_OF_SERVICE_UPDATED = '2026-11-22';
