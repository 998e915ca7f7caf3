// Limits of the HTTP server's connections: slow or partial requests time out, and one process holds a bounded
// number of connections (long-lived alert and chat streams included).
import type { Server } from 'node:http';

/** The timeouts and the connection cap of one server process. */
export interface ServerLimits {
  /** Time to receive a request's headers (a partial header is answered 408 after it). */
  headersTimeoutMs: number;
  /**
   * Time to receive a whole request, body included (a partial body is answered 408 after it). It does not limit
   * the answer, so event streams stay open as long as their client reads them.
   */
  requestTimeoutMs: number;
  /** Idle time after an answer before a keep-alive connection is closed. */
  keepAliveTimeoutMs: number;
  /** Connections one process holds at once; further ones are closed at once. */
  maxConnections: number;
}

/**
 * 10 s for headers, 60 s for a whole request (a 10 MB upload on a slow line), 5 s idle keep-alive, and 8192
 * connections: each open event stream holds one, and a user holds at most 10 streams per process (the process's
 * open-files limit must allow this many sockets).
 */
export const SERVER_LIMITS: ServerLimits = Object.freeze({
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 60_000,
  keepAliveTimeoutMs: 5_000,
  maxConnections: 8192,
});

/** Node's server options for the limits; the timeouts are checked every second (Node's default is 30 s). */
export const serverOptionsOf = (limits: ServerLimits) => ({
  headersTimeout: limits.headersTimeoutMs,
  requestTimeout: limits.requestTimeoutMs,
  keepAliveTimeout: limits.keepAliveTimeoutMs,
  connectionsCheckingInterval: 1_000,
});

/** Sets the connection cap on a started server. */
export function capConnections(server: Pick<Server, 'maxConnections'>, limits: ServerLimits): void {
  server.maxConnections = limits.maxConnections;
}
