// Property test of deal math from any wording: generated phrasings of the same deal (number formats, synonyms,
// label before or after the amount, question words) must give the same inputs and core's own MAO and ROI.
import { computeProfit, computeRoi, formatPrice, formatRoi, maxAllowableOffer } from '@dealloop/core';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { dealMath } from './deal-math-answer';
import { dealQuestionOf, impliedDealQuestion, parseDealNumbers } from './deal-math-parser';

/** Ways to write a whole number of thousands of dollars. */
const written = (thousands: number) =>
  fc.constantFrom(
    String(thousands * 1000),
    (thousands * 1000).toLocaleString('en-US'),
    `$${(thousands * 1000).toLocaleString('en-US')}`,
    `${thousands}k`,
    `$${thousands}k`,
    `${thousands}K`,
    `${thousands} thousand`,
    ...(thousands % 100 === 0 ? [`${thousands / 1000}m`, `$${thousands / 1000}M`] : []),
  );

const ARV_WORDS = ['ARV', 'arv', 'after repair value', 'after-repair value', 'resale value', 'resale'];
const REPAIR_WORDS = ['repairs', 'repair', 'rehab', 'work', 'fix-up', 'repair costs', 'renovation'];
const FEE_WORDS = ['fee', 'assignment fee', 'my fee', 'wholesale fee'];
const PRICE_WORDS = ['I buy at', 'purchase price', 'purchase price of', 'I buy it for', 'price', 'I pay'];

/** "ARV 200k", "ARV is 200k", "200k ARV", "200k in repairs": one labelled amount. */
function labelled(words: readonly string[], amount: fc.Arbitrary<string>, before: readonly string[]) {
  return fc
    .tuple(fc.constantFrom(...words), amount, fc.integer({ min: 0, max: 3 }))
    .map(([word, value, style]) => {
      if (style === 0) return `${word} ${value}`;
      if (style === 1) return `${word} is ${value}`;
      if (style === 2 && before.includes(word)) return `${value} ${word}`;
      return `${word} of about ${value}`;
    });
}

const thousands = (min: number, max: number) => fc.integer({ min, max });

describe('deal math from generated phrasings', () => {
  it('reads ARV, repairs and fee however they are written and answers core maxAllowableOffer', () => {
    fc.assert(
      fc.property(
        thousands(60, 2000)
          .chain((arv) =>
            fc.tuple(
              fc.constant(arv),
              thousands(1, Math.floor(arv / 3)),
              fc.option(thousands(1, 30), { nil: null }),
            ),
          )
          .chain(([arv, repairs, fee]) =>
            fc.record({
              deal: fc.constant({ arv, repairs, fee }),
              arvText: labelled(ARV_WORDS, written(arv), ['ARV', 'arv']),
              repairText: labelled(REPAIR_WORDS, written(repairs), ['repairs', 'rehab', 'work']),
              feeText:
                fee === null
                  ? fc.constant(null)
                  : labelled(FEE_WORDS, written(fee), ['fee', 'assignment fee']),
              joiner: fc.constantFrom(', ', ' and ', '. ', '; '),
              ask: fc.constantFrom(
                "What's my MAO?",
                'what is the max I should offer?',
                'max offer?',
                'how much should I offer?',
                'MAO?',
                '',
              ),
              askFirst: fc.boolean(),
              shuffled: fc.boolean(),
            }),
          ),
        ({ deal, arvText, repairText, feeText, joiner, ask, askFirst, shuffled }) => {
          const { arv, repairs, fee } = deal;
          const parts = shuffled ? [repairText, feeText, arvText] : [arvText, repairText, feeText];
          const body = parts.filter(Boolean).join(joiner);
          const text = askFirst && ask ? `${ask} ${body}` : `${body}${ask ? ` ${ask}` : ''}`;
          const numbers = parseDealNumbers(text);
          expect(numbers, text).toMatchObject({
            arv: arv * 1000,
            repairCost: repairs * 1000,
            fee: fee === null ? null : fee * 1000,
          });
          const question = dealQuestionOf(text) ?? impliedDealQuestion(numbers);
          expect(question, text).toBe('mao');
          const expected = maxAllowableOffer({
            arv: arv * 1000,
            repairCost: repairs * 1000,
            fee: (fee ?? 0) * 1000,
          });
          const answer = dealMath('mao', numbers);
          expect(answer.values?.mao).toBe(expected);
          expect(answer.text).toContain(formatPrice(expected));
        },
      ),
      { numRuns: 400 },
    );
  });

  it('reads price, ARV and repairs for profit and ROI and answers core computeProfit and computeRoi', () => {
    fc.assert(
      fc.property(
        thousands(20, 900),
        thousands(30, 1500),
        thousands(1, 200),
        fc.constantFrom('ROI if ', 'what is my ROI with ', 'profit if ', 'how much profit with '),
        fc.constantFrom(...PRICE_WORDS),
        fc.constantFrom(', ', ' and ', ' with '),
        (price, arv, repairs, lead, priceWord, joiner) => {
          const text = `${lead}${priceWord} ${price}k${joiner}ARV ${arv * 1000}${joiner === ' with ' ? ', ' : joiner}repairs ${(repairs * 1000).toLocaleString('en-US')}?`;
          const numbers = parseDealNumbers(text);
          expect(numbers).toMatchObject({ price: price * 1000, arv: arv * 1000, repairCost: repairs * 1000 });
          const deal = { price: price * 1000, arv: arv * 1000, repairCost: repairs * 1000 };
          const answer = dealMath(dealQuestionOf(text)!, numbers);
          expect(answer.values).toMatchObject({ profit: computeProfit(deal), roiPercent: computeRoi(deal) });
          expect(answer.text).toContain(formatRoi(computeRoi(deal)));
        },
      ),
      { numRuns: 300 },
    );
  });

  it('asks for what is missing instead of assuming zero', () => {
    fc.assert(
      fc.property(thousands(60, 900), (arv) => {
        const answer = dealMath('mao', parseDealNumbers(`What's my MAO with an ARV of ${arv}k?`));
        expect(answer.values).toBeNull();
        expect(answer.text).toContain('repair estimate');
        expect(answer.text).toContain(formatPrice(arv * 1000));
      }),
      { numRuns: 50 },
    );
  });
});
