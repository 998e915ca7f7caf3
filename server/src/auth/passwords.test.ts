// Password hashes: salted, verifiable, and carrying their own cost.
import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './passwords';

describe('passwords', () => {
  it('verifies the right password only, with a fresh salt each time', async () => {
    const a = await hashPassword('correct horse', 1024);
    const b = await hashPassword('correct horse', 1024);
    expect(a).not.toBe(b);
    expect(a.startsWith('scrypt$1024$8$1$')).toBe(true);
    expect(await verifyPassword('correct horse', a)).toBe(true);
    expect(await verifyPassword('Correct horse', a)).toBe(false);
  });

  it('verifies with the cost recorded in the hash, so raising the cost keeps old hashes working', async () => {
    const old = await hashPassword('pw-pw-pw-pw', 1024);
    expect(await verifyPassword('pw-pw-pw-pw', old)).toBe(true);
    const stronger = await hashPassword('pw-pw-pw-pw', 4096);
    expect(stronger.split('$')[1]).toBe('4096');
  });

  it('answers false for a malformed hash instead of throwing', async () => {
    expect(await verifyPassword('x', 'bcrypt$whatever')).toBe(false);
    expect(await verifyPassword('x', '')).toBe(false);
  });
});
