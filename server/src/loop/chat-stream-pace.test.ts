// pacedPieces: a long built-in answer streams piece by piece with pauses between, and the pauses of one answer
// are bounded in total.
import { describe, expect, it } from 'vitest';
import { CHAT_STREAM_PACE } from './chat-limits';
import { pacedPieces, splitForStreaming } from './chat-stream';

async function run(pieces: string[]) {
  const events: string[] = [];
  const waits: number[] = [];
  const wait = async (ms: number) => {
    waits.push(ms);
    events.push('pause');
  };
  for await (const piece of pacedPieces(pieces, CHAT_STREAM_PACE, wait)) events.push(piece);
  return { events, waits };
}

describe('pacedPieces', () => {
  it('sends the first piece at once and pauses between the others, keeping every piece', async () => {
    const pieces = splitForStreaming('one two three four five six seven eight nine ten eleven twelve', 2);
    const { events, waits } = await run(pieces);
    expect(events.filter((event) => event !== 'pause')).toEqual(pieces);
    expect(events[0]).toBe(pieces[0]);
    expect(
      events
        .slice(1)
        .filter((_, i) => i % 2 === 0)
        .every((event) => event === 'pause'),
    ).toBe(true);
    expect(waits).toHaveLength(pieces.length - 1);
  });

  it('bounds the total pause of a very long answer', async () => {
    const pieces = Array.from({ length: 2000 }, (_, i) => `word${i} `);
    const { waits } = await run(pieces);
    expect(waits.reduce((sum, ms) => sum + ms, 0)).toBeLessThanOrEqual(CHAT_STREAM_PACE.maxTotalMs + 1);
    expect(waits.every((ms) => ms > 0)).toBe(true);
  });
});
