// The deal calculator's analysis and URL parameters against hand-computed worked examples.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findKnowledgeArticle } from '../help/knowledge-base';
import {
  analyzeDeal,
  DEAL_INPUT_KEYS,
  type DealCalculatorInputs,
  type DealInputKey,
  dealCalculatorParams,
  EMPTY_DEAL_INPUTS,
  isDealInputValid,
  parseDollarAmount,
} from './deal-math';

const inputs = (values: Partial<DealCalculatorInputs>): DealCalculatorInputs => ({
  ...EMPTY_DEAL_INPUTS,
  ...values,
});

describe('analyzeDeal', () => {
  it('works the knowledge-base MAO example: ARV $200,000, repairs $30,000, fee $10,000 give $100,000', () => {
    const analysis = analyzeDeal(inputs({ arv: '200,000', repairs: '30000', fee: '$10,000' }));
    expect(analysis.mao).toBe(100_000);
    // Without holding, closing or desired profit the itemised MAO keeps the whole 30% spread.
    expect(analysis.maoItemised).toBe(160_000);
    expect(findKnowledgeArticle('mao-and-the-70-percent-rule')?.body).toContain('**$100,000**');
  });

  it('works a full deal by hand', () => {
    // ARV 250,000; repairs 40,000; holding 6,000; closing 9,000; desired profit 30,000; fee 10,000; price 150,000.
    const analysis = analyzeDeal(
      inputs({
        price: '150000',
        arv: '250000',
        repairs: '40000',
        holding: '6000',
        closing: '9000',
        profit: '30000',
        fee: '10000',
      }),
    );
    // 250,000 × 0.7 = 175,000; − 40,000 − 10,000 = 125,000.
    expect(analysis.mao).toBe(125_000);
    // 250,000 − 40,000 − 6,000 − 9,000 − 30,000 − 10,000 = 155,000.
    expect(analysis.maoItemised).toBe(155_000);
    expect(analysis.deductions).toEqual([
      { key: 'repairs', amount: 40_000 },
      { key: 'holding', amount: 6_000 },
      { key: 'closing', amount: 9_000 },
      { key: 'profit', amount: 30_000 },
      { key: 'fee', amount: 10_000 },
    ]);
    // 250,000 − 150,000 − 40,000 − 6,000 − 9,000 = 45,000 over 205,000 put in = 21.95%.
    expect(analysis.buyerProfit).toBe(45_000);
    expect(analysis.buyerRoi).toBeCloseTo(21.9512, 4);
  });

  it('lets both MAOs go negative when the repairs eat the deal', () => {
    // 100,000 × 0.7 − 80,000 − 5,000 = −15,000; 100,000 − 80,000 − 3,000 − 4,000 − 15,000 − 5,000 = −7,000.
    const analysis = analyzeDeal(
      inputs({
        arv: '100000',
        repairs: '80000',
        holding: '3000',
        closing: '4000',
        profit: '15000',
        fee: '5000',
      }),
    );
    expect(analysis.mao).toBe(-15_000);
    expect(analysis.maoItemised).toBe(-7_000);
    expect(analysis.buyerProfit).toBeNull();
  });

  it('rounds to the cent', () => {
    // 123,456.78 × 0.7 = 86,419.746; − 0.01 = 86,419.736.
    expect(analyzeDeal(inputs({ arv: '123456.78', repairs: '0.01' })).mao).toBe(86_419.74);
    expect(analyzeDeal(inputs({ arv: '1000.10', price: '0.05', closing: '0.02' })).buyerProfit).toBe(1000.03);
  });

  it('leaves out what a missing or unreadable amount is needed for', () => {
    const empty = analyzeDeal(EMPTY_DEAL_INPUTS);
    expect([empty.mao, empty.maoItemised, empty.buyerProfit, empty.buyerRoi]).toEqual([
      null,
      null,
      null,
      null,
    ]);
    expect(empty.amounts).toMatchObject({ price: null, arv: null, repairs: 0, fee: 0 });
    const unreadableHolding = analyzeDeal(inputs({ arv: '200000', price: '100000', holding: '5k' }));
    expect(unreadableHolding.mao).toBe(140_000);
    expect(unreadableHolding.maoItemised).toBeNull();
    expect(unreadableHolding.buyerProfit).toBeNull();
    expect(analyzeDeal(inputs({ arv: '200000', price: '0' })).buyerRoi).toBeNull();
  });

  it('itemises: the ARV less every deduction is the itemised MAO', () => {
    const amount = fc.integer({ min: 0, max: 2_000_000 }).map(String);
    fc.assert(
      fc.property(
        amount,
        amount,
        amount,
        amount,
        amount,
        amount,
        (arv, repairs, holding, closing, profit, fee) => {
          const analysis = analyzeDeal(inputs({ arv, repairs, holding, closing, profit, fee }));
          const left = analysis.deductions.reduce((sum, line) => sum - line.amount, Number(arv));
          expect(analysis.maoItemised).toBe(left || 0);
        },
      ),
    );
  });
});

describe('negative amounts', () => {
  it('never feed profit or MAO: a negative cost leaves them unknown', () => {
    const analysis = analyzeDeal({ ...EMPTY_DEAL_INPUTS, price: '100000', arv: '200000', repairs: '-50000' });
    expect(analysis.amounts.repairs).toBeNull();
    expect(analysis).toMatchObject({ mao: null, maoItemised: null, buyerProfit: null, buyerRoi: null });
    expect(analyzeDeal({ ...EMPTY_DEAL_INPUTS, price: '-1', arv: '200000' }).buyerProfit).toBeNull();
  });
});

describe('dollar amounts', () => {
  it('reads digits with $, commas, spaces and cents only', () => {
    expect(parseDollarAmount(' $1,250.50 ')).toBe(1250.5);
    expect(parseDollarAmount('-300')).toBeNull();
    expect(isDealInputValid('-300')).toBe(false);
    expect(parseDollarAmount('12k')).toBeNull();
    expect(parseDollarAmount('')).toBeNull();
    expect(isDealInputValid('')).toBe(true);
    expect(isDealInputValid('1e5')).toBe(false);
  });
});

describe('dealCalculatorParams', () => {
  it('writes the non-empty inputs in form order', () => {
    const params = dealCalculatorParams.serialise(inputs({ fee: '10000', arv: ' 200000 ', holding: '  ' }));
    expect(params.toString()).toBe('arv=200000&fee=10000');
  });

  it('reads the known parameters, trimmed and cut, and ignores the rest', () => {
    const parsed = dealCalculatorParams.parse(
      new URLSearchParams(`arv=%24200%2C000&repairs=${'9'.repeat(30)}&utm_source=mail&fee=`),
    );
    expect(parsed).toEqual(inputs({ arv: '$200,000', repairs: '9'.repeat(20) }));
  });

  it('round-trips any inputs through the URL', () => {
    const text = fc.string({ maxLength: 20 }).map((value) => value.trim());
    const record = fc.record(
      Object.fromEntries(DEAL_INPUT_KEYS.map((key) => [key, text])) as Record<
        DealInputKey,
        fc.Arbitrary<string>
      >,
    );
    fc.assert(
      fc.property(record, (values: DealCalculatorInputs) => {
        const url = new URL(`https://dealloop.test/tools?${dealCalculatorParams.serialise(values)}`);
        expect(dealCalculatorParams.parse(url.searchParams)).toEqual(values);
      }),
    );
  });
});
