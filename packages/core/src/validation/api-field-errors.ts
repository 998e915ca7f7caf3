// The API's 400 validation message names each refused field ("website: Enter a website address ...; phone: ...");
// a form reads it back into one reason per field, to show under each field.

/**
 * The reason of each field named in a validation message, by its top-level field name (`website`,
 * `criteria.location` under `criteria.location`). Parts naming no field are left out.
 */
export function apiFieldErrors(message: string): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const part of message.split('; ')) {
    const match = /^([A-Za-z][\w.]*): (.+)$/.exec(part.trim());
    if (match && !(match[1]! in errors)) errors[match[1]!] = match[2]!;
  }
  return errors;
}
