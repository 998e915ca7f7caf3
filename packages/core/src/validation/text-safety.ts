// Hidden characters in stored text: bidirectional controls and other control characters anywhere, line breaks in
// one-line fields (titles, names). One rule for every text field the API accepts.

/** Bidirectional-text controls that reorder what a reader sees (U+202A..U+202E, U+2066..U+2069, marks). */
const BIDI_CONTROLS = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/;
/** Control characters other than tab, line feed and carriage return (C0, DEL, C1). */
// biome-ignore lint/suspicious/noControlCharactersInRegex: finding control characters is the point.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
/** Line breaks: CR, LF and the Unicode line and paragraph separators. */
const LINE_BREAKS = /[\r\n\u2028\u2029]/;

/** Fields that hold one line of text (titles, names, contact details): no line breaks accepted. */
export const SINGLE_LINE_TEXT_FIELDS: ReadonlySet<string> = new Set([
  'title',
  'name',
  'fullName',
  'companyName',
  'subject',
  'location',
  'email',
  'newEmail',
  'phone',
  'website',
  'city',
  'state',
  'zip',
  'specialty',
  'label',
  'prize',
  'slug',
  'cardUrl',
  'to',
]);

/** Texts of the rule. */
export const TEXT_SAFETY_MESSAGES = Object.freeze({
  hiddenCharacters: (field: string) =>
    `${field} contains hidden control characters (such as text-direction marks). Remove them and try again.`,
  lineBreak: (field: string) => `${field} must be on one line.`,
});

/** The problem with a text a user typed into `field`, or null when it holds no hidden or misplaced characters. */
export function textSafetyProblem(field: string, value: string): string | null {
  if (BIDI_CONTROLS.test(value) || CONTROL_CHARACTERS.test(value)) {
    return TEXT_SAFETY_MESSAGES.hiddenCharacters(field);
  }
  if (SINGLE_LINE_TEXT_FIELDS.has(field) && LINE_BREAKS.test(value))
    return TEXT_SAFETY_MESSAGES.lineBreak(field);
  return null;
}
