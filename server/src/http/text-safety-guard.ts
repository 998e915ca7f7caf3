// Refuses JSON bodies whose texts hold hidden characters (core's textSafetyProblem), before any route stores them.
import { textSafetyProblem } from '@dealloop/core';
import type { MiddlewareHandler } from 'hono';
import type { AppEnv } from '../app-env';
import { badRequest } from './api-error';
import { matchesPathList, type PathList } from './path-match';

/** Secrets are compared, never shown: any character the user chose is theirs. */
const isSecretField = (field: string) => /password$/i.test(field) || /token$/i.test(field);

/**
 * The first problem of any string in a parsed JSON value, named by the key that holds it (array items by their
 * array's key). Walked with a stack, not recursion, so no nesting depth can overflow it.
 */
function firstProblem(root: unknown): string | null {
  const pending: [unknown, string][] = [[root, 'text']];
  for (let next = pending.pop(); next; next = pending.pop()) {
    const [value, field] = next;
    if (typeof value === 'string') {
      const problem = isSecretField(field) ? null : textSafetyProblem(field, value);
      if (problem) return problem;
    } else if (Array.isArray(value)) {
      for (const item of value) pending.push([item, field]);
    } else if (value !== null && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) pending.push([item, key]);
    }
  }
  return null;
}

/**
 * Answers 400 `invalid_request` (with core's message naming the field) for a JSON body holding a bidirectional
 * or other control character in any text, or a line break in a one-line field; nothing is stored. A body that is
 * not JSON, and the upload routes (multipart only, reading their own bodies), are left to the route's own validation.
 */
export function textSafetyGuard({ exceptPath }: { exceptPath?: PathList } = {}): MiddlewareHandler<AppEnv> {
  const isExcepted = matchesPathList(exceptPath);
  return async (c, next) => {
    const method = c.req.method;
    if (method === 'GET' || method === 'HEAD' || method === 'DELETE' || isExcepted(c.req.path)) return next();
    if (!c.req.header('content-type')?.toLowerCase().includes('application/json')) return next();
    let body: unknown;
    try {
      body = await c.req.json();
    } catch {
      return next();
    }
    const problem = firstProblem(body);
    if (problem) throw badRequest(problem);
    return next();
  };
}
