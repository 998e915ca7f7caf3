// The live alert stream (server-sent events: replay after Last-Event-ID, then live, with heartbeats) and the
// single-use tickets that open it where no bearer header can be sent (EventSource).

import { alertsContract as routes } from '@dealloop/contract';
import type { AppDeps } from '../app-env';
import { requireAuth } from '../auth/auth-middleware';
import { badRequest, unauthorized } from '../http/api-error';
import { createRouter } from '../http/router';
import { type AlertStreamSink, createAlertStreams, type OpenAlertStream } from '../realtime/alert-streams';
import { issueStreamTicket, redeemStreamTicket } from '../realtime/stream-tickets';
import { latestAlerts } from './alerts-repo';

/** A client this many bytes behind (not reading) is dropped; it reconnects with its Last-Event-ID. */
const MAX_BACKLOG_BYTES = 1024 * 1024;

const encoder = new TextEncoder();

/** The alert id to resume after: the Last-Event-ID header, else the query; null when neither is given. */
function resumeAfter(header: string | undefined, query: string | undefined): number | null {
  const raw = (header?.trim() || query?.trim()) ?? '';
  if (raw === '') return null;
  if (!/^\d{1,15}$/.test(raw)) throw badRequest('Last-Event-ID must be an alert id (a whole number).');
  return Number(raw);
}

/** The alert stream routes, mounted at /api/v1; owns the process's registry of open streams. */
export function alertStreamRoutes(deps: Pick<AppDeps, 'db' | 'alertBus' | 'logger' | 'config'>) {
  const { db } = deps;
  const streams = createAlertStreams({
    db,
    alertBus: deps.alertBus,
    logger: deps.logger,
    heartbeatMs: deps.config.alertHeartbeatMs,
  });

  return createRouter()
    .openapi(routes.stream, async (c) => {
      const query = c.req.valid('query');
      let userId: string;
      if (query.ticket !== undefined) {
        const redeemed = await redeemStreamTicket(db, query.ticket);
        if (!redeemed)
          throw unauthorized('This stream ticket is invalid, used or expired.', 'invalid_ticket');
        userId = redeemed;
      } else {
        userId = requireAuth(c).user.id;
      }
      // Without Last-Event-ID the stream starts after the newest alert: what commits once it answers arrives.
      const lastEventId =
        resumeAfter(c.req.header('last-event-id'), query.lastEventId) ??
        (await latestAlerts(db, userId, 1))[0]?.id ??
        0;

      let controller!: ReadableStreamDefaultController<Uint8Array>;
      let open: OpenAlertStream | null = null;
      const sink: AlertStreamSink = {
        write(text) {
          try {
            controller.enqueue(encoder.encode(text));
          } catch {
            return false; // closed or cancelled
          }
          return (controller.desiredSize ?? 0) > -MAX_BACKLOG_BYTES;
        },
        end() {
          try {
            controller.close();
          } catch {
            // Already closed or cancelled.
          }
        },
      };
      const body = new ReadableStream<Uint8Array>(
        {
          start(streamController) {
            controller = streamController;
          },
          // The client went away (the server cancels the body): release the stream.
          cancel() {
            open?.close();
          },
        },
        { highWaterMark: 0, size: (chunk) => chunk.byteLength },
      );
      // The preamble sets the client's last event id to where the stream starts (an SSE block with no data sets
      // it without an event), so a drop before the first alert still resumes without a gap.
      sink.write(`: connected\nid: ${lastEventId}\n\n`);
      open = streams.open(userId, lastEventId, sink);
      // Through the context, so the headers middleware set (security, request id) are part of the stream's.
      return c.body(body, 200, {
        'Content-Type': 'text/event-stream; charset=utf-8',
        'Cache-Control': 'no-cache',
        'X-Accel-Buffering': 'no',
      });
    })
    .openapi(routes.streamTicket, async (c) => {
      const auth = requireAuth(c);
      const ticket = await issueStreamTicket(db, { userId: auth.user.id, sessionId: auth.session.id });
      return c.json(ticket, 200);
    });
}
