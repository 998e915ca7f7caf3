import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { computeProfit, computeRoi, maxAllowableOffer } from './deal-math';

describe('deal math', () => {
  const deal = { price: 100_000, arv: 200_000, repairCost: 50_000 };

  it('profit is ARV minus price minus repairs', () => {
    expect(computeProfit(deal)).toBe(50_000);
  });

  it('ROI is profit over price plus repairs, in percent', () => {
    expect(computeRoi(deal)).toBeCloseTo(33.3333, 3);
    expect(computeRoi({ price: 80_000, arv: 60_000, repairCost: 0 })).toBe(-25);
  });

  it('has no ROI when nothing is put in', () => {
    expect(computeRoi({ price: 0, arv: 100_000, repairCost: 0 })).toBeNull();
  });

  it('maximum allowable offer follows the 70% rule by default', () => {
    expect(maxAllowableOffer({ arv: 200_000, repairCost: 30_000 })).toBe(110_000);
    expect(maxAllowableOffer({ arv: 200_000, repairCost: 30_000, fee: 10_000 })).toBe(100_000);
    expect(maxAllowableOffer({ arv: 200_000, repairCost: 30_000, percent: 0.75 })).toBe(120_000);
  });

  it('profit and ROI agree in sign', () => {
    const amount = fc.integer({ min: 1, max: 5_000_000 });
    fc.assert(
      fc.property(amount, amount, fc.integer({ min: 0, max: 1_000_000 }), (price, arv, repairCost) => {
        const roi = computeRoi({ price, arv, repairCost });
        expect(Math.sign(roi!)).toBe(Math.sign(computeProfit({ price, arv, repairCost })));
      }),
    );
  });
});
