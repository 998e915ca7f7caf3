// The one error the client throws: the API's `{ error: { code, message } }` answer, or a network failure.

const GENERIC_CODES: Record<number, string> = {
  400: 'invalid_request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  429: 'rate_limited',
};

/** A failed API call: the HTTP status (0 when the server was not reached), a stable code and a message. */
export class ApiError extends Error {
  /** The HTTP status; 0 when no answer arrived (network failure). */
  readonly status: number;
  /** The API's error code, e.g. `invalid_credentials`, `rate_limited`, `network_error`. */
  readonly code: string;
  /** From the Retry-After header (429, 503): seconds to wait before trying again. */
  readonly retryAfterSeconds?: number;

  constructor(
    status: number,
    code: string,
    message: string,
    options: { retryAfterSeconds?: number; cause?: unknown } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.name = 'ApiError';
    this.status = status;
    this.code = code;
    if (options.retryAfterSeconds !== undefined) this.retryAfterSeconds = options.retryAfterSeconds;
  }

  /** Builds the error of a non-2xx response from its body; a body that is not the API's shape gets a generic one. */
  static async fromResponse(response: Response): Promise<ApiError> {
    const text = await response.text().catch(() => '');
    const body = parseErrorBody(text);
    const status = response.status;
    const retryAfterSeconds = parseRetryAfter(response.headers.get('retry-after'));
    return new ApiError(
      status,
      body?.code ?? GENERIC_CODES[status] ?? (status >= 500 ? 'server_error' : 'request_failed'),
      body?.message ??
        (status >= 500
          ? 'Something went wrong on our side. Please try again.'
          : `The request failed (HTTP ${status}).`),
      retryAfterSeconds === undefined ? {} : { retryAfterSeconds },
    );
  }

  /** The error of a request that got no answer at all (offline, DNS, CORS, connection reset). */
  static network(cause: unknown): ApiError {
    return new ApiError(
      0,
      'network_error',
      'Could not reach DealLoop. Check your connection and try again.',
      {
        cause,
      },
    );
  }
}

function parseErrorBody(text: string): { code: string; message: string } | null {
  try {
    const error = (JSON.parse(text) as { error?: { code?: unknown; message?: unknown } } | null)?.error;
    if (typeof error?.code === 'string' && typeof error.message === 'string') {
      return { code: error.code, message: error.message };
    }
  } catch {
    // Not JSON (a proxy's HTML page, an empty body): the caller falls back to a generic error.
  }
  return null;
}

/** Seconds from a Retry-After header: delta-seconds or an HTTP date; undefined when absent or unreadable. */
function parseRetryAfter(header: string | null): number | undefined {
  if (!header) return undefined;
  const trimmed = header.trim();
  if (/^\d+$/.test(trimmed)) return Number(trimmed);
  const at = Date.parse(trimmed);
  return Number.isNaN(at) ? undefined : Math.max(0, Math.ceil((at - Date.now()) / 1000));
}
