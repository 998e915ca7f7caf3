// Inbound keywords: any casing, spacing, punctuation or filler around a keyword still counts; ordinary messages
// do not opt out (property-based with fast-check, plus the wordings of the issue).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { classifyInbound, HELP_KEYWORDS, START_KEYWORDS, STOP_KEYWORDS } from './inbound-keywords';

const randomCase = (word: string) =>
  fc
    .array(fc.boolean(), { minLength: word.length, maxLength: word.length })
    .map((upper) => [...word].map((ch, i) => (upper[i] ? ch.toUpperCase() : ch)).join(''));
const noise = fc.stringMatching(/^[\s.!?,;:*"()~-]{0,6}$/);
const filler = fc.constantFrom('', 'please ', 'pls ', 'now ');

const wrapped = (keywords: readonly string[]) =>
  fc
    .tuple(fc.constantFrom(...keywords), noise, noise, filler)
    .chain(([word, before, after, pre]) =>
      randomCase(word).map((cased) => `${before}${pre}${cased}${after}`),
    );

describe('classifyInbound', () => {
  it('reads a stop keyword in any casing, spacing and punctuation as stop', () => {
    fc.assert(fc.property(wrapped(STOP_KEYWORDS), (text) => classifyInbound(text) === 'stop'));
  });

  it('reads help and start keywords the same way', () => {
    fc.assert(fc.property(wrapped(HELP_KEYWORDS), (text) => classifyInbound(text) === 'help'));
    fc.assert(fc.property(wrapped(START_KEYWORDS), (text) => classifyInbound(text) === 'start'));
  });

  it.each([
    'pls stop texting me',
    'stop texting',
    'Remove me',
    "don't text me",
    'Don’t text me anymore!!',
    'please STOP!!!',
    'UNSUBSCRIBE',
    'StopAll',
    'no more texts',
  ])('opts out on %j', (text) => {
    expect(classifyInbound(text)).toBe('stop');
  });

  it.each([
    'stop by at 5?',
    'Is the house on Elm still available?',
    'yes I can stop by tomorrow',
    'the end of the street',
    'cancel my 3pm showing and call me',
    'What is the help desk number for the title company',
  ])('does not opt out on the ordinary message %j', (text) => {
    expect(classifyInbound(text)).toBe('other');
  });

  it('never opts out on text with no stop keyword or phrase in it', () => {
    const words = fc.constantFrom(
      'house',
      'price',
      'offer',
      'call',
      'tomorrow',
      'is',
      'the',
      'deal',
      'by',
      '5',
    );
    fc.assert(
      fc.property(
        fc.array(words, { minLength: 2, maxLength: 8 }),
        (list) => classifyInbound(list.join(' ')) === 'other',
      ),
    );
  });
});
