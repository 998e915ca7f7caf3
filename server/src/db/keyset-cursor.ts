// Opaque keyset cursors of paged lists (listing search, admin users, investors, support tickets): the sort value and
// id of the last row of a page; and the two halves of a page ordered by a value and then an id.
import type { ExpressionBuilder, ReferenceExpression } from 'kysely';
import { badRequest } from '../http/api-error';

/** The position after which the next page starts. */
export type SearchCursor = { value: string | number; id: string };

/** Encodes a cursor as base64url JSON. */
export const encodeCursor = (cursor: SearchCursor): string =>
  Buffer.from(JSON.stringify([cursor.value, cursor.id])).toString('base64url');

/** The sort values cursors carry: a timestamp (newest first), a distance, or a price in whole dollars. */
export type CursorValueType = 'timestamp' | 'number' | 'integer';

/**
 * A timestamp as the API writes it, naming a real instant (other spellings would compare differently in SQL and in
 * memory, and month 13 or February 30 pass a pattern but make Postgres refuse the query).
 */
const isTimestamp = (value: unknown): boolean => {
  if (typeof value !== 'string' || value.length !== 24) return false;
  const time = Date.parse(value);
  return !Number.isNaN(time) && new Date(time).toISOString() === value;
};

const isValue = (value: unknown, type: CursorValueType): boolean =>
  type === 'timestamp'
    ? isTimestamp(value)
    : typeof value === 'number' &&
      (type === 'integer' ? Number.isSafeInteger(value) : Number.isFinite(value));

/** Decodes a cursor made by {@link encodeCursor}; a 400 for anything else. */
export function decodeCursor(text: string, valueType: CursorValueType): SearchCursor {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (
      Array.isArray(parsed) &&
      parsed.length === 2 &&
      isValue(parsed[0], valueType) &&
      typeof parsed[1] === 'string'
    ) {
      return { value: parsed[0] as string | number, id: parsed[1] };
    }
  } catch {
    // fall through to the error below
  }
  throw badRequest(
    'This page cursor is not valid for this search. Start again from the first page.',
    'invalid_cursor',
  );
}

/**
 * The rows after `after` in (value, id) order, ascending or descending: a value beyond it, or the same value and an
 * id beyond it (the query orders by the same two columns the same way).
 */
export function beyondCursor<DB, TB extends keyof DB>(
  eb: ExpressionBuilder<DB, TB>,
  [valueColumn, idColumn]: readonly [ReferenceExpression<DB, TB>, ReferenceExpression<DB, TB>],
  after: SearchCursor,
  order: 'asc' | 'desc',
) {
  const beyond = order === 'asc' ? '>' : '<';
  const { value, id } = after;
  return eb.or([
    eb(valueColumn, beyond, value),
    eb.and([eb(valueColumn, '=', value), eb(idColumn, beyond, id)]),
  ]);
}

/**
 * A page of `limit` rows from `limit + 1` read, and the cursor after its last row when more follow (null on the
 * last page).
 */
export function pageOf<Row>(
  rows: readonly Row[],
  limit: number,
  cursorOf: (row: Row) => SearchCursor,
): { page: Row[]; nextCursor: string | null } {
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    page,
    nextCursor: rows.length > limit && last !== undefined ? encodeCursor(cursorOf(last)) : null,
  };
}
