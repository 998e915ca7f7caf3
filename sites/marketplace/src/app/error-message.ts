// The text to show for a failed API call: the server's own message when there is one.

const FALLBACK = 'Something went wrong. Please try again.';

/** The message of an error thrown by the API client (ApiError carries the server's message). */
export function errorMessage(error: unknown): string {
  return error instanceof Error && error.message.trim() ? error.message : FALLBACK;
}
