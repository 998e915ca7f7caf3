// Zod fields shared by the profile and business card bodies: email, phone (core's phone rule), website, images.
import { ACCOUNT_MESSAGES, formatPhone, PHONE_MAX_LENGTH, phoneDigits } from '@dealloop/core';
import { z } from '@hono/zod-openapi';

/** Trims; an empty text becomes null (the field is cleared). */
const blankToNull = (value: unknown) =>
  typeof value === 'string' ? (value.trim() === '' ? null : value.trim()) : value;

/** An optional, clearable text of at most `max` characters. */
export const optionalText = (max: number) =>
  z.preprocess(blankToNull, z.string().max(max, `At most ${max} characters.`).nullable()).optional();

/** A required, trimmed, non-blank text of at most `max` characters. */
export const requiredText = (max: number, message: string) =>
  z.string().trim().min(1, message).max(max, `At most ${max} characters.`);

/** An email address. */
export const EmailField = z
  .string()
  .trim()
  .max(254)
  .pipe(z.email(ACCOUNT_MESSAGES.emailInvalid))
  .openapi({ example: 'jane@example.com' });

/**
 * A US phone number as the phone input formats it ("(555) 123-4567", at most 14 characters); stored formatted.
 * Fewer than 10 digits is refused.
 */
export const PhoneField = z
  .string()
  .trim()
  .max(PHONE_MAX_LENGTH, `A phone number has at most ${PHONE_MAX_LENGTH} characters, as in (555) 123-4567.`)
  .refine((value) => /^[\d\s().+-]*$/.test(value) && phoneDigits(value).length === 10, {
    message: 'Enter a 10-digit US phone number, as in (555) 123-4567.',
  })
  .transform((value) => formatPhone(value))
  .openapi({ example: '(555) 123-4567' });

/** An optional, clearable phone number. */
export const OptionalPhoneField = z.preprocess(blankToNull, PhoneField.nullable()).optional();

/** A website: an http or https URL. */
export const WebsiteField = z
  .string()
  .trim()
  .max(500)
  .pipe(
    z.url({ protocol: /^https?$/, message: 'Enter a website address starting with http:// or https://.' }),
  );

/** An image: the id of an upload (purpose avatar or logo) of the caller, or the URL that upload answered; null clears. */
export const ImageField = z.preprocess(blankToNull, z.string().max(1000).nullable()).optional().openapi({
  description: 'An upload id or URL from POST /api/v1/uploads (purpose avatar or logo); null clears it.',
});

export { blankToNull };
