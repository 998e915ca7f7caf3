// Refuses JSON bodies whose texts hold hidden characters (core's textSafetyProblem), before any route stores them.
import { textSafetyProblem } from '@dealloop/core';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import { badRequest } from './api-error';

/** Secrets are compared, never shown: any character the user chose is theirs. */
const isSecretField = (field: string) => /password$/i.test(field) || /token$/i.test(field);

/** The first problem of any string in a parsed JSON value, named by the key that holds it. */
function firstProblem(value: unknown, field: string): string | null {
  if (typeof value === 'string') return isSecretField(field) ? null : textSafetyProblem(field, value);
  if (Array.isArray(value)) {
    for (const item of value) {
      const problem = firstProblem(item, field);
      if (problem) return problem;
    }
    return null;
  }
  if (value !== null && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) {
      const problem = firstProblem(item, key);
      if (problem) return problem;
    }
  }
  return null;
}

/**
 * Answers 400 `invalid_request` (with core's message naming the field) for a JSON body holding a bidirectional
 * or other control character in any text, or a line break in a one-line field; nothing is stored. A body that is
 * not JSON is left to the route's own validation.
 */
export function textSafetyGuard(): MiddlewareHandler<AppEnv> {
  return async (c, next) => {
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD' || method === 'DELETE') return next();
    if (!c.req.header('content-type')?.toLowerCase().includes('application/json')) return next();
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return next();
    }
    const problem = firstProblem(body, 'text');
    if (problem) throw badRequest(problem);
    return next();
  };
}
