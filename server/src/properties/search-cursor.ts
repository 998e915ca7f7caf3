// Opaque keyset cursors for listing search: the sort value and id of the last row of a page.
import { badRequest } from '../http/api-error';

/** The position after which the next page starts. */
export type SearchCursor = { value: string | number; id: string };

/** Encodes a cursor as base64url JSON. */
export const encodeCursor = (cursor: SearchCursor): string =>
  Buffer.from(JSON.stringify([cursor.value, cursor.id])).toString('base64url');

/** Decodes a cursor made by {@link encodeCursor}; a 400 for anything else. */
export function decodeCursor(text: string, valueType: 'string' | 'number'): SearchCursor {
  try {
    const parsed: unknown = JSON.parse(Buffer.from(text, 'base64url').toString('utf8'));
    if (
      Array.isArray(parsed) &&
      parsed.length === 2 &&
      typeof parsed[0] === valueType &&
      (valueType === 'string' || Number.isFinite(parsed[0])) &&
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
