// Joins class names, skipping empty ones.

/** The given class names joined by spaces; falsy entries are left out. */
export function cx(...names: (string | false | null | undefined)[]): string {
  return names.filter(Boolean).join(' ');
}
