import { describe, expect, it } from 'vitest';
import { ALERT_KINDS, ALERTS, alertLink } from './alerts';

describe('ALERTS', () => {
  it('carries the spec titles first, then the other general alerts (deal alerts: deal-alerts.ts)', () => {
    expect(ALERT_KINDS.map((kind) => ALERTS[kind].title)).toEqual([
      'Property Published!',
      'Property Declined',
      'New Match for Your Saved Search',
      'Property On Hold',
      'Property Hidden',
      'Profile Unpublished',
      'Welcome, Moderator!',
      'Moderator Application Declined',
      'New Open House RSVP',
      'Open House Cancelled',
      'Open House Tomorrow',
      'New Buyer Joined Your List',
      'Listing Changes Approved',
      'Listing Changes Declined',
      'Price Cut on a Saved Search Match',
      'Proof of Funds Verified',
      'Proof of Funds Not Verified',
    ]);
  });

  it('has a message for every alert', () => {
    for (const kind of ALERT_KINDS) expect(ALERTS[kind].message.length).toBeGreaterThan(0);
  });

  it('gives published properties a success tone, declined properties an error tone', () => {
    expect(ALERTS.propertyPublished.tone).toBe('success');
    expect(ALERTS.propertyDeclined.tone).toBe('error');
  });
});

describe('alertLink', () => {
  it('opens the property for the property-published alert', () => {
    expect(alertLink('propertyPublished', 'abc-123')).toBe('/property/abc-123');
    expect(alertLink('savedSearchMatch', 'abc-123')).toBe('/property/abc-123');
    expect(alertLink('savedSearchPriceCut', 'abc-123')).toBe('/property/abc-123');
    expect(alertLink('listingEditDeclined', 'abc-123')).toBe('/property/abc-123');
  });

  it('opens the listing for the moderation decisions about it, where the owner reads the reason', () => {
    expect(alertLink('propertyDeclined', 'abc-123')).toBe('/property/abc-123');
    expect(alertLink('propertyOnHold', 'abc-123')).toBe('/property/abc-123');
    expect(alertLink('propertyHidden', 'abc-123')).toBe('/property/abc-123');
    expect(alertLink('moderatorApproved', 'abc-123')).toBeNull();
  });

  it('opens the listing of an open house for its RSVP, cancellation and reminder alerts', () => {
    expect(alertLink('openHouseRsvp', 'abc-123')).toBe('/property/abc-123');
    expect(alertLink('openHouseCancelled', 'abc-123')).toBe('/property/abc-123');
    expect(alertLink('openHouseReminder', 'abc-123')).toBe('/property/abc-123');
  });

  it('opens the buyers list dashboard for a new buyer', () => {
    expect(alertLink('buyerJoined', null)).toBe('/buyers-list-dashboard');
  });

  it('has no destination for other alerts or without a property', () => {
    expect(alertLink('offerReceived', 'abc-123')).toBeNull();
    expect(alertLink('profileUnpublished', 'abc-123')).toBeNull();
    expect(alertLink('propertyPublished', null)).toBeNull();
  });
});
