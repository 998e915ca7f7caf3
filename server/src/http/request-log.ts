// Logs one structured line per request with its request id, status and duration.
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import type { Logger } from '../logger';

/**
 * Middleware writing `request` log lines; 5xx answers are logged as errors. When the logger writes neither info
 * nor errors, it costs a request nothing; when it writes only errors, only 5xx answers are described.
 */
export function requestLog(logger: Logger): MiddlewareHandler<AppEnv> {
  if (!logger.enabled('error')) return (_c, next) => next();
  const everyRequest = logger.enabled('info');
  return async (c, next) => {
    const started = performance.now();
    await next();
    const status = c.res.status;
    if (status < 500 && !everyRequest) return;
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
