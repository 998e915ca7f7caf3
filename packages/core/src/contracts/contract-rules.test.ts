import { describe, expect, it } from 'vitest';
import { CONTRACT_ACTIONS, CONTRACT_STATUSES, SELLER_APPROVAL_STATUSES } from '../offers/deal-flow';
import {
  CONTRACT_MESSAGES,
  type ContractActor,
  type ContractState,
  contractActionsFor,
  contractActorFor,
  contractActorsOf,
  contractRefusal,
  nextContractState,
} from './contract-rules';

const ACTORS: ContractActor[] = ['seller', 'investor', 'admin'];
/** The legal moves as "status+approval/action/actor" -> "status+approval"; everything else is illegal. */
const LEGAL: Record<string, string> = {
  'pending+pending/seller_approve/seller': 'pending+approved',
  'pending+pending/seller_decline/seller': 'cancelled+declined',
  'pending+approved/approve/admin': 'approved+approved',
  'approved+approved/complete/admin': 'completed+approved',
  'approved+pending/complete/admin': 'completed+pending',
  'approved+declined/complete/admin': 'completed+declined',
  'approved+approved/cancel/admin': 'cancelled+approved',
  'approved+pending/cancel/admin': 'cancelled+pending',
  'approved+declined/cancel/admin': 'cancelled+declined',
  'pending+pending/cancel/admin': 'cancelled+pending',
  'pending+approved/cancel/admin': 'cancelled+approved',
  'pending+declined/cancel/admin': 'cancelled+declined',
  'pending+pending/cancel/investor': 'cancelled+pending',
  'pending+approved/cancel/investor': 'cancelled+approved',
  'pending+declined/cancel/investor': 'cancelled+declined',
};

describe('nextContractState', () => {
  for (const status of CONTRACT_STATUSES) {
    for (const sellerApprovalStatus of SELLER_APPROVAL_STATUSES) {
      const state: ContractState = { status, sellerApprovalStatus };
      for (const action of CONTRACT_ACTIONS) {
        for (const actor of ACTORS) {
          const expected = LEGAL[`${status}+${sellerApprovalStatus}/${action}/${actor}`] ?? null;
          it(`${actor} ${action} on ${status}/${sellerApprovalStatus} -> ${expected ?? 'illegal'}`, () => {
            const next = nextContractState(state, action, actor);
            expect(next && `${next.status}+${next.sellerApprovalStatus}`).toBe(expected);
            if (!expected) expect(contractRefusal(state, action, [actor]).length).toBeGreaterThan(0);
          });
        }
      }
    }
  }
});

describe('roles and actions', () => {
  const contract = { investorId: 'i', sellerId: 's' };
  it('finds the roles a viewer holds', () => {
    expect(contractActorsOf(contract, { userId: 's', isAdmin: false })).toEqual(['seller']);
    expect(contractActorsOf(contract, { userId: 'i', isAdmin: true })).toEqual(['investor', 'admin']);
    expect(contractActorsOf(contract, { userId: 'x', isAdmin: false })).toEqual([]);
  });
  it('lists what each role may do', () => {
    const fresh: ContractState = { status: 'pending', sellerApprovalStatus: 'pending' };
    expect(contractActionsFor(fresh, ['seller'])).toEqual(['seller_approve', 'seller_decline']);
    expect(contractActionsFor(fresh, ['investor'])).toEqual(['cancel']);
    expect(contractActionsFor(fresh, ['admin'])).toEqual(['cancel']);
    expect(contractActionsFor({ status: 'pending', sellerApprovalStatus: 'approved' }, ['admin'])).toEqual([
      'approve',
      'cancel',
    ]);
    expect(contractActionsFor({ status: 'completed', sellerApprovalStatus: 'approved' }, ACTORS)).toEqual([]);
    expect(contractActorFor(fresh, 'cancel', ['investor', 'admin'])).toBe('investor');
  });
  it('explains refusals', () => {
    const approved: ContractState = { status: 'approved', sellerApprovalStatus: 'approved' };
    expect(contractRefusal(approved, 'cancel', ['investor'])).toBe(CONTRACT_MESSAGES.onlyPendingCancel);
    expect(contractRefusal(approved, 'approve', ['admin'])).toBe(CONTRACT_MESSAGES.alreadyApproved);
    expect(
      contractRefusal({ status: 'pending', sellerApprovalStatus: 'pending' }, 'approve', ['admin']),
    ).toBe(CONTRACT_MESSAGES.sellerNotApproved);
    expect(contractRefusal(approved, 'seller_approve', ['seller'])).toBe(
      CONTRACT_MESSAGES.sellerAlreadyAnswered,
    );
    expect(contractRefusal(approved, 'complete', ['seller'])).toBe(CONTRACT_MESSAGES.onlyAdmin);
    expect(
      contractRefusal({ status: 'cancelled', sellerApprovalStatus: 'declined' }, 'cancel', ['admin']),
    ).toBe(CONTRACT_MESSAGES.cancelled);
  });
});
