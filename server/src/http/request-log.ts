// Logs one structured line per request with its request id, status and duration.
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import type { Logger } from '../logger';

/** Middleware writing `request` log lines; 5xx answers are logged as errors. */
export function requestLog(logger: Logger): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const started = performance.now();
    await next();
    const status = c.res.status;
    const fields = {
      requestId: c.get('requestId'),
      method: c.req.method,
      path: c.req.path,
      status,
      durationMs: Math.round((performance.now() - started) * 10) / 10,
      userId: c.get('auth')?.user.id,
    };
    if (status >= 500) logger.error('request', fields);
    else logger.info('request', fields);
  };
}
