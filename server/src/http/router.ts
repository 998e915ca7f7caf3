// Creates route modules: an OpenAPIHono whose validation failures answer the API's 400 shape.
import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppEnv } from '../app-env';
import { errorResponse } from './error-handler';

/** Formats zod issues as one readable sentence naming the fields. */
export function describeIssues(issues: readonly { path: readonly PropertyKey[]; message: string }[]): string {
  return issues
    .slice(0, 5)
    .map((issue) =>
      issue.path.length ? `${issue.path.map(String).join('.')}: ${issue.message}` : issue.message,
    )
    .join('; ');
}

/** A router for one concern of the API, mounted with `app.route()`. */
export function createRouter() {
  return new OpenAPIHono<AppEnv>({
    defaultHook: (result, c) => {
      if (!result.success) {
        return errorResponse(c, 400, 'invalid_request', describeIssues(result.error.issues));
      }
    },
  });
}
