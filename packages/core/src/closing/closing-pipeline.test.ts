import { describe, expect, it } from 'vitest';
import {
  CLOSING_ACTORS,
  CLOSING_STAGES,
  type ClosingStage,
  closingActorsOf,
  closingMoveProblem,
  closingMovesFor,
  contractActionProblem,
  EARNEST_MONEY_LATE_REASON,
  nextClosingStage,
} from './closing-pipeline';
import { CLOSING_MESSAGES } from './closing-texts';

const NOW = new Date('2026-11-27T12:00:00.000Z');
const PAST = '2026-11-27T11:00:00.000Z';
const FUTURE = '2026-11-27T13:00:00.000Z';

/**
 * Every legal (stage, move, actor) on an approved contract whose earnest deadline passed, cancelling with an
 * ordinary reason: "from/to/actor". Everything else is refused.
 */
const LEGAL = new Set([
  'contract_signed/earnest_money_due/system',
  'contract_signed/earnest_money_due/seller',
  'contract_signed/earnest_money_due/admin',
  'earnest_money_due/earnest_money_received/seller',
  'earnest_money_due/earnest_money_received/title',
  'earnest_money_due/earnest_money_received/admin',
  'earnest_money_received/title_opened/seller',
  'earnest_money_received/title_opened/admin',
  'title_opened/clear_to_close/seller',
  'title_opened/clear_to_close/admin',
  'clear_to_close/closing_scheduled/seller',
  'clear_to_close/closing_scheduled/title',
  'clear_to_close/closing_scheduled/admin',
  'closing_scheduled/closing_scheduled/seller',
  'closing_scheduled/closing_scheduled/title',
  'closing_scheduled/closing_scheduled/admin',
  'closing_scheduled/funded/seller',
  'closing_scheduled/funded/admin',
  'funded/closed/seller',
  'funded/closed/admin',
  // Cancelling with an ordinary reason: an admin at any open stage (the buyer only before approval, below).
  ...CLOSING_STAGES.filter((s) => s !== 'closed' && s !== 'cancelled').map((s) => `${s}/cancelled/admin`),
]);

describe('nextClosingStage: the table of every (stage, move, actor)', () => {
  for (const stage of CLOSING_STAGES) {
    for (const to of CLOSING_STAGES) {
      for (const actor of CLOSING_ACTORS) {
        const key = `${stage}/${to}/${actor}`;
        it(`${key} is ${LEGAL.has(key) ? 'allowed' : 'refused'}`, () => {
          const decision = nextClosingStage(
            { stage, contractApproved: true, earnestDueAt: PAST },
            { to, reason: to === 'cancelled' ? 'Buyer backed out' : null, closingDate: '2026-12-20' },
            actor,
            NOW,
          );
          expect(decision).toEqual(
            LEGAL.has(key) ? { ok: true, stage: to } : { ok: false, message: expect.any(String) },
          );
        });
      }
    }
  }
});

describe('nextClosingStage: conditions', () => {
  const state = (stage: ClosingStage, contractApproved: boolean, earnestDueAt: string | null = PAST) => ({
    stage,
    contractApproved,
    earnestDueAt,
  });

  it('needs an approved contract from title opened on, not for the earnest money steps', () => {
    expect(
      nextClosingStage(state('earnest_money_received', false), { to: 'title_opened' }, 'seller', NOW),
    ).toEqual({
      ok: false,
      message: CLOSING_MESSAGES.needsApproval,
    });
    expect(
      nextClosingStage(state('earnest_money_due', false), { to: 'earnest_money_received' }, 'title', NOW),
    ).toEqual({ ok: true, stage: 'earnest_money_received' });
  });

  it('lets the buyer cancel before approval only', () => {
    const move = { to: 'cancelled' as const, reason: 'Changed my mind' };
    expect(nextClosingStage(state('earnest_money_due', false), move, 'buyer', NOW).ok).toBe(true);
    expect(nextClosingStage(state('earnest_money_due', true), move, 'buyer', NOW).ok).toBe(false);
  });

  it('lets the seller (or an admin) release the buyer only after the deadline passed, at earnest money due', () => {
    const release = { to: 'cancelled' as const, reason: EARNEST_MONEY_LATE_REASON };
    expect(nextClosingStage(state('earnest_money_due', true, PAST), release, 'seller', NOW)).toEqual({
      ok: true,
      stage: 'cancelled',
    });
    expect(nextClosingStage(state('earnest_money_due', true, FUTURE), release, 'seller', NOW)).toEqual({
      ok: false,
      message: CLOSING_MESSAGES.releaseBeforeDeadline,
    });
    expect(nextClosingStage(state('earnest_money_due', true, null), release, 'seller', NOW).ok).toBe(false);
    expect(nextClosingStage(state('earnest_money_received', true, PAST), release, 'seller', NOW).ok).toBe(
      false,
    );
    expect(nextClosingStage(state('earnest_money_due', true, FUTURE), release, 'admin', NOW).ok).toBe(false);
    for (const actor of ['buyer', 'title', 'system'] as const) {
      expect(nextClosingStage(state('earnest_money_due', true, PAST), release, actor, NOW).ok).toBe(false);
    }
  });

  it('refuses the seller any other cancellation', () => {
    expect(
      nextClosingStage(
        state('earnest_money_due', false, PAST),
        { to: 'cancelled', reason: 'x' },
        'seller',
        NOW,
      ),
    ).toEqual({ ok: false, message: CLOSING_MESSAGES.sellerCancelsLateOnly });
  });

  it('says a closed or cancelled deal moves no more', () => {
    expect(nextClosingStage(state('closed', true), { to: 'cancelled', reason: 'x' }, 'admin', NOW)).toEqual({
      ok: false,
      message: CLOSING_MESSAGES.closed,
    });
    expect(nextClosingStage(state('cancelled', true), { to: 'funded' }, 'admin', NOW)).toEqual({
      ok: false,
      message: CLOSING_MESSAGES.cancelled,
    });
  });
});

describe('closingMoveProblem', () => {
  it('wants a reason to cancel and a date to schedule', () => {
    expect(closingMoveProblem({ to: 'cancelled' })).toBe(CLOSING_MESSAGES.reasonRequired);
    expect(closingMoveProblem({ to: 'cancelled', reason: '  ' })).toBe(CLOSING_MESSAGES.reasonRequired);
    expect(closingMoveProblem({ to: 'cancelled', reason: 'x'.repeat(501) })).toBe(
      CLOSING_MESSAGES.reasonTooLong,
    );
    expect(closingMoveProblem({ to: 'cancelled', reason: 'Buyer walked' })).toBeNull();
    expect(closingMoveProblem({ to: 'closing_scheduled' })).toBe(CLOSING_MESSAGES.closingDateRequired);
    expect(closingMoveProblem({ to: 'closing_scheduled', closingDate: '2026-13-45' })).toBe(
      CLOSING_MESSAGES.closingDateRequired,
    );
    expect(closingMoveProblem({ to: 'closing_scheduled', closingDate: '2026-12-20' })).toBeNull();
    expect(closingMoveProblem({ to: 'funded' })).toBeNull();
  });
});

describe('closingMovesFor', () => {
  it('offers each viewer the buttons the machine allows them', () => {
    const due = { stage: 'earnest_money_due' as const, contractApproved: false, earnestDueAt: PAST };
    const seller = closingActorsOf({ buyerId: 'b', sellerId: 's' }, { userId: 's', isAdmin: false });
    const buyer = closingActorsOf({ buyerId: 'b', sellerId: 's' }, { userId: 'b', isAdmin: false });
    expect(seller).toEqual(['seller']);
    expect(closingMovesFor(due, seller, NOW)).toEqual([
      { to: 'earnest_money_received', release: false },
      { to: 'cancelled', release: true },
    ]);
    expect(closingMovesFor({ ...due, earnestDueAt: FUTURE }, seller, NOW)).toEqual([
      { to: 'earnest_money_received', release: false },
    ]);
    expect(closingMovesFor(due, buyer, NOW)).toEqual([{ to: 'cancelled', release: false }]);
    expect(closingMovesFor({ ...due, stage: 'funded', contractApproved: true }, ['admin'], NOW)).toEqual([
      { to: 'closed', release: false },
      { to: 'cancelled', release: false },
    ]);
  });
});

describe('contractActionProblem', () => {
  it('wants a reason to decline or cancel a contract, as the pipeline does to cancel a deal', () => {
    for (const action of ['seller_decline', 'cancel'] as const) {
      expect(contractActionProblem(action, undefined)).toBe(CLOSING_MESSAGES.reasonRequired);
      expect(contractActionProblem(action, '   ')).toBe(CLOSING_MESSAGES.reasonRequired);
      expect(contractActionProblem(action, 'x'.repeat(501))).toBe(CLOSING_MESSAGES.reasonTooLong);
      expect(contractActionProblem(action, 'The buyer could not get funds')).toBeNull();
    }
  });

  it('asks no reason of the actions that move a deal forward', () => {
    for (const action of ['seller_approve', 'approve', 'complete'] as const) {
      expect(contractActionProblem(action, undefined)).toBeNull();
    }
  });
});
