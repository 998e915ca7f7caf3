import { computeProfit, computeRoi, maxAllowableOffer } from '@dealloop/core';
import { describe, expect, it } from 'vitest';
import { dealFigures, isAmountText } from './deal-figures';

describe('dealFigures', () => {
  it('computes profit, ROI and the 70% MAO with core deal math', () => {
    const figures = dealFigures({ price: '150,000', arv: '$250000', repairs: '30000', fee: '10000' });
    const deal = { price: 150000, arv: 250000, repairCost: 30000 };
    expect(figures).toEqual({
      price: 150000,
      arv: 250000,
      repairCost: 30000,
      fee: 10000,
      profit: computeProfit(deal),
      roi: computeRoi(deal),
      mao: maxAllowableOffer({ arv: 250000, repairCost: 30000, fee: 10000 }),
    });
    expect(figures.profit).toBe(70000);
    expect(figures.mao).toBe(135000);
  });

  it('counts empty repairs and fee as 0 and leaves figures without their inputs empty', () => {
    expect(dealFigures({ price: '', arv: '200000', repairs: '', fee: '' })).toMatchObject({
      profit: null,
      roi: null,
      mao: 140000,
    });
    expect(dealFigures({ price: '100000', arv: 'lots', repairs: '', fee: '' })).toMatchObject({
      arv: null,
      profit: null,
      mao: null,
    });
  });

  it('accepts empty or readable amounts only', () => {
    expect(isAmountText('')).toBe(true);
    expect(isAmountText('$1,200')).toBe(true);
    expect(isAmountText('12k')).toBe(false);
  });
});
