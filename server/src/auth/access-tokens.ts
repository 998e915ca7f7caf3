// Short-lived access tokens: HS256 JWTs checked for algorithm, signature, exp, nbf, iss and aud.
import { errors, jwtVerify, SignJWT } from 'jose';

const ALGORITHMS = ['HS256'];
export const TOKEN_AUDIENCE = 'dealloop-api';

/** What a valid access token says. */
export interface AccessClaims {
  userId: string;
  sessionId: string;
  expiresAt: Date;
}

/** Issues and verifies access tokens with one key and issuer. */
export interface AccessTokens {
  issue(userId: string, sessionId: string): Promise<{ token: string; expiresAt: Date }>;
  /** The claims, or null for any token that is malformed, forged, expired, not yet valid or meant for another. */
  verify(token: string): Promise<AccessClaims | null>;
}

const VERIFIED_CACHE_SIZE = 10_000;

/**
 * Creates the token service; `ttlSeconds` is the lifetime of each token. Verified tokens are remembered (the
 * signature of a given token string never changes), so a client's repeated calls skip the WebCrypto round trip;
 * expiry is still checked on every call, and session revocation is the caller's per-request database check.
 */
export function createAccessTokens(secret: Uint8Array, issuer: string, ttlSeconds: number): AccessTokens {
  const verified = new Map<string, AccessClaims>();
  const remember = (token: string, claims: AccessClaims) => {
    if (verified.size >= VERIFIED_CACHE_SIZE) verified.delete(verified.keys().next().value!);
    verified.set(token, claims);
  };
  // Importing the key once spares every request a WebCrypto import.
  const key = crypto.subtle.importKey(
    'raw',
    new Uint8Array(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  return {
    async issue(userId, sessionId) {
      const now = Math.floor(Date.now() / 1000);
      const exp = now + ttlSeconds;
      const token = await new SignJWT({ sid: sessionId })
        .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
        .setSubject(userId)
        .setIssuer(issuer)
        .setAudience(TOKEN_AUDIENCE)
        .setIssuedAt(now)
        .setNotBefore(now)
        .setExpirationTime(exp)
        .sign(await key);
      return { token, expiresAt: new Date(exp * 1000) };
    },
    async verify(token) {
      const known = verified.get(token);
      if (known) {
        if (known.expiresAt.getTime() > Date.now()) return known;
        verified.delete(token);
        return null;
      }
      try {
        const { payload } = await jwtVerify(token, await key, {
          algorithms: ALGORITHMS,
          issuer,
          audience: TOKEN_AUDIENCE,
          requiredClaims: ['sub', 'exp', 'nbf', 'sid'],
          clockTolerance: 5,
        });
        if (typeof payload.sid !== 'string' || typeof payload.sub !== 'string') return null;
        const claims = {
          userId: payload.sub,
          sessionId: payload.sid,
          expiresAt: new Date(payload.exp! * 1000),
        };
        remember(token, claims);
        return claims;
      } catch (error) {
        if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
        throw error;
      }
    },
  };
}
