// What a text from a user asks for: stop (opt out of everything), help, start (opt back in), or nothing.
// A keyword counts when it is the whole message, give or take casing, spacing, punctuation and a few filler
// words ("STOP!", "pls stop", "stop please"); natural opt-out phrases count anywhere in the message ("stop
// texting me", "remove me", "don't text me"). A keyword inside an ordinary sentence ("stop by at 5?") is not an
// opt-out: it reads as conversation, and the reply to every text still says how to stop.

/** What an inbound text asks for. */
export type InboundIntent = 'stop' | 'help' | 'start' | 'other';

/** The carriers' opt-out keywords. */
export const STOP_KEYWORDS = ['stop', 'stopall', 'unsubscribe', 'cancel', 'end', 'quit'] as const;
/** The help keywords. */
export const HELP_KEYWORDS = ['help', 'info'] as const;
/** The opt-back-in keywords. */
export const START_KEYWORDS = ['start', 'unstop', 'yes'] as const;

const FILLER = new Set(['please', 'pls', 'plz', 'now', 'it', 'thanks', 'thank', 'you', 'thx', 'ok', 'okay']);

/** Phrases that opt out wherever they appear (after normalising apostrophes and spacing). */
const STOP_PHRASES = [
  /\bstop (texting|messaging|sending|contacting|txting|texts?|messages)\b/,
  /\bremove me\b/,
  /\b(do not|dont|don t) (text|message|txt|contact)\b/,
  /\bno more (texts?|messages)\b/,
  /\bopt me out\b/,
  /\bopt out\b/,
  /\bunsubscribe\b/,
  /\bleave me alone\b/,
];

/** Lowercase words of a message, apostrophes dropped and any other punctuation or symbol as a space. */
export function inboundWords(text: string): string[] {
  return text
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[’'`]/g, '')
    .replace(/[^\p{L}\p{N}]+/gu, ' ')
    .trim()
    .split(' ')
    .filter(Boolean);
}

/** What an inbound text asks for. */
export function classifyInbound(text: string): InboundIntent {
  const words = inboundWords(text);
  const meaningful = words.filter((word) => !FILLER.has(word));
  if (meaningful.length === 1) {
    const [word] = meaningful as [string];
    if ((STOP_KEYWORDS as readonly string[]).includes(word)) return 'stop';
    if ((HELP_KEYWORDS as readonly string[]).includes(word)) return 'help';
    if ((START_KEYWORDS as readonly string[]).includes(word)) return 'start';
  }
  const joined = words.join(' ').replace(/\bdon t\b/g, 'dont');
  if (STOP_PHRASES.some((phrase) => phrase.test(joined))) return 'stop';
  return 'other';
}
