import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { raffleDrawInput, raffleWinnerIndex, sha256Hex, verifyRaffleDraw } from './raffle';

const tickets = [
  { ticket: 'a1', userId: 'u1' },
  { ticket: 'b2', userId: 'u2' },
  { ticket: 'c3', userId: 'u1' },
];

describe('the verifiable raffle draw', () => {
  it('hashes like Node', async () => {
    expect(await sha256Hex('seed-1')).toBe(createHash('sha256').update('seed-1').digest('hex'));
    expect(await sha256Hex('')).toBe('e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855');
  });

  it('picks the ticket of SHA-256(seed and tickets) modulo the count, recomputable by anyone', async () => {
    const input = raffleDrawInput('seed-1', tickets);
    expect(input).toBe('seed-1\na1:u1\nb2:u2\nc3:u1');
    const expected = Number(BigInt(`0x${createHash('sha256').update(input).digest('hex')}`) % 3n);
    expect(await raffleWinnerIndex('seed-1', tickets)).toBe(expected);
    expect(await raffleWinnerIndex('seed-1', [])).toBeNull();
  });

  it('verifies a fair draw and catches a swapped seed or winner', async () => {
    const seed = 'f00d'.repeat(16);
    const commitment = await sha256Hex(seed);
    const index = (await raffleWinnerIndex(seed, tickets))!;
    const winnerTicket = tickets[index]!.ticket;
    expect(await verifyRaffleDraw({ commitment, seed, tickets, winnerTicket })).toEqual({
      commitmentMatches: true,
      winnerMatches: true,
    });
    expect(
      (await verifyRaffleDraw({ commitment, seed: `${seed}0`, tickets, winnerTicket })).commitmentMatches,
    ).toBe(false);
    const other = tickets[(index + 1) % 3]!.ticket;
    expect((await verifyRaffleDraw({ commitment, seed, tickets, winnerTicket: other })).winnerMatches).toBe(
      false,
    );
  });
});
