// Moderator raffles: the verifiable draw. Before the draw the SHA-256 of a random seed is published; after it the
// seed is revealed, and anyone recomputes the winner from the seed and the public ticket list with these functions.

/** One ticket of a raffle: a completed review by a moderator. */
export interface RaffleTicket {
  /** The audit entry of the review (stable, public). */
  ticket: string;
  userId: string;
}

/** Limits and texts of the raffle pages. */
export const RAFFLE_LIMITS = Object.freeze({ titleMaxLength: 120, prizeMaxLength: 200 });

/** Every text of the raffle pages. */
export const RAFFLE_TEXTS = Object.freeze({
  pageTitle: 'Moderator Raffle',
  createTitle: 'New moderator raffle',
  created: 'Raffle created. Its seed commitment is published.',
  drawn: 'The winner is drawn and the seed revealed.',
  draw: 'Draw the winner',
  verify: 'Verify the draw',
  verified: 'Verified: the seed matches the commitment and picks this winner.',
  notVerified: 'This draw does not check out: the seed or the winner does not match.',
  noEntries: 'No completed reviews in this period yet.',
  howItWorks:
    'Every review a moderator completes in the period is one ticket. Before the draw we publish the SHA-256 of a secret random seed; after the draw we reveal the seed. The winning ticket is SHA-256(seed, then each ticket on its own line) as a number, modulo the number of tickets.',
  periodInvalid: 'The period must end after it starts.',
  fieldsRequired: 'Please give the raffle a title and a prize.',
  prize: 'Prize:',
  /** "· Reviews from Mar 1, 2026 to Mar 31, 2026" after the prize. */
  period: (start: string, end: string) => `· Reviews from ${start} to ${end}`,
  drawSection: 'The draw',
  commitment: 'Seed commitment (SHA-256)',
  revealedSeed: 'Revealed seed',
  winner: 'Winner:',
  unnamedWinner: 'Moderator',
  noWinner: 'No tickets, no winner',
  /** " (ticket 3)" after the winner's name. */
  winnerTicket: (ticket: string) => ` (ticket ${ticket})`,
  notDrawn: 'Not drawn yet. The seed is revealed after the draw.',
  /** "Tickets (12)" */
  ticketsHeading: (count: number) => `Tickets (${count})`,
  ticketsByModerator: 'Tickets by moderator',
  /** "4 tickets" beside a moderator's name. */
  ticketCount: (count: number) => `${count} ${count === 1 ? 'ticket' : 'tickets'}`,
  everyTicket: 'Every ticket, in draw order',
} as const);

/** The SHA-256 of a text (UTF-8) as lowercase hex, with the platform's Web Crypto (browsers and Node). */
export async function sha256Hex(text: string): Promise<string> {
  const digest = await globalThis.crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The text the winner is drawn from: the seed, then `ticket:userId` of each ticket in order, one a line. */
export function raffleDrawInput(seed: string, tickets: readonly RaffleTicket[]): string {
  return [seed, ...tickets.map((entry) => `${entry.ticket}:${entry.userId}`)].join('\n');
}

/** The index of the winning ticket, or null without tickets. */
export async function raffleWinnerIndex(
  seed: string,
  tickets: readonly RaffleTicket[],
): Promise<number | null> {
  if (tickets.length === 0) return null;
  const digest = await sha256Hex(raffleDrawInput(seed, tickets));
  return Number(BigInt(`0x${digest}`) % BigInt(tickets.length));
}

/** What a verification found: whether the seed hashes to the commitment and picks the announced ticket. */
export async function verifyRaffleDraw(draw: {
  commitment: string;
  seed: string;
  tickets: readonly RaffleTicket[];
  winnerTicket: string | null;
}): Promise<{ commitmentMatches: boolean; winnerMatches: boolean }> {
  const commitmentMatches = (await sha256Hex(draw.seed)) === draw.commitment.toLowerCase();
  const index = await raffleWinnerIndex(draw.seed, draw.tickets);
  const winnerMatches = (index === null ? null : draw.tickets[index]!.ticket) === draw.winnerTicket;
  return { commitmentMatches, winnerMatches };
}
