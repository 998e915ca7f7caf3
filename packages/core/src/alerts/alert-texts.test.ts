import { describe, expect, it } from 'vitest';
import { ALERT_TEXTS, type AlertKind, alertRecipients, alertText } from './alert-texts';
import { ALERT_KINDS, ALERTS } from './alerts';
import { DEAL_ALERT_KINDS, DEAL_ALERTS, DEAL_PARTIES, dealAlertText } from './deal-alerts';

const KINDS = Object.keys(ALERT_TEXTS) as AlertKind[];

describe('ALERT_TEXTS', () => {
  it('names at least one recipient for every kind, and only deal parties for a deal step', () => {
    for (const kind of KINDS) expect(alertRecipients(kind).length).toBeGreaterThan(0);
    for (const kind of DEAL_ALERT_KINDS) {
      for (const recipient of alertRecipients(kind)) expect(DEAL_PARTIES).toContain(recipient);
    }
  });

  it('gives an event outside deals one recipient, and is what ALERTS reads', () => {
    expect([...ALERT_KINDS, ...DEAL_ALERT_KINDS]).toEqual(KINDS);
    for (const kind of ALERT_KINDS) {
      const [recipient, ...others] = alertRecipients(kind);
      expect(others).toEqual([]);
      expect(alertText(kind, recipient!)).toEqual(ALERTS[kind]);
    }
    expect(alertRecipients('propertyPublished')).toEqual(['owner']);
    expect(alertRecipients('openHouseRsvp')).toEqual(['owner']);
    expect(alertRecipients('openHouseCancelled')).toEqual(['attendee']);
    expect(alertRecipients('savedSearchMatch')).toEqual(['searcher']);
    expect(alertRecipients('moderatorApproved')).toEqual(['applicant']);
    expect(alertRecipients('buyerJoined')).toEqual(['wholesaler']);
  });

  it('is what DEAL_ALERTS and dealAlertText read, by kind and party', () => {
    for (const kind of DEAL_ALERT_KINDS) {
      for (const party of DEAL_PARTIES) {
        expect(alertText(kind, party, { propertyTitle: 'Brick ranch' })).toEqual(
          dealAlertText(kind, party, 'Brick ranch'),
        );
        expect(alertText(kind, party) ?? null).toEqual(DEAL_ALERTS[kind][party]);
      }
    }
    expect(alertRecipients('offerExpired')).toEqual(['buyer', 'seller']);
    expect(alertRecipients('offerReceived')).toEqual(['seller']);
  });
});

describe('alertText', () => {
  it('names the property and ends with a moderator reason when given', () => {
    expect(alertText('offerAccepted', 'buyer', { propertyTitle: '1842 Vinton Ave' })).toEqual({
      title: 'Offer Accepted!',
      message: 'The seller accepted your offer on 1842 Vinton Ave.',
      tone: 'success',
    });
    expect(alertText('propertyDeclined', 'owner', { reason: ' Photos missing ' })).toEqual({
      title: 'Property Declined',
      message: 'Your property listing was declined by our moderators. Reason: Photos missing',
      tone: 'error',
    });
    expect(alertText('propertyDeclined', 'owner', { reason: '  ' })?.message).toBe(
      'Your property listing was declined by our moderators.',
    );
  });

  it('is null for a recipient who hears nothing of the kind', () => {
    expect(alertText('offerReceived', 'buyer', { propertyTitle: 'Brick ranch' })).toBeNull();
    expect(alertText('propertyPublished', 'seller')).toBeNull();
  });
});
