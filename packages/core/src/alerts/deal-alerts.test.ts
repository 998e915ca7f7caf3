import { describe, expect, it } from 'vitest';
import { CONTRACT_ACTIONS, OFFER_ACTIONS } from '../offers/deal-flow';
import {
  contractActionAlertKind,
  DEAL_ALERT_KINDS,
  DEAL_PARTIES,
  dealAlertRecipients,
  dealAlertText,
  isDealAlertKind,
  offerActionAlertKind,
} from './deal-alerts';

const P = '1842 Vinton Ave';

/** Every deal step x every party: [title, message] or null (no alert). */
const MATRIX = {
  offerReceived: {
    buyer: null,
    seller: ['New Offer Received!', 'You have a new offer on one of your properties'],
  },
  offerCountered: {
    buyer: ['Counter Offer Received', `The seller sent you a counter offer on ${P}.`],
    seller: null,
  },
  offerAccepted: { buyer: ['Offer Accepted!', `The seller accepted your offer on ${P}.`], seller: null },
  counterAccepted: {
    buyer: null,
    seller: ['Counter Offer Accepted!', `The buyer accepted your counter offer on ${P}.`],
  },
  offerDeclined: { buyer: ['Offer Declined', `The seller declined your offer on ${P}.`], seller: null },
  counterDeclined: {
    buyer: null,
    seller: ['Counter Offer Declined', `The buyer declined your counter offer on ${P}.`],
  },
  offerDeclinedForAnother: {
    buyer: ['Offer Declined', `The seller accepted another offer on ${P}, so your offer was declined.`],
    seller: null,
  },
  offerWithdrawn: { buyer: null, seller: ['Offer Withdrawn', `A buyer withdrew their offer on ${P}.`] },
  offerExpired: {
    buyer: ['Offer Expired', `Your offer on ${P} expired without an agreement.`],
    seller: ['Offer Expired', `An offer on ${P} expired without an agreement.`],
  },
  contractCreated: {
    buyer: [
      'New Contract Created',
      `A contract for ${P} was created from your offer. It now waits for the seller's approval.`,
    ],
    seller: [
      'New Contract Created',
      `A contract for ${P} was created. Approve or decline it from your contracts.`,
    ],
  },
  sellerApproved: {
    buyer: [
      'Seller Approved!',
      `The seller approved your contract for ${P}. It now waits for an admin's approval.`,
    ],
    seller: null,
  },
  sellerDeclined: { buyer: ['Seller Declined', `The seller declined your contract for ${P}.`], seller: null },
  contractApproved: {
    buyer: ['Contract Approved!', `Your contract for ${P} has been approved.`],
    seller: ['Contract Approved!', `The contract for ${P} has been approved by an admin.`],
  },
  contractCancelledByBuyer: {
    buyer: null,
    seller: [
      'Contract Cancelled',
      `The buyer cancelled the contract for ${P}. Your listing is active again.`,
    ],
  },
  contractCancelledByAdmin: {
    buyer: ['Contract Cancelled', `An admin cancelled your contract for ${P}.`],
    seller: ['Contract Cancelled', `An admin cancelled the contract for ${P}. Your listing is active again.`],
  },
  contractCompleted: {
    buyer: [
      'Contract Completed!',
      `Your contract for ${P} is complete. Congratulations on closing the deal!`,
    ],
    seller: [
      'Contract Completed!',
      `The contract for ${P} is complete and the property is sold. Congratulations!`,
    ],
  },
  offerKeptAsBackup: {
    buyer: [
      'Kept as a Backup Offer',
      `You're backup #{rank} on ${P}. If the accepted deal falls through, the seller can promote your offer.`,
    ],
    seller: null,
  },
  backupPromoted: {
    buyer: [
      'Backup Offer Promoted!',
      `The seller promoted your backup offer on ${P}: a contract was created from it.`,
    ],
    seller: null,
  },
  backupsDeclined: {
    buyer: ['Backup Offer Declined', `The seller declined the backup offers on ${P}, yours included.`],
    seller: null,
  },
  earnestMoneyDue: {
    buyer: [
      'Earnest Money Due',
      `The earnest money deadline for ${P} has started. Deposit it before the deadline on the contract.`,
    ],
    seller: ['Earnest Money Due', `The buyer's earnest money deadline for ${P} has started.`],
  },
  earnestMoneyReceived: {
    buyer: ['Earnest Money Received', `Your earnest money for ${P} was confirmed received.`],
    seller: ['Earnest Money Received', `The buyer's earnest money for ${P} was confirmed received.`],
  },
  titleOpened: {
    buyer: ['Title Opened', `Title is open for ${P}. The title company is working on your deal.`],
    seller: ['Title Opened', `Title is open for ${P}.`],
  },
  clearToClose: {
    buyer: ['Clear to Close', `${P} is clear to close. The closing date comes next.`],
    seller: ['Clear to Close', `${P} is clear to close. Schedule the closing with the title company.`],
  },
  closingScheduled: {
    buyer: [
      'Closing Scheduled',
      `The closing of ${P} is scheduled. See the date on the contract and bring your funds.`,
    ],
    seller: ['Closing Scheduled', `The closing of ${P} is scheduled. See the date on the contract.`],
  },
  dealFunded: {
    buyer: ['Deal Funded', `Your funds for ${P} were received. Closing is the last step.`],
    seller: ['Deal Funded', `The buyer's funds for ${P} were received. Closing is the last step.`],
  },
  dealCancelled: {
    buyer: ['Deal Cancelled', `The deal for ${P} was cancelled.`],
    seller: ['Deal Cancelled', `The deal for ${P} was cancelled. Your listing is active again.`],
  },
  buyerReleased: {
    buyer: [
      'Released From Contract',
      `The seller released you from the contract for ${P} because the earnest money was late.`,
    ],
    seller: [
      'Buyer Released',
      `You released the buyer of ${P} for late earnest money. Your listing is active again.`,
    ],
  },
  earnestReminder24h: {
    buyer: ['Earnest Money Due in 24 Hours', `The earnest money for ${P} is due within 24 hours.`],
    seller: null,
  },
  earnestReminder2h: {
    buyer: ['Earnest Money Due in 2 Hours', `The earnest money for ${P} is due within 2 hours.`],
    seller: null,
  },
  earnestMoneyLate: {
    buyer: [
      'Earnest Money Late',
      `The earnest money deadline for ${P} passed without the deposit received. The seller may now release you from the contract.`,
    ],
    seller: [
      'Earnest Money Late',
      `The earnest money deadline for ${P} passed without the deposit received. You may release the buyer from the contract.`,
    ],
  },
  titleContactChanged: {
    buyer: [
      'Title Company Updated',
      `The seller named the title company for ${P}. Confirm any wiring instructions by phone.`,
    ],
    seller: [
      'Title Company Updated',
      `The title company for ${P} is saved and the title officer was emailed a new link.`,
    ],
  },
} as const;

describe('DEAL_ALERTS', () => {
  it('gives each party of each deal step the title and message in the matrix, or nothing', () => {
    expect(DEAL_ALERT_KINDS).toEqual(Object.keys(MATRIX));
    for (const kind of DEAL_ALERT_KINDS) {
      for (const party of DEAL_PARTIES) {
        const text = dealAlertText(kind, party, P);
        expect(text && [text.title, text.message], `${kind} to the ${party}`).toEqual(MATRIX[kind][party]);
      }
      expect(dealAlertRecipients(kind)).toEqual(DEAL_PARTIES.filter((party) => MATRIX[kind][party] !== null));
    }
  });

  it('keeps the spec texts: the new offer message, and the titles of offer and contract alerts', () => {
    expect(dealAlertText('offerReceived', 'seller', P)).toEqual({
      title: 'New Offer Received!',
      message: 'You have a new offer on one of your properties',
      tone: 'info',
    });
    for (const [kind, title] of [
      ['offerAccepted', 'Offer Accepted!'],
      ['offerDeclined', 'Offer Declined'],
      ['contractCreated', 'New Contract Created'],
      ['contractApproved', 'Contract Approved!'],
      ['contractCompleted', 'Contract Completed!'],
      ['sellerApproved', 'Seller Approved!'],
      ['sellerDeclined', 'Seller Declined'],
    ] as const) {
      expect(dealAlertText(kind, 'buyer', P)?.title).toBe(title);
    }
  });

  it('names the property in every message but the spec one', () => {
    for (const kind of DEAL_ALERT_KINDS) {
      for (const party of dealAlertRecipients(kind)) {
        const message = dealAlertText(kind, party, P)!.message;
        if (kind !== 'offerReceived') expect(message).toContain(P);
        expect(message).not.toContain('{property}');
      }
    }
  });

  it('tones: approvals, acceptances and completion succeed; declines and cancellations are errors', () => {
    const tone = (kind: (typeof DEAL_ALERT_KINDS)[number]) =>
      dealAlertText(kind, dealAlertRecipients(kind)[0]!, P)!.tone;
    for (const kind of [
      'offerAccepted',
      'counterAccepted',
      'sellerApproved',
      'contractApproved',
      'contractCompleted',
    ] as const) {
      expect(tone(kind), kind).toBe('success');
    }
    for (const kind of [
      'offerDeclined',
      'counterDeclined',
      'offerDeclinedForAnother',
      'sellerDeclined',
      'contractCancelledByBuyer',
      'contractCancelledByAdmin',
    ] as const) {
      expect(tone(kind), kind).toBe('error');
    }
  });

  it('tells deal kinds from the others', () => {
    expect(isDealAlertKind('counterAccepted')).toBe(true);
    expect(isDealAlertKind('propertyPublished')).toBe(false);
    expect(isDealAlertKind('toString')).toBe(false);
  });
});

describe('offerActionAlertKind', () => {
  it('names the step by who acted, so the other party reads the right text', () => {
    const steps = OFFER_ACTIONS.map((action) => [
      action,
      offerActionAlertKind(action, 'seller'),
      offerActionAlertKind(action, 'buyer'),
    ]);
    expect(steps).toEqual([
      ['accept', 'offerAccepted', 'counterAccepted'],
      ['reject', 'offerDeclined', 'counterDeclined'],
      ['counter', 'offerCountered', 'offerCountered'],
      ['withdraw', 'offerWithdrawn', 'offerWithdrawn'],
      ['promote', 'backupPromoted', 'backupPromoted'],
    ]);
  });

  it("names a backup's rank when given", () => {
    expect(dealAlertText('offerKeptAsBackup', 'buyer', P, 2)?.message).toBe(
      `You're backup #2 on ${P}. If the accepted deal falls through, the seller can promote your offer.`,
    );
  });

  it('never alerts the party who acted', () => {
    for (const action of OFFER_ACTIONS) {
      for (const actor of DEAL_PARTIES) {
        const kind = offerActionAlertKind(action, actor);
        // Counter is the seller's and withdraw the buyer's only (offer-rules), so only those actors matter.
        if (
          (action === 'counter' && actor === 'buyer') ||
          (action === 'withdraw' && actor === 'seller') ||
          (action === 'promote' && actor === 'buyer')
        )
          continue;
        expect(dealAlertRecipients(kind), `${action} by ${actor}`).toEqual(
          DEAL_PARTIES.filter((party) => party !== actor),
        );
      }
    }
  });
});

describe('contractActionAlertKind', () => {
  it('has a step for every contract action its actors may take, and a cancel by anyone alerts the others', () => {
    expect(
      CONTRACT_ACTIONS.map((action) =>
        (['seller', 'investor', 'admin'] as const).map((actor) => contractActionAlertKind(action, actor)),
      ),
    ).toEqual([
      ['sellerApproved', null, null],
      ['sellerDeclined', null, null],
      [null, null, 'contractApproved'],
      [null, null, 'contractCompleted'],
      [null, 'contractCancelledByBuyer', 'contractCancelledByAdmin'],
    ]);
    expect(dealAlertRecipients('contractCancelledByBuyer')).toEqual(['seller']);
    expect(dealAlertRecipients('sellerDeclined')).toEqual(['buyer']);
    expect(dealAlertRecipients('contractCancelledByAdmin')).toEqual(['buyer', 'seller']);
  });
});
