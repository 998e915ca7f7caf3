// Opaque secrets handed to clients (refresh and reset tokens): random, and stored only as their SHA-256.
import { createHash, randomBytes } from 'node:crypto';

/** A new random token, 256 bits, base64url. */
export const newOpaqueToken = (): string => randomBytes(32).toString('base64url');

/** The stored form of a token. */
export const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');
