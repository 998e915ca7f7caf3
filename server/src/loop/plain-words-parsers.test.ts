// The plain-words parsers of the built-in assistant: listing searches, deal numbers and streaming pieces.
import { describe, expect, it } from 'vitest';
import { splitForStreaming } from './chat-stream';
import { dealQuestionOf, parseDealNumbers } from './deal-math-parser';
import { EVAL_QUESTIONS } from './eval/questions';
import { parseListingQuery } from './listing-query-parser';
import { findAmounts, isSpanish } from './money-words';

describe('findAmounts', () => {
  it.each([
    ['150k', 150_000],
    ['$150,000', 150_000],
    ['1.2m', 1_200_000],
    ['$85K', 85_000],
    ['200 thousand', 200_000],
  ])('reads %s as %d', (text, value) => {
    expect(findAmounts(text)[0]?.value).toBe(value);
  });

  it('reads "mil" as a thousand in Spanish and a million in English', () => {
    expect(findAmounts('200 mil', { spanish: true })[0]?.value).toBe(200_000);
    expect(findAmounts('1.2 mil')[0]?.value).toBe(1_200_000);
  });

  it('reads cents after a comma-grouped amount as one amount', () => {
    expect(findAmounts('$15,000.00').map((a) => a.value)).toEqual([15_000]);
  });

  it('leaves percentages out', () => {
    expect(findAmounts('70% of 200k').map((a) => a.value)).toEqual([200_000]);
  });
});

describe('parseListingQuery', () => {
  it.each([
    [
      '3 bed under 150k near Dallas',
      { minBeds: 3, maxPrice: 150_000, minPrice: null, types: [], place: 'Dallas' },
    ],
    ['duplexes in Ohio', { minBeds: null, maxPrice: null, types: ['multi_family'], place: 'Ohio' }],
    ['land under $50,000 in Austin TX', { maxPrice: 50_000, types: ['land'], place: 'Austin TX' }],
    [
      'condos between 100k and 200k in the Miami area',
      { minPrice: 100_000, maxPrice: 200_000, types: ['condo'], place: 'Miami' },
    ],
    [
      '2+ bath townhomes over $300k in 78701',
      { minBaths: 2, minPrice: 300_000, types: ['townhouse'], place: '78701' },
    ],
    ['houses near me under 90k', { maxPrice: 90_000, types: ['single_family'], place: undefined }],
  ])('reads "%s"', (text, expected) => {
    const { place, ...filters } = expected as Record<string, unknown>;
    const query = parseListingQuery(text);
    expect(query).toMatchObject(filters);
    expect(query.places[0]).toBe(place);
  });

  it('does not read a price as a ZIP code', () => {
    expect(parseListingQuery('land under 50000').places).toEqual([]);
  });
});

describe('parseDealNumbers', () => {
  it.each([
    ['MAO for ARV 200k repairs 30k', 'mao', { arv: 200_000, repairCost: 30_000 }],
    [
      'ROI if I buy at 120k, ARV 200k, repairs 25k',
      'roi',
      { arv: 200_000, repairCost: 25_000, price: 120_000 },
    ],
    [
      'ARV of $250,000 with $40,000 in repairs at 65%, max offer?',
      'mao',
      { arv: 250_000, repairCost: 40_000, percent: 0.65 },
    ],
    ["ARV is 200000 and repairs are 30000. What's my MAO?", 'mao', { arv: 200_000, repairCost: 30_000 }],
    [
      "$200k ARV, 30k rehab, what's the max I should offer?",
      'mao',
      { arv: 200_000, repairCost: 30_000, fee: null },
    ],
    ['arv 185,000 repair 22500 fee 10k', null, { arv: 185_000, repairCost: 22_500, fee: 10_000 }],
    [
      'ROI if I buy at 90k, ARV 160k, repairs 25k?',
      'roi',
      { arv: 160_000, repairCost: 25_000, price: 90_000 },
    ],
    [
      '¿cuál es mi MAO si el ARV es 200k y las reparaciones 30k?',
      'mao',
      { arv: 200_000, repairCost: 30_000 },
    ],
    ['after repair value 1.2m, fix-up 200 thousand', null, { arv: 1_200_000, repairCost: 200_000 }],
    ['MAO on a turnkey with ARV 150k', 'mao', { arv: 150_000, repairCost: 0 }],
    [
      'assignment fee if I contract at 100k and sell at 115k',
      'assignment_fee',
      { price: 100_000, salePrice: 115_000 },
    ],
  ])('reads "%s"', (text, question, numbers) => {
    expect(dealQuestionOf(text)).toBe(question);
    expect(parseDealNumbers(text)).toMatchObject(numbers);
  });
});

describe('splitForStreaming', () => {
  it('keeps every character and never splits a link', () => {
    const text = 'I found [Brick ranch with a big yard](/property/abc) for you.\n\n- one\n- two';
    const pieces = splitForStreaming(text, 2);
    expect(pieces.join('')).toBe(text);
    expect(pieces.length).toBeGreaterThan(3);
    expect(pieces.some((piece) => piece.includes('[Brick ranch with a big yard](/property/abc)'))).toBe(true);
  });
});

describe('isSpanish', () => {
  it('tells every Spanish question of the evaluation set from every English one', () => {
    const wrong = EVAL_QUESTIONS.filter((item) => isSpanish(item.question) !== (item.language === 'es'));
    expect(wrong.map((item) => item.question)).toEqual([]);
  });

  it.each(['houses in Casa Grande AZ', 'duplexes in Texas', 'land in LA under 500k', 'MI deals with 3 bed'])(
    'reads "%s" as English',
    (text) => {
      expect(isSpanish(text)).toBe(false);
    },
  );
});
