// Unique slugs for public profiles and business cards: the base slug, else the base with -2, -3... appended.

/** The first of `base`, `base-2`, `base-3`... that is not in `taken`. */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n += 1) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** The slugs in use that could collide with `base`: the base itself and `base-{n}`. */
export function collidesWith(base: string, slug: string): boolean {
  return slug === base || (slug.startsWith(`${base}-`) && /^\d+$/.test(slug.slice(base.length + 1)));
}

/** Whether a database error is a unique-constraint violation (SQLite or Postgres), i.e. a slug race was lost. */
export function isUniqueViolation(error: unknown): boolean {
  const e = error as { code?: unknown; message?: unknown } | null;
  if (!e) return false;
  if (
    e.code === '23505' ||
    e.code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    e.code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  ) {
    return true;
  }
  return typeof e.message === 'string' && /UNIQUE constraint failed/i.test(e.message);
}
