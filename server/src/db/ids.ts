// UUIDv7 identifiers: time-ordered, so new rows append to indexes and ids sort by creation.
import { randomFillSync } from 'node:crypto';

const RANDOM_BITS = 74n; // rand_a (12 bits) and rand_b (62 bits)
const RAND_B_BITS = 62n;
const RAND_B_MASK = (1n << RAND_B_BITS) - 1n;

/** The last id's millisecond and 74-bit random part, so ids made in one millisecond still sort in creation order. */
let last = { ms: -1, seq: 0n };

/** Random bytes drawn from the system in blocks (one call per 409 ids instead of one each), and how many are used. */
const pool = Buffer.alloc(4096);
let used = pool.length;

function randomSeq(): bigint {
  if (used + 10 > pool.length) {
    randomFillSync(pool);
    used = 0;
  }
  // 73 random bits: the top bit stays clear, leaving room to count up within the millisecond.
  const bits = (BigInt(pool.readUInt16BE(used)) << 64n) | pool.readBigUInt64BE(used + 2);
  used += 10;
  return bits & ((1n << (RANDOM_BITS - 1n)) - 1n);
}

function format(ms: number, seq: bigint): string {
  const bytes = Buffer.alloc(16);
  bytes.writeUIntBE(ms, 0, 6);
  bytes.writeUInt16BE(0x7000 | Number(seq >> RAND_B_BITS), 6);
  bytes.writeBigUInt64BE((2n << RAND_B_BITS) | (seq & RAND_B_MASK), 8);
  const hex = bytes.toString('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/**
 * A new UUIDv7 string (RFC 9562). Ids made now are monotonic (RFC 9562 §6.2, method 2): within one millisecond,
 * or when the clock steps back, the random part counts up from the last id, so ordering by id is creation order.
 * An explicit `now` (a back-dated row, such as a seeded listing) gets that millisecond and a fresh random part.
 */
export function uuidv7(now?: number): string {
  if (now !== undefined) return format(now, randomSeq());
  const clock = Date.now();
  if (clock > last.ms) {
    last = { ms: clock, seq: randomSeq() };
  } else {
    const seq = last.seq + 1n;
    last = seq >> RANDOM_BITS ? { ms: last.ms + 1, seq: randomSeq() } : { ms: last.ms, seq };
  }
  return format(last.ms, last.seq);
}
